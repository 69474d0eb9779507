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

/** The administrator who opened this session as the user (log in as). */
export type Impersonator = {
  __typename?: 'Impersonator';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ItemTrail = {
  __typename?: 'ItemTrail';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createOrUpdateVideoMedia: VideoMedia;
  deleteVideoMedia: Scalars['Boolean']['output'];
};


export type MutationCreateOrUpdateVideoMediaArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: VideoMediaInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteVideoMediaArgs = {
  id: Scalars['Int']['input'];
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  /** Courses of a type ('online' or 'presential'); active 0 or 1 counts only inactive or active ones. */
  courseCount: Scalars['Int']['output'];
  /** Online courses with the most completions (limit at most 10). */
  coursesOnlineTrending: Array<TrendingCourse>;
  /** Presential courses with the most present participants (limit at most 10). */
  coursesPresentialTrending: Array<TrendingCourse>;
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  modules_by_user: Array<Scalars['String']['output']>;
  /** type_content: 'asset' or 'course'. list is accepted for older clients; the answer is always the list. */
  trailsByItem: Array<ItemTrail>;
  video_media?: Maybe<VideoMedia>;
  video_media_collection: Array<VideoMedia>;
  video_media_count: Scalars['Int']['output'];
  /** Whether an external platform (VIDEO_PLATFORM_URL) answers; false: the built-in library, managed here. */
  video_platform_external: Scalars['Boolean']['output'];
  /** Published videos whose title contains the text (empty: the newest), for the course video picker. */
  videos_search: Array<VideoSearchItem>;
};


export type QueryCourseCountArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
};


export type QueryCoursesOnlineTrendingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCoursesPresentialTrendingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGet_User_By_TokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryModules_By_UserArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTrailsByItemArgs = {
  item_id: Scalars['Int']['input'];
  list?: InputMaybe<Scalars['Boolean']['input']>;
  type_content: Scalars['String']['input'];
};


export type QueryVideo_MediaArgs = {
  id: Scalars['Int']['input'];
};


export type QueryVideo_Media_CollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVideo_Media_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVideos_SearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};

export type TrendingCourse = {
  __typename?: 'TrendingCourse';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Completions (online) or present participants (presential). */
  total: Scalars['Int']['output'];
};

/** A medium of the built-in video library. */
export type VideoMedia = {
  __typename?: 'VideoMedia';
  category?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  duration_seconds: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  media_id: Scalars['String']['output'];
  published_at?: Maybe<Scalars['String']['output']>;
  /** 'published' or 'draft'. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type VideoMediaInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  /** Whole seconds (Float so that a fraction gets the readable validation message). */
  duration_seconds?: InputMaybe<Scalars['Float']['input']>;
  media_id?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601; empty or null for none. */
  published_at?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A published medium of the video platform (external or the built-in library). */
export type VideoSearchItem = {
  __typename?: 'VideoSearchItem';
  /** Category path, e.g. 'Treinamentos > Seguros'. */
  category?: Maybe<Scalars['String']['output']>;
  duration_seconds: Scalars['Int']['output'];
  /** The platform's media id: what a course stores in its video field. */
  media_id: Scalars['String']['output'];
  published_at?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
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
  AuthProfile: ResolverTypeWrapper<AuthProfile>;
  AuthenticatedUser: ResolverTypeWrapper<AuthenticatedUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItemTrail: ResolverTypeWrapper<ItemTrail>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TrendingCourse: ResolverTypeWrapper<TrendingCourse>;
  VideoMedia: ResolverTypeWrapper<VideoMedia>;
  VideoMediaInput: VideoMediaInput;
  VideoSearchItem: ResolverTypeWrapper<Omit<VideoSearchItem, 'published_at'> & { published_at: Date | null }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
  ItemTrail: ItemTrail;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  TrendingCourse: TrendingCourse;
  VideoMedia: VideoMedia;
  VideoMediaInput: VideoMediaInput;
  VideoSearchItem: Omit<VideoSearchItem, 'published_at'> & { published_at: Date | null };
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

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemTrailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ItemTrail'] = ResolversParentTypes['ItemTrail']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createOrUpdateVideoMedia?: Resolver<ResolversTypes['VideoMedia'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateVideoMediaArgs, 'input'>>;
  deleteVideoMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteVideoMediaArgs, 'id'>>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  courseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCourseCountArgs, 'type'>>;
  coursesOnlineTrending?: Resolver<Array<ResolversTypes['TrendingCourse']>, ParentType, ContextType, Partial<QueryCoursesOnlineTrendingArgs>>;
  coursesPresentialTrending?: Resolver<Array<ResolversTypes['TrendingCourse']>, ParentType, ContextType, Partial<QueryCoursesPresentialTrendingArgs>>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
  trailsByItem?: Resolver<Array<ResolversTypes['ItemTrail']>, ParentType, ContextType, RequireFields<QueryTrailsByItemArgs, 'item_id' | 'type_content'>>;
  video_media?: Resolver<Maybe<ResolversTypes['VideoMedia']>, ParentType, ContextType, RequireFields<QueryVideo_MediaArgs, 'id'>>;
  video_media_collection?: Resolver<Array<ResolversTypes['VideoMedia']>, ParentType, ContextType, Partial<QueryVideo_Media_CollectionArgs>>;
  video_media_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryVideo_Media_CountArgs>>;
  video_platform_external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  videos_search?: Resolver<Array<ResolversTypes['VideoSearchItem']>, ParentType, ContextType, RequireFields<QueryVideos_SearchArgs, 'search'>>;
};

export type TrendingCourseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrendingCourse'] = ResolversParentTypes['TrendingCourse']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VideoMediaResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VideoMedia'] = ResolversParentTypes['VideoMedia']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  media_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoSearchItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VideoSearchItem'] = ResolversParentTypes['VideoSearchItem']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  media_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  ItemTrail?: ItemTrailResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  TrendingCourse?: TrendingCourseResolvers<ContextType>;
  VideoMedia?: VideoMediaResolvers<ContextType>;
  VideoSearchItem?: VideoSearchItemResolvers<ContextType>;
};

