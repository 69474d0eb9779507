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

/** A field a change touched: its label as the form names it, and the values before and after as the form shows them ('—' for none). */
export type HistoryChange = {
  __typename?: 'HistoryChange';
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  new: Scalars['String']['output'];
  old: Scalars['String']['output'];
};

/** One change to a record: when (ISO), who (under 'log in as': 'admin como usuário'), what (create, update, link, unlink, reorder). */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: Scalars['String']['output'];
  action_label: Scalars['String']['output'];
  at: Scalars['String']['output'];
  changes: Array<HistoryChange>;
  id: Scalars['Float']['output'];
  who: Scalars['String']['output'];
};

export type HistoryPage = {
  __typename?: 'HistoryPage';
  entries: Array<HistoryEntry>;
  total: Scalars['Int']['output'];
};

/** The administrator who opened this session as the user (log in as). */
export type Impersonator = {
  __typename?: 'Impersonator';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  modules_by_user: Array<Scalars['String']['output']>;
  /** The history of one record, newest first, 20 per page; type is its table (course, trail, users...). Readable with the record's module. */
  record_history: HistoryPage;
};


export type QueryGet_User_By_TokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryModules_By_UserArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecord_HistoryArgs = {
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
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
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HistoryChange: ResolverTypeWrapper<HistoryChange>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryPage: ResolverTypeWrapper<HistoryPage>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  HistoryChange: HistoryChange;
  HistoryEntry: HistoryEntry;
  HistoryPage: HistoryPage;
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
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

export type HistoryChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['HistoryChange'] = ResolversParentTypes['HistoryChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  old?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['HistoryChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  who?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = {
  entries?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
  record_history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryRecord_HistoryArgs, 'id' | 'type'>>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  HistoryChange?: HistoryChangeResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

