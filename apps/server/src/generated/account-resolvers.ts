/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../platform/graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountAuth = {
  __typename?: 'AccountAuth';
  blog_url: Scalars['String']['output'];
  cookies_url: Scalars['String']['output'];
  login_url: Scalars['String']['output'];
  logout_url: Scalars['String']['output'];
  support_url: Scalars['String']['output'];
};

export type AccountField = {
  __typename?: 'AccountField';
  field: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

export type AccountFieldValue = {
  __typename?: 'AccountFieldValue';
  account_field_id: Scalars['Int']['output'];
  externalid?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  label?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type AccountModule = {
  __typename?: 'AccountModule';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  module: ModuleRef;
  name: Scalars['String']['output'];
};

export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  action: Scalars['String']['output'];
  action_label: Scalars['String']['output'];
  /** Who really acted: the administrator, under 'log in as'. */
  actor_id?: Maybe<Scalars['Int']['output']>;
  actor_name?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** JSON */
  details?: Maybe<Scalars['String']['output']>;
  id: Scalars['Float']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  session_id?: Maybe<Scalars['Int']['output']>;
  target_id?: Maybe<Scalars['Int']['output']>;
  target_kind?: Maybe<Scalars['String']['output']>;
  /** The account the session acted as. */
  user_id?: Maybe<Scalars['Int']['output']>;
  user_name?: Maybe<Scalars['String']['output']>;
};

export type AuthProfile = {
  __typename?: 'AuthProfile';
  id: Scalars['Int']['output'];
  is_admin: Scalars['Boolean']['output'];
  is_superadmin: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type AuthenticatedUser = {
  __typename?: 'AuthenticatedUser';
  first_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  impersonated_by?: Maybe<Impersonator>;
  mail: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profile?: Maybe<AuthProfile>;
  uid: Scalars['String']['output'];
};

export type CategoryHasProfile = {
  __typename?: 'CategoryHasProfile';
  category_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  profile_id: Scalars['Int']['output'];
  profile_title: Scalars['String']['output'];
};

/** A link that opens a session as another user: single use, valid until expires_at. */
export type Impersonation = {
  __typename?: 'Impersonation';
  expires_at: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The administrator who opened this session as the user (log in as). */
export type Impersonator = {
  __typename?: 'Impersonator';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ModuleRef = {
  __typename?: 'ModuleRef';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Looks each value up in the field and attaches the found ones in one transaction. */
  attachSegmentationValues: SegmentationAttachResult;
  createCategoryHasProfile: CategoryHasProfile;
  createOrUpdateProfile: Profile;
  createProfileAccountModule: ProfileAccountModule;
  createSegmentation: SegmentationValue;
  /** Detaches every value of the field from one item (item_id is required: never from every item at once). */
  deleteAllSegmentation: Scalars['Int']['output'];
  deleteCategoryHasProfile: Scalars['Boolean']['output'];
  deleteProfile: Scalars['Boolean']['output'];
  deleteProfileAccountModule: Scalars['Boolean']['output'];
  deleteSegmentation: Scalars['Boolean']['output'];
  impersonateUser: Impersonation;
  updateUser: User;
};


export type MutationAttachSegmentationValuesArgs = {
  account_field_id: Scalars['Int']['input'];
  item_id: Scalars['Int']['input'];
  module_name: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};


export type MutationCreateCategoryHasProfileArgs = {
  category_id: Scalars['Int']['input'];
  profile_id: Scalars['Int']['input'];
};


export type MutationCreateOrUpdateProfileArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: ProfileInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateProfileAccountModuleArgs = {
  account_module_id: Scalars['Int']['input'];
  profile_id: Scalars['Int']['input'];
};


export type MutationCreateSegmentationArgs = {
  account_field_value_id: Scalars['Int']['input'];
  account_module_name: Scalars['String']['input'];
  item_id: Scalars['Int']['input'];
};


export type MutationDeleteAllSegmentationArgs = {
  account_field_id: Scalars['Int']['input'];
  item_id: Scalars['Int']['input'];
  module_name: Scalars['String']['input'];
};


export type MutationDeleteCategoryHasProfileArgs = {
  category_id: Scalars['Int']['input'];
  profile_id: Scalars['Int']['input'];
};


export type MutationDeleteProfileArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProfileAccountModuleArgs = {
  account_module_id: Scalars['Int']['input'];
  profile_id: Scalars['Int']['input'];
};


export type MutationDeleteSegmentationArgs = {
  account_field_value_id: Scalars['Int']['input'];
  account_module_name: Scalars['String']['input'];
  item_id: Scalars['Int']['input'];
};


export type MutationImpersonateUserArgs = {
  user_id: Scalars['Int']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: UserInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

export type Profile = {
  __typename?: 'Profile';
  id: Scalars['Int']['output'];
  is_admin: Scalars['Boolean']['output'];
  is_superadmin: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  userCount: Scalars['Int']['output'];
};

export type ProfileAccountModule = {
  __typename?: 'ProfileAccountModule';
  account_module_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  module: ModuleRef;
  profile_id: Scalars['Int']['output'];
};

export type ProfileInput = {
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileUser = {
  __typename?: 'ProfileUser';
  id: Scalars['Int']['output'];
  mail: Scalars['String']['output'];
  name: Scalars['String']['output'];
  uid: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  audit_log_collections: Array<AuditLogEntry>;
  audit_log_count: Scalars['Int']['output'];
  /** Whether the caller may create users and log in as them. */
  can_manage_users: Scalars['Boolean']['output'];
  categoryHasProfile_collection: Array<CategoryHasProfile>;
  get_account_field_value?: Maybe<AccountFieldValue>;
  /** search: 3 or more characters, contained in the value whatever the case; at most limit (50) values. */
  get_account_field_values: Array<AccountFieldValue>;
  /** type: dropdown (fields of type dropdown or all), import (import or all), all (every field; the default). */
  get_account_fields: Array<AccountField>;
  get_account_module_collection: Array<AccountModule>;
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_profile_account_module: Array<ProfileAccountModule>;
  get_segmentations: Array<SegmentationValue>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  get_users_by_profile: Array<ProfileUser>;
  modules_by_user: Array<Scalars['String']['output']>;
  profile?: Maybe<Profile>;
  profiles_collections: Array<Profile>;
  termoCompromissoCount: TermoCompromissoCount;
  user?: Maybe<User>;
  /** Users created in the interval: all, today or yesterday (days of America/Sao_Paulo). */
  userCount: Scalars['Int']['output'];
  /** The profiles the caller may give a user (the Perfil select of /User-edit); with user_id, that user (none when it is the caller). */
  user_profile_options: Array<UserProfile>;
  users_collections: Array<UserListItem>;
  users_count: Scalars['Int']['output'];
};


export type QueryAudit_Log_CollectionsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAudit_Log_CountArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryHasProfile_CollectionArgs = {
  category_id: Scalars['Int']['input'];
};


export type QueryGet_Account_Field_ValueArgs = {
  account_field_id: Scalars['Int']['input'];
  value: Scalars['String']['input'];
};


export type QueryGet_Account_Field_ValuesArgs = {
  account_field_id: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGet_Account_FieldsArgs = {
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGet_Profile_Account_ModuleArgs = {
  profile_id: Scalars['Int']['input'];
};


export type QueryGet_SegmentationsArgs = {
  account_field_id?: InputMaybe<Scalars['Int']['input']>;
  item_id: Scalars['Int']['input'];
  module_name: Scalars['String']['input'];
};


export type QueryGet_User_By_TokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryGet_Users_By_ProfileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryModules_By_UserArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProfileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUserCountArgs = {
  interval?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUser_Profile_OptionsArgs = {
  user_id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsers_CollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsers_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

export type SegmentationAttachResult = {
  __typename?: 'SegmentationAttachResult';
  attached: Scalars['Int']['output'];
  not_found: Array<Scalars['String']['output']>;
  not_found_count: Scalars['Int']['output'];
};

/** A value attached to an item: id is the value's id (what createSegmentation and deleteSegmentation take). */
export type SegmentationValue = {
  __typename?: 'SegmentationValue';
  account_field_id: Scalars['Int']['output'];
  externalid?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  item_id: Scalars['Int']['output'];
  label?: Maybe<Scalars['String']['output']>;
  module_name: Scalars['String']['output'];
  segmentation_id: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** Acceptances of the commitment term by kind of user. */
export type TermoCompromissoCount = {
  __typename?: 'TermoCompromissoCount';
  colaboradores: Scalars['Int']['output'];
  corretores: Scalars['Int']['output'];
  parceiros: Scalars['Int']['output'];
};

export type User = {
  __typename?: 'User';
  blocked_description?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  created_by?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  is_blocked: Scalars['Int']['output'];
  mail: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profile?: Maybe<UserProfile>;
  profile_id?: Maybe<Scalars['Int']['output']>;
  /** Always null, as in users_collections. */
  token?: Maybe<Scalars['String']['output']>;
  uid: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['Int']['output']>;
};

export type UserInput = {
  blocked_description?: InputMaybe<Scalars['String']['input']>;
  is_blocked?: InputMaybe<Scalars['Int']['input']>;
  mail?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  profile_id?: InputMaybe<Scalars['Int']['input']>;
  uid?: InputMaybe<Scalars['String']['input']>;
};

export type UserListItem = {
  __typename?: 'UserListItem';
  id: Scalars['Int']['output'];
  mail: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profile?: Maybe<UserProfile>;
  /** Kept for existing clients; always null (a session token is never handed to someone else). */
  token?: Maybe<Scalars['String']['output']>;
  uid: Scalars['String']['output'];
};

export type UserProfile = {
  __typename?: 'UserProfile';
  id: Scalars['Int']['output'];
  is_admin: Scalars['Boolean']['output'];
  is_superadmin: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountAuth: ResolverTypeWrapper<AccountAuth>;
  AccountField: ResolverTypeWrapper<AccountField>;
  AccountFieldValue: ResolverTypeWrapper<AccountFieldValue>;
  AccountModule: ResolverTypeWrapper<AccountModule>;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntry>;
  AuthProfile: ResolverTypeWrapper<AuthProfile>;
  AuthenticatedUser: ResolverTypeWrapper<AuthenticatedUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryHasProfile: ResolverTypeWrapper<CategoryHasProfile>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Impersonation: ResolverTypeWrapper<Impersonation>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ModuleRef: ResolverTypeWrapper<ModuleRef>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Profile: ResolverTypeWrapper<Omit<Profile, 'updated_at'> & { updated_at: Date }>;
  ProfileAccountModule: ResolverTypeWrapper<ProfileAccountModule>;
  ProfileInput: ProfileInput;
  ProfileUser: ResolverTypeWrapper<ProfileUser>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SegmentationAttachResult: ResolverTypeWrapper<SegmentationAttachResult>;
  SegmentationValue: ResolverTypeWrapper<SegmentationValue>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TermoCompromissoCount: ResolverTypeWrapper<TermoCompromissoCount>;
  User: ResolverTypeWrapper<User>;
  UserInput: UserInput;
  UserListItem: ResolverTypeWrapper<UserListItem>;
  UserProfile: ResolverTypeWrapper<UserProfile>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  AccountField: AccountField;
  AccountFieldValue: AccountFieldValue;
  AccountModule: AccountModule;
  AuditLogEntry: AuditLogEntry;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  CategoryHasProfile: CategoryHasProfile;
  Float: Scalars['Float']['output'];
  Impersonation: Impersonation;
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
  ModuleRef: ModuleRef;
  Mutation: Record<PropertyKey, never>;
  Profile: Omit<Profile, 'updated_at'> & { updated_at: Date };
  ProfileAccountModule: ProfileAccountModule;
  ProfileInput: ProfileInput;
  ProfileUser: ProfileUser;
  Query: Record<PropertyKey, never>;
  SegmentationAttachResult: SegmentationAttachResult;
  SegmentationValue: SegmentationValue;
  String: Scalars['String']['output'];
  TermoCompromissoCount: TermoCompromissoCount;
  User: User;
  UserInput: UserInput;
  UserListItem: UserListItem;
  UserProfile: UserProfile;
};

export type AccountAuthResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountAuth'] = ResolversParentTypes['AccountAuth']> = {
  blog_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cookies_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  login_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logout_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  support_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountFieldResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountField'] = ResolversParentTypes['AccountField']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountFieldValueResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountFieldValue'] = ResolversParentTypes['AccountFieldValue']> = {
  account_field_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  externalid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountModuleResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountModule'] = ResolversParentTypes['AccountModule']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['ModuleRef'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  actor_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  target_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  target_kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuthProfile'] = ResolversParentTypes['AuthProfile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_superadmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthenticatedUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuthenticatedUser'] = ResolversParentTypes['AuthenticatedUser']> = {
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impersonated_by?: Resolver<Maybe<ResolversTypes['Impersonator']>, ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['AuthProfile']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryHasProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CategoryHasProfile'] = ResolversParentTypes['CategoryHasProfile']> = {
  category_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profile_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profile_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpersonationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonation'] = ResolversParentTypes['Impersonation']> = {
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModuleRefResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ModuleRef'] = ResolversParentTypes['ModuleRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  attachSegmentationValues?: Resolver<ResolversTypes['SegmentationAttachResult'], ParentType, ContextType, RequireFields<MutationAttachSegmentationValuesArgs, 'account_field_id' | 'item_id' | 'module_name' | 'values'>>;
  createCategoryHasProfile?: Resolver<ResolversTypes['CategoryHasProfile'], ParentType, ContextType, RequireFields<MutationCreateCategoryHasProfileArgs, 'category_id' | 'profile_id'>>;
  createOrUpdateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateProfileArgs, 'input'>>;
  createProfileAccountModule?: Resolver<ResolversTypes['ProfileAccountModule'], ParentType, ContextType, RequireFields<MutationCreateProfileAccountModuleArgs, 'account_module_id' | 'profile_id'>>;
  createSegmentation?: Resolver<ResolversTypes['SegmentationValue'], ParentType, ContextType, RequireFields<MutationCreateSegmentationArgs, 'account_field_value_id' | 'account_module_name' | 'item_id'>>;
  deleteAllSegmentation?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteAllSegmentationArgs, 'account_field_id' | 'item_id' | 'module_name'>>;
  deleteCategoryHasProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryHasProfileArgs, 'category_id' | 'profile_id'>>;
  deleteProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProfileArgs, 'id'>>;
  deleteProfileAccountModule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProfileAccountModuleArgs, 'account_module_id' | 'profile_id'>>;
  deleteSegmentation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSegmentationArgs, 'account_field_value_id' | 'account_module_name' | 'item_id'>>;
  impersonateUser?: Resolver<ResolversTypes['Impersonation'], ParentType, ContextType, RequireFields<MutationImpersonateUserArgs, 'user_id'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
};

export type ProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_superadmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileAccountModuleResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ProfileAccountModule'] = ResolversParentTypes['ProfileAccountModule']> = {
  account_module_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['ModuleRef'], ParentType, ContextType>;
  profile_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ProfileUser'] = ResolversParentTypes['ProfileUser']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  audit_log_collections?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType, Partial<QueryAudit_Log_CollectionsArgs>>;
  audit_log_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryAudit_Log_CountArgs>>;
  can_manage_users?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryHasProfile_collection?: Resolver<Array<ResolversTypes['CategoryHasProfile']>, ParentType, ContextType, RequireFields<QueryCategoryHasProfile_CollectionArgs, 'category_id'>>;
  get_account_field_value?: Resolver<Maybe<ResolversTypes['AccountFieldValue']>, ParentType, ContextType, RequireFields<QueryGet_Account_Field_ValueArgs, 'account_field_id' | 'value'>>;
  get_account_field_values?: Resolver<Array<ResolversTypes['AccountFieldValue']>, ParentType, ContextType, RequireFields<QueryGet_Account_Field_ValuesArgs, 'account_field_id'>>;
  get_account_fields?: Resolver<Array<ResolversTypes['AccountField']>, ParentType, ContextType, Partial<QueryGet_Account_FieldsArgs>>;
  get_account_module_collection?: Resolver<Array<ResolversTypes['AccountModule']>, ParentType, ContextType>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_profile_account_module?: Resolver<Array<ResolversTypes['ProfileAccountModule']>, ParentType, ContextType, RequireFields<QueryGet_Profile_Account_ModuleArgs, 'profile_id'>>;
  get_segmentations?: Resolver<Array<ResolversTypes['SegmentationValue']>, ParentType, ContextType, RequireFields<QueryGet_SegmentationsArgs, 'item_id' | 'module_name'>>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  get_users_by_profile?: Resolver<Array<ResolversTypes['ProfileUser']>, ParentType, ContextType, RequireFields<QueryGet_Users_By_ProfileArgs, 'id'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileArgs, 'id'>>;
  profiles_collections?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType>;
  termoCompromissoCount?: Resolver<ResolversTypes['TermoCompromissoCount'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUserCountArgs>>;
  user_profile_options?: Resolver<Array<ResolversTypes['UserProfile']>, ParentType, ContextType, Partial<QueryUser_Profile_OptionsArgs>>;
  users_collections?: Resolver<Array<ResolversTypes['UserListItem']>, ParentType, ContextType, Partial<QueryUsers_CollectionsArgs>>;
  users_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUsers_CountArgs>>;
};

export type SegmentationAttachResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SegmentationAttachResult'] = ResolversParentTypes['SegmentationAttachResult']> = {
  attached?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  not_found?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  not_found_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SegmentationValueResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SegmentationValue'] = ResolversParentTypes['SegmentationValue']> = {
  account_field_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  externalid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentation_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TermoCompromissoCountResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TermoCompromissoCount'] = ResolversParentTypes['TermoCompromissoCount']> = {
  colaboradores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  corretores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parceiros?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  blocked_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_blocked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['UserProfile']>, ParentType, ContextType>;
  profile_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UserListItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserListItem'] = ResolversParentTypes['UserListItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['UserProfile']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserProfile'] = ResolversParentTypes['UserProfile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_superadmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  AccountField?: AccountFieldResolvers<ContextType>;
  AccountFieldValue?: AccountFieldValueResolvers<ContextType>;
  AccountModule?: AccountModuleResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  CategoryHasProfile?: CategoryHasProfileResolvers<ContextType>;
  Impersonation?: ImpersonationResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  ModuleRef?: ModuleRefResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileAccountModule?: ProfileAccountModuleResolvers<ContextType>;
  ProfileUser?: ProfileUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SegmentationAttachResult?: SegmentationAttachResultResolvers<ContextType>;
  SegmentationValue?: SegmentationValueResolvers<ContextType>;
  TermoCompromissoCount?: TermoCompromissoCountResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserListItem?: UserListItemResolvers<ContextType>;
  UserProfile?: UserProfileResolvers<ContextType>;
};

