/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ProfileRecord on Profile {\n  id\n  is_admin\n  is_superadmin\n  title\n  updated_at\n  userCount\n}\n\nmutation SaveProfileRecord($id: Int, $input: ProfileInput!, $updated_at: String) {\n  createOrUpdateProfile(id: $id, input: $input, updated_at: $updated_at) {\n    ...ProfileRecord\n  }\n}": typeof types.ProfileRecordFragmentDoc,
    "query AccountAuth { account_auth { login_url logout_url support_url cookies_url blog_url } }": typeof types.AccountAuthDocument,
    "query Session {\n  get_authenticated_user {\n    id first_name name uid mail profile { id title is_admin is_superadmin } impersonated_by { id name }\n  }\n  modules_by_user\n}": typeof types.SessionDocument,
    "query AuditLog($search: String, $action: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  audit_log_collections(search: $search, action: $action, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id at action action_label actor_id actor_name user_id user_name session_id target_kind target_id details ip\n  }\n  audit_log_count(search: $search, action: $action)\n}": typeof types.AuditLogDocument,
    "query CommitmentTerms { termoCompromissoCount { parceiros corretores colaboradores } }": typeof types.CommitmentTermsDocument,
    "query UserCounts {\n  all: userCount(interval: \"all\")\n  today: userCount(interval: \"today\")\n  yesterday: userCount(interval: \"yesterday\")\n}": typeof types.UserCountsDocument,
    "query AccountModules { get_account_module_collection { id name label } }": typeof types.AccountModulesDocument,
    "mutation DeleteProfile($id: Int!) { deleteProfile(id: $id) }": typeof types.DeleteProfileDocument,
    "mutation LinkProfileModule($profile_id: Int!, $account_module_id: Int!) {\n  createProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id) { id }\n}": typeof types.LinkProfileModuleDocument,
    "mutation UnlinkProfileModule($profile_id: Int!, $account_module_id: Int!) {\n  deleteProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id)\n}": typeof types.UnlinkProfileModuleDocument,
    "query ProfileModules($profile_id: Int!) {\n  get_profile_account_module(profile_id: $profile_id) { id account_module_id }\n}": typeof types.ProfileModulesDocument,
    "query Profile($id: Int!) { profile(id: $id) { ...ProfileRecord } }": typeof types.ProfileDocument,
    "fragment ProfileFields on Profile { id title is_admin is_superadmin userCount updated_at }": typeof types.ProfileFieldsFragmentDoc,
    "query Profiles { profiles_collections { ...ProfileFields } }": typeof types.ProfilesDocument,
    "query UsersByProfile($id: Int!) { get_users_by_profile(id: $id) { id name mail uid } }": typeof types.UsersByProfileDocument,
    "mutation AttachSegmentationValues($account_field_id: Int!, $module_name: String!, $item_id: Int!, $values: [String!]!) {\n  attachSegmentationValues(account_field_id: $account_field_id, module_name: $module_name, item_id: $item_id, values: $values) {\n    attached not_found not_found_count\n  }\n}": typeof types.AttachSegmentationValuesDocument,
    "mutation LinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {\n  createSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id) { id }\n}": typeof types.LinkSegmentationDocument,
    "mutation UnlinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {\n  deleteSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id)\n}": typeof types.UnlinkSegmentationDocument,
    "query Segmentations($module_name: String!, $item_id: Int!) {\n  get_segmentations(module_name: $module_name, item_id: $item_id) { id segmentation_id account_field_id value label }\n}": typeof types.SegmentationsDocument,
    "mutation ImpersonateUser($user_id: Int!) { impersonateUser(user_id: $user_id) { url expires_at } }": typeof types.ImpersonateUserDocument,
    "mutation UpdateUser($id: Int!, $updated_at: String, $input: UserInput!) {\n  updateUser(id: $id, updated_at: $updated_at, input: $input) { id name is_blocked updated_at }\n}": typeof types.UpdateUserDocument,
    "query User($id: Int!) {\n  user(id: $id) {\n    id name mail uid profile_id profile { id title is_admin is_superadmin } is_blocked blocked_description created_at updated_at\n  }\n}": typeof types.UserDocument,
    "query Users($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  users_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name mail uid profile { id title }\n  }\n  users_count(search: $search)\n}": typeof types.UsersDocument,
    "query AccountFields($type: String) { get_account_fields(type: $type) { id field type } }": typeof types.AccountFieldsDocument,
    "query FieldValues($account_field_id: Int!, $search: String) {\n  get_account_field_values(account_field_id: $account_field_id, search: $search) { id account_field_id value label }\n}": typeof types.FieldValuesDocument,
    "query OwnerOptions($special: Int!, $admin: Int!) {\n  special: get_users_by_profile(id: $special) { id name }\n  admin: get_users_by_profile(id: $admin) { id name }\n}": typeof types.OwnerOptionsDocument,
    "query ProfileOptions($user_id: Int) { user_profile_options(user_id: $user_id) { id title } }": typeof types.ProfileOptionsDocument,
    "query CanManageUsers { can_manage_users }": typeof types.CanManageUsersDocument,
};
const documents: Documents = {
    "fragment ProfileRecord on Profile {\n  id\n  is_admin\n  is_superadmin\n  title\n  updated_at\n  userCount\n}\n\nmutation SaveProfileRecord($id: Int, $input: ProfileInput!, $updated_at: String) {\n  createOrUpdateProfile(id: $id, input: $input, updated_at: $updated_at) {\n    ...ProfileRecord\n  }\n}": types.ProfileRecordFragmentDoc,
    "query AccountAuth { account_auth { login_url logout_url support_url cookies_url blog_url } }": types.AccountAuthDocument,
    "query Session {\n  get_authenticated_user {\n    id first_name name uid mail profile { id title is_admin is_superadmin } impersonated_by { id name }\n  }\n  modules_by_user\n}": types.SessionDocument,
    "query AuditLog($search: String, $action: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  audit_log_collections(search: $search, action: $action, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id at action action_label actor_id actor_name user_id user_name session_id target_kind target_id details ip\n  }\n  audit_log_count(search: $search, action: $action)\n}": types.AuditLogDocument,
    "query CommitmentTerms { termoCompromissoCount { parceiros corretores colaboradores } }": types.CommitmentTermsDocument,
    "query UserCounts {\n  all: userCount(interval: \"all\")\n  today: userCount(interval: \"today\")\n  yesterday: userCount(interval: \"yesterday\")\n}": types.UserCountsDocument,
    "query AccountModules { get_account_module_collection { id name label } }": types.AccountModulesDocument,
    "mutation DeleteProfile($id: Int!) { deleteProfile(id: $id) }": types.DeleteProfileDocument,
    "mutation LinkProfileModule($profile_id: Int!, $account_module_id: Int!) {\n  createProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id) { id }\n}": types.LinkProfileModuleDocument,
    "mutation UnlinkProfileModule($profile_id: Int!, $account_module_id: Int!) {\n  deleteProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id)\n}": types.UnlinkProfileModuleDocument,
    "query ProfileModules($profile_id: Int!) {\n  get_profile_account_module(profile_id: $profile_id) { id account_module_id }\n}": types.ProfileModulesDocument,
    "query Profile($id: Int!) { profile(id: $id) { ...ProfileRecord } }": types.ProfileDocument,
    "fragment ProfileFields on Profile { id title is_admin is_superadmin userCount updated_at }": types.ProfileFieldsFragmentDoc,
    "query Profiles { profiles_collections { ...ProfileFields } }": types.ProfilesDocument,
    "query UsersByProfile($id: Int!) { get_users_by_profile(id: $id) { id name mail uid } }": types.UsersByProfileDocument,
    "mutation AttachSegmentationValues($account_field_id: Int!, $module_name: String!, $item_id: Int!, $values: [String!]!) {\n  attachSegmentationValues(account_field_id: $account_field_id, module_name: $module_name, item_id: $item_id, values: $values) {\n    attached not_found not_found_count\n  }\n}": types.AttachSegmentationValuesDocument,
    "mutation LinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {\n  createSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id) { id }\n}": types.LinkSegmentationDocument,
    "mutation UnlinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {\n  deleteSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id)\n}": types.UnlinkSegmentationDocument,
    "query Segmentations($module_name: String!, $item_id: Int!) {\n  get_segmentations(module_name: $module_name, item_id: $item_id) { id segmentation_id account_field_id value label }\n}": types.SegmentationsDocument,
    "mutation ImpersonateUser($user_id: Int!) { impersonateUser(user_id: $user_id) { url expires_at } }": types.ImpersonateUserDocument,
    "mutation UpdateUser($id: Int!, $updated_at: String, $input: UserInput!) {\n  updateUser(id: $id, updated_at: $updated_at, input: $input) { id name is_blocked updated_at }\n}": types.UpdateUserDocument,
    "query User($id: Int!) {\n  user(id: $id) {\n    id name mail uid profile_id profile { id title is_admin is_superadmin } is_blocked blocked_description created_at updated_at\n  }\n}": types.UserDocument,
    "query Users($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  users_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name mail uid profile { id title }\n  }\n  users_count(search: $search)\n}": types.UsersDocument,
    "query AccountFields($type: String) { get_account_fields(type: $type) { id field type } }": types.AccountFieldsDocument,
    "query FieldValues($account_field_id: Int!, $search: String) {\n  get_account_field_values(account_field_id: $account_field_id, search: $search) { id account_field_id value label }\n}": types.FieldValuesDocument,
    "query OwnerOptions($special: Int!, $admin: Int!) {\n  special: get_users_by_profile(id: $special) { id name }\n  admin: get_users_by_profile(id: $admin) { id name }\n}": types.OwnerOptionsDocument,
    "query ProfileOptions($user_id: Int) { user_profile_options(user_id: $user_id) { id title } }": types.ProfileOptionsDocument,
    "query CanManageUsers { can_manage_users }": types.CanManageUsersDocument,
};

