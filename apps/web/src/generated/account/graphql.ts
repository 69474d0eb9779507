/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ProfileInput = {
  title?: string | null | undefined;
};

export type UserInput = {
  blocked_description?: string | null | undefined;
  is_blocked?: number | null | undefined;
  mail?: string | null | undefined;
  name?: string | null | undefined;
  profile_id?: number | null | undefined;
  uid?: string | null | undefined;
};

export type ProfileRecordFragment = { id: number, is_admin: boolean, is_superadmin: boolean, title: string, updated_at: string, userCount: number };

export type SaveProfileRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: ProfileInput;
  updated_at?: string | null | undefined;
}>;


export type SaveProfileRecordMutation = { createOrUpdateProfile: { id: number, is_admin: boolean, is_superadmin: boolean, title: string, updated_at: string, userCount: number } };

export type AccountAuthQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAuthQuery = { account_auth: { login_url: string, logout_url: string, support_url: string, cookies_url: string, blog_url: string } };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { modules_by_user: Array<string>, get_authenticated_user: { id: number, first_name: string, name: string, uid: string, mail: string, profile: { id: number, title: string, is_admin: boolean, is_superadmin: boolean } | null, impersonated_by: { id: number, name: string } | null } | null };

export type AuditLogQueryVariables = Exact<{
  search?: string | null | undefined;
  action?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type AuditLogQuery = { audit_log_count: number, audit_log_collections: Array<{ id: number, at: string, action: string, action_label: string, actor_id: number | null, actor_name: string | null, user_id: number | null, user_name: string | null, session_id: number | null, target_kind: string | null, target_id: number | null, details: string | null, ip: string | null }> };

export type CommitmentTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommitmentTermsQuery = { termoCompromissoCount: { parceiros: number, corretores: number, colaboradores: number } };

export type UserCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCountsQuery = { all: number, today: number, yesterday: number };

export type AccountModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountModulesQuery = { get_account_module_collection: Array<{ id: number, name: string, label: string }> };

export type DeleteProfileMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProfileMutation = { deleteProfile: boolean };

export type LinkProfileModuleMutationVariables = Exact<{
  profile_id: number;
  account_module_id: number;
}>;


export type LinkProfileModuleMutation = { createProfileAccountModule: { id: number } };

export type UnlinkProfileModuleMutationVariables = Exact<{
  profile_id: number;
  account_module_id: number;
}>;


export type UnlinkProfileModuleMutation = { deleteProfileAccountModule: boolean };

export type ProfileModulesQueryVariables = Exact<{
  profile_id: number;
}>;


export type ProfileModulesQuery = { get_profile_account_module: Array<{ id: number, account_module_id: number }> };

export type ProfileQueryVariables = Exact<{
  id: number;
}>;


export type ProfileQuery = { profile: { id: number, is_admin: boolean, is_superadmin: boolean, title: string, updated_at: string, userCount: number } | null };

export type ProfileFieldsFragment = { id: number, title: string, is_admin: boolean, is_superadmin: boolean, userCount: number, updated_at: string };

export type ProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilesQuery = { profiles_collections: Array<{ id: number, title: string, is_admin: boolean, is_superadmin: boolean, userCount: number, updated_at: string }> };

export type UsersByProfileQueryVariables = Exact<{
  id: number;
}>;


export type UsersByProfileQuery = { get_users_by_profile: Array<{ id: number, name: string, mail: string, uid: string }> };

export type AttachSegmentationValuesMutationVariables = Exact<{
  account_field_id: number;
  module_name: string;
  item_id: number;
  values: Array<string> | string;
}>;


export type AttachSegmentationValuesMutation = { attachSegmentationValues: { attached: number, not_found: Array<string>, not_found_count: number } };

export type LinkSegmentationMutationVariables = Exact<{
  account_field_value_id: number;
  account_module_name: string;
  item_id: number;
}>;


export type LinkSegmentationMutation = { createSegmentation: { id: number } };

export type UnlinkSegmentationMutationVariables = Exact<{
  account_field_value_id: number;
  account_module_name: string;
  item_id: number;
}>;


export type UnlinkSegmentationMutation = { deleteSegmentation: boolean };

export type SegmentationsQueryVariables = Exact<{
  module_name: string;
  item_id: number;
}>;


export type SegmentationsQuery = { get_segmentations: Array<{ id: number, segmentation_id: number, account_field_id: number, value: string, label: string | null }> };

export type ImpersonateUserMutationVariables = Exact<{
  user_id: number;
}>;


export type ImpersonateUserMutation = { impersonateUser: { url: string, expires_at: string } };

export type UpdateUserMutationVariables = Exact<{
  id: number;
  updated_at?: string | null | undefined;
  input: UserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: number, name: string, is_blocked: number, updated_at: string } };

export type UserQueryVariables = Exact<{
  id: number;
}>;


export type UserQuery = { user: { id: number, name: string, mail: string, uid: string, profile_id: number | null, is_blocked: number, blocked_description: string | null, created_at: string, updated_at: string, profile: { id: number, title: string, is_admin: boolean, is_superadmin: boolean } | null } | null };

