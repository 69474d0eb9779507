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

/** A record an action left alone, and the rule that refused it. */
export type BulkRefusal = {
  __typename?: 'BulkRefusal';
  id: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

/** A bulk action: status running, done or failed; done and refused count what was processed so far. */
export type BulkRun = {
  __typename?: 'BulkRun';
  action: Scalars['String']['output'];
  done: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  processed: Scalars['Int']['output'];
  refused: Array<BulkRefusal>;
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** The rows to act on: ids (up to 1000), or without them every row the list's search finds (and its parent: a category's parent, a proof type). */
export type BulkSelection = {
  /** The audit log's action filter (kind audit). */
  action?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** The administrator who opened this session as the user (log in as). */
export type Impersonator = {
  __typename?: 'Impersonator';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Runs an action on a list's rows, each record under its own rules (kinds and actions: @backoffice/domain/bulk). Up to 200 records answer done; more answer running, and bulk_run follows them. */
  runBulkAction: BulkRun;
};


export type MutationRunBulkActionArgs = {
  account_field_value_id?: InputMaybe<Scalars['Int']['input']>;
  action: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  profile_id?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  selection: BulkSelection;
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  /** A bulk action the caller started (its progress, while it runs as a job). */
  bulk_run?: Maybe<BulkRun>;
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  modules_by_user: Array<Scalars['String']['output']>;
};


export type QueryBulk_RunArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGet_User_By_TokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryModules_By_UserArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
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
  AuthProfile: ResolverTypeWrapper<AuthProfile>;
  AuthenticatedUser: ResolverTypeWrapper<AuthenticatedUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkRefusal: ResolverTypeWrapper<BulkRefusal>;
  BulkRun: ResolverTypeWrapper<BulkRun>;
  BulkSelection: BulkSelection;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  BulkRefusal: BulkRefusal;
  BulkRun: BulkRun;
  BulkSelection: BulkSelection;
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type AccountAuthResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountAuth'] = ResolversParentTypes['AccountAuth']> = {
  blog_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cookies_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  login_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logout_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  support_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type BulkRefusalResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BulkRefusal'] = ResolversParentTypes['BulkRefusal']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkRunResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BulkRun'] = ResolversParentTypes['BulkRun']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['BulkRefusal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  runBulkAction?: Resolver<ResolversTypes['BulkRun'], ParentType, ContextType, RequireFields<MutationRunBulkActionArgs, 'action' | 'kind' | 'selection'>>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  bulk_run?: Resolver<Maybe<ResolversTypes['BulkRun']>, ParentType, ContextType, RequireFields<QueryBulk_RunArgs, 'id'>>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  BulkRefusal?: BulkRefusalResolvers<ContextType>;
  BulkRun?: BulkRunResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