/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "fragment ProfileRecord on Profile {\n  id\n  is_admin\n  is_superadmin\n  title\n  updated_at\n  userCount\n}\n\nmutation SaveProfileRecord($id: Int, $input: ProfileInput!, $updated_at: String) {\n  createOrUpdateProfile(id: $id, input: $input, updated_at: $updated_at) {\n    ...ProfileRecord\n  }\n}"): typeof import('./graphql').ProfileRecordFragmentDoc;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query AccountAuth { account_auth { login_url logout_url support_url cookies_url blog_url } }"): typeof import('./graphql').AccountAuthDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query Session {\n  get_authenticated_user {\n    id first_name name uid mail profile { id title is_admin is_superadmin } impersonated_by { id name }\n  }\n  modules_by_user\n}"): typeof import('./graphql').SessionDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query AuditLog($search: String, $action: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  audit_log_collections(search: $search, action: $action, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id at action action_label actor_id actor_name user_id user_name session_id target_kind target_id details ip\n  }\n  audit_log_count(search: $search, action: $action)\n}"): typeof import('./graphql').AuditLogDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query CommitmentTerms { termoCompromissoCount { parceiros corretores colaboradores } }"): typeof import('./graphql').CommitmentTermsDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query UserCounts {\n  all: userCount(interval: \"all\")\n  today: userCount(interval: \"today\")\n  yesterday: userCount(interval: \"yesterday\")\n}"): typeof import('./graphql').UserCountsDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query AccountModules { get_account_module_collection { id name label } }"): typeof import('./graphql').AccountModulesDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation DeleteProfile($id: Int!) { deleteProfile(id: $id) }"): typeof import('./graphql').DeleteProfileDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation LinkProfileModule($profile_id: Int!, $account_module_id: Int!) {\n  createProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id) { id }\n}"): typeof import('./graphql').LinkProfileModuleDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation UnlinkProfileModule($profile_id: Int!, $account_module_id: Int!) {\n  deleteProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id)\n}"): typeof import('./graphql').UnlinkProfileModuleDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query ProfileModules($profile_id: Int!) {\n  get_profile_account_module(profile_id: $profile_id) { id account_module_id }\n}"): typeof import('./graphql').ProfileModulesDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query Profile($id: Int!) { profile(id: $id) { ...ProfileRecord } }"): typeof import('./graphql').ProfileDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "fragment ProfileFields on Profile { id title is_admin is_superadmin userCount updated_at }"): typeof import('./graphql').ProfileFieldsFragmentDoc;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query Profiles { profiles_collections { ...ProfileFields } }"): typeof import('./graphql').ProfilesDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query UsersByProfile($id: Int!) { get_users_by_profile(id: $id) { id name mail uid } }"): typeof import('./graphql').UsersByProfileDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation AttachSegmentationValues($account_field_id: Int!, $module_name: String!, $item_id: Int!, $values: [String!]!) {\n  attachSegmentationValues(account_field_id: $account_field_id, module_name: $module_name, item_id: $item_id, values: $values) {\n    attached not_found not_found_count\n  }\n}"): typeof import('./graphql').AttachSegmentationValuesDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation LinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {\n  createSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id) { id }\n}"): typeof import('./graphql').LinkSegmentationDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation UnlinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {\n  deleteSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id)\n}"): typeof import('./graphql').UnlinkSegmentationDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query Segmentations($module_name: String!, $item_id: Int!) {\n  get_segmentations(module_name: $module_name, item_id: $item_id) { id segmentation_id account_field_id value label }\n}"): typeof import('./graphql').SegmentationsDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation ImpersonateUser($user_id: Int!) { impersonateUser(user_id: $user_id) { url expires_at } }"): typeof import('./graphql').ImpersonateUserDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "mutation UpdateUser($id: Int!, $updated_at: String, $input: UserInput!) {\n  updateUser(id: $id, updated_at: $updated_at, input: $input) { id name is_blocked updated_at }\n}"): typeof import('./graphql').UpdateUserDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query User($id: Int!) {\n  user(id: $id) {\n    id name mail uid profile_id profile { id title is_admin is_superadmin } is_blocked blocked_description created_at updated_at\n  }\n}"): typeof import('./graphql').UserDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query Users($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  users_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name mail uid profile { id title }\n  }\n  users_count(search: $search)\n}"): typeof import('./graphql').UsersDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query AccountFields($type: String) { get_account_fields(type: $type) { id field type } }"): typeof import('./graphql').AccountFieldsDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query FieldValues($account_field_id: Int!, $search: String) {\n  get_account_field_values(account_field_id: $account_field_id, search: $search) { id account_field_id value label }\n}"): typeof import('./graphql').FieldValuesDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query OwnerOptions($special: Int!, $admin: Int!) {\n  special: get_users_by_profile(id: $special) { id name }\n  admin: get_users_by_profile(id: $admin) { id name }\n}"): typeof import('./graphql').OwnerOptionsDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query ProfileOptions($user_id: Int) { user_profile_options(user_id: $user_id) { id title } }"): typeof import('./graphql').ProfileOptionsDocument;
/**
 * The accountGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function accountGraphql(source: "query CanManageUsers { can_manage_users }"): typeof import('./graphql').CanManageUsersDocument;


export function accountGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