export type UsersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type UsersQuery = { users_count: number, users_collections: Array<{ id: number, name: string, mail: string, uid: string, profile: { id: number, title: string } | null }> };

export type AccountFieldsQueryVariables = Exact<{
  type?: string | null | undefined;
}>;


export type AccountFieldsQuery = { get_account_fields: Array<{ id: number, field: string, type: string }> };

export type FieldValuesQueryVariables = Exact<{
  account_field_id: number;
  search?: string | null | undefined;
}>;


export type FieldValuesQuery = { get_account_field_values: Array<{ id: number, account_field_id: number, value: string, label: string | null }> };

export type OwnerOptionsQueryVariables = Exact<{
  special: number;
  admin: number;
}>;


export type OwnerOptionsQuery = { special: Array<{ id: number, name: string }>, admin: Array<{ id: number, name: string }> };

export type ProfileOptionsQueryVariables = Exact<{
  user_id?: number | null | undefined;
}>;


export type ProfileOptionsQuery = { user_profile_options: Array<{ id: number, title: string }> };

export type CanManageUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type CanManageUsersQuery = { can_manage_users: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProfileRecordFragmentDoc = new TypedDocumentString(`
    fragment ProfileRecord on Profile {
  id
  is_admin
  is_superadmin
  title
  updated_at
  userCount
}
    `, {"fragmentName":"ProfileRecord"}) as unknown as TypedDocumentString<ProfileRecordFragment, unknown>;
export const ProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileFields on Profile {
  id
  title
  is_admin
  is_superadmin
  userCount
  updated_at
}
    `, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>;
export const SaveProfileRecordDocument = new TypedDocumentString(`
    mutation SaveProfileRecord($id: Int, $input: ProfileInput!, $updated_at: String) {
  createOrUpdateProfile(id: $id, input: $input, updated_at: $updated_at) {
    ...ProfileRecord
  }
}
    fragment ProfileRecord on Profile {
  id
  is_admin
  is_superadmin
  title
  updated_at
  userCount
}`) as unknown as TypedDocumentString<SaveProfileRecordMutation, SaveProfileRecordMutationVariables>;
export const AccountAuthDocument = new TypedDocumentString(`
    query AccountAuth {
  account_auth {
    login_url
    logout_url
    support_url
    cookies_url
    blog_url
  }
}
    `) as unknown as TypedDocumentString<AccountAuthQuery, AccountAuthQueryVariables>;
export const SessionDocument = new TypedDocumentString(`
    query Session {
  get_authenticated_user {
    id
    first_name
    name
    uid
    mail
    profile {
      id
      title
      is_admin
      is_superadmin
    }
    impersonated_by {
      id
      name
    }
  }
  modules_by_user
}
    `) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($search: String, $action: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  audit_log_collections(
    search: $search
    action: $action
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    at
    action
    action_label
    actor_id
    actor_name
    user_id
    user_name
    session_id
    target_kind
    target_id
    details
    ip
  }
  audit_log_count(search: $search, action: $action)
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const CommitmentTermsDocument = new TypedDocumentString(`
    query CommitmentTerms {
  termoCompromissoCount {
    parceiros
    corretores
    colaboradores
  }
}
    `) as unknown as TypedDocumentString<CommitmentTermsQuery, CommitmentTermsQueryVariables>;
export const UserCountsDocument = new TypedDocumentString(`
    query UserCounts {
  all: userCount(interval: "all")
  today: userCount(interval: "today")
  yesterday: userCount(interval: "yesterday")
}
    `) as unknown as TypedDocumentString<UserCountsQuery, UserCountsQueryVariables>;
export const AccountModulesDocument = new TypedDocumentString(`
    query AccountModules {
  get_account_module_collection {
    id
    name
    label
  }
}
    `) as unknown as TypedDocumentString<AccountModulesQuery, AccountModulesQueryVariables>;
export const DeleteProfileDocument = new TypedDocumentString(`
    mutation DeleteProfile($id: Int!) {
  deleteProfile(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteProfileMutation, DeleteProfileMutationVariables>;
export const LinkProfileModuleDocument = new TypedDocumentString(`
    mutation LinkProfileModule($profile_id: Int!, $account_module_id: Int!) {
  createProfileAccountModule(
    profile_id: $profile_id
    account_module_id: $account_module_id
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<LinkProfileModuleMutation, LinkProfileModuleMutationVariables>;
export const UnlinkProfileModuleDocument = new TypedDocumentString(`
    mutation UnlinkProfileModule($profile_id: Int!, $account_module_id: Int!) {
  deleteProfileAccountModule(
    profile_id: $profile_id
    account_module_id: $account_module_id
  )
}
    `) as unknown as TypedDocumentString<UnlinkProfileModuleMutation, UnlinkProfileModuleMutationVariables>;
export const ProfileModulesDocument = new TypedDocumentString(`
    query ProfileModules($profile_id: Int!) {
  get_profile_account_module(profile_id: $profile_id) {
    id
    account_module_id
  }
}
    `) as unknown as TypedDocumentString<ProfileModulesQuery, ProfileModulesQueryVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile($id: Int!) {
  profile(id: $id) {
    ...ProfileRecord
  }
}
    fragment ProfileRecord on Profile {
  id
  is_admin
  is_superadmin
  title
  updated_at
  userCount
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const ProfilesDocument = new TypedDocumentString(`
    query Profiles {
  profiles_collections {
    ...ProfileFields
  }
}
    fragment ProfileFields on Profile {
  id
  title
  is_admin
  is_superadmin
  userCount
  updated_at
}`) as unknown as TypedDocumentString<ProfilesQuery, ProfilesQueryVariables>;
export const UsersByProfileDocument = new TypedDocumentString(`
    query UsersByProfile($id: Int!) {
  get_users_by_profile(id: $id) {
    id
    name
    mail
    uid
  }
}
    `) as unknown as TypedDocumentString<UsersByProfileQuery, UsersByProfileQueryVariables>;
export const AttachSegmentationValuesDocument = new TypedDocumentString(`
    mutation AttachSegmentationValues($account_field_id: Int!, $module_name: String!, $item_id: Int!, $values: [String!]!) {
  attachSegmentationValues(
    account_field_id: $account_field_id
    module_name: $module_name
    item_id: $item_id
    values: $values
  ) {
    attached
    not_found
    not_found_count
  }
}
    `) as unknown as TypedDocumentString<AttachSegmentationValuesMutation, AttachSegmentationValuesMutationVariables>;
export const LinkSegmentationDocument = new TypedDocumentString(`
    mutation LinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {
  createSegmentation(
    account_field_value_id: $account_field_value_id
    account_module_name: $account_module_name
    item_id: $item_id
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<LinkSegmentationMutation, LinkSegmentationMutationVariables>;
export const UnlinkSegmentationDocument = new TypedDocumentString(`
    mutation UnlinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {
  deleteSegmentation(
    account_field_value_id: $account_field_value_id
    account_module_name: $account_module_name
    item_id: $item_id
  )
}
    `) as unknown as TypedDocumentString<UnlinkSegmentationMutation, UnlinkSegmentationMutationVariables>;
export const SegmentationsDocument = new TypedDocumentString(`
    query Segmentations($module_name: String!, $item_id: Int!) {
  get_segmentations(module_name: $module_name, item_id: $item_id) {
    id
    segmentation_id
    account_field_id
    value
    label
  }
}
    `) as unknown as TypedDocumentString<SegmentationsQuery, SegmentationsQueryVariables>;
export const ImpersonateUserDocument = new TypedDocumentString(`
    mutation ImpersonateUser($user_id: Int!) {
  impersonateUser(user_id: $user_id) {
    url
    expires_at
  }
}
    `) as unknown as TypedDocumentString<ImpersonateUserMutation, ImpersonateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: Int!, $updated_at: String, $input: UserInput!) {
  updateUser(id: $id, updated_at: $updated_at, input: $input) {
    id
    name
    is_blocked
    updated_at
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const UserDocument = new TypedDocumentString(`
    query User($id: Int!) {
  user(id: $id) {
    id
    name
    mail
    uid
    profile_id
    profile {
      id
      title
      is_admin
      is_superadmin
    }
    is_blocked
    blocked_description
    created_at
    updated_at
  }
}
    `) as unknown as TypedDocumentString<UserQuery, UserQueryVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  users_collections(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    name
    mail
    uid
    profile {
      id
      title
    }
  }
  users_count(search: $search)
}
    `) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const AccountFieldsDocument = new TypedDocumentString(`
    query AccountFields($type: String) {
  get_account_fields(type: $type) {
    id
    field
    type
  }
}
    `) as unknown as TypedDocumentString<AccountFieldsQuery, AccountFieldsQueryVariables>;
export const FieldValuesDocument = new TypedDocumentString(`
    query FieldValues($account_field_id: Int!, $search: String) {
  get_account_field_values(account_field_id: $account_field_id, search: $search) {
    id
    account_field_id
    value
    label
  }
}
    `) as unknown as TypedDocumentString<FieldValuesQuery, FieldValuesQueryVariables>;
export const OwnerOptionsDocument = new TypedDocumentString(`
    query OwnerOptions($special: Int!, $admin: Int!) {
  special: get_users_by_profile(id: $special) {
    id
    name
  }
  admin: get_users_by_profile(id: $admin) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<OwnerOptionsQuery, OwnerOptionsQueryVariables>;
export const ProfileOptionsDocument = new TypedDocumentString(`
    query ProfileOptions($user_id: Int) {
  user_profile_options(user_id: $user_id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<ProfileOptionsQuery, ProfileOptionsQueryVariables>;
export const CanManageUsersDocument = new TypedDocumentString(`
    query CanManageUsers {
  can_manage_users
}
    `) as unknown as TypedDocumentString<CanManageUsersQuery, CanManageUsersQueryVariables>;