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

export type Asset = {
  __typename?: 'Asset';
  active: Scalars['Int']['output'];
  categories: Array<AssetCategory>;
  created_at: Scalars['String']['output'];
  created_by?: Maybe<Scalars['Int']['output']>;
  date_publish: Scalars['String']['output'];
  date_unpublish?: Maybe<Scalars['String']['output']>;
  directlink?: Maybe<Scalars['String']['output']>;
  /** The room (AnexoSala) or course (AnexoCurso) an attachment belongs to. */
  external_parent_id?: Maybe<Scalars['Int']['output']>;
  file?: Maybe<AssetFile>;
  id: Scalars['Int']['output'];
  /** Whether some trail holds this asset (the linked-trails action). */
  in_trails: Scalars['Boolean']['output'];
  /** Media, Banner, chatBanner, AnexoSala or AnexoCurso. */
  module_name: Scalars['String']['output'];
  /** User id of the owner; 0 for none. */
  owner: Scalars['Int']['output'];
  owner_name?: Maybe<Scalars['String']['output']>;
  /** 'Exibir fora das trilhas'. */
  showgrid: Scalars['Int']['output'];
  /** Address of the thumbnail image, or null. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['Int']['output']>;
};

export type AssetCategory = {
  __typename?: 'AssetCategory';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type AssetFile = {
  __typename?: 'AssetFile';
  id: Scalars['Int']['output'];
  mime: Scalars['String']['output'];
  original_name: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  url: Scalars['String']['output'];
};

export type AssetInput = {
  active?: InputMaybe<Scalars['Int']['input']>;
  date_publish?: InputMaybe<Scalars['String']['input']>;
  date_unpublish?: InputMaybe<Scalars['String']['input']>;
  directlink?: InputMaybe<Scalars['String']['input']>;
  /** Only when creating an attachment. */
  external_parent_id?: InputMaybe<Scalars['Int']['input']>;
  /** Only when creating. */
  module_name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['Int']['input']>;
  showgrid?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
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

export type Category = {
  __typename?: 'Category';
  active: Scalars['Int']['output'];
  /** Address of the banner image, or null. */
  banner?: Maybe<Scalars['String']['output']>;
  hide_assets: Scalars['Int']['output'];
  hide_courses: Scalars['Int']['output'];
  hide_trails: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** Priority: higher first. */
  ordernum: Scalars['Int']['output'];
  /** 0 for a top-level category. */
  parent_id: Scalars['Int']['output'];
  parent_title?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CategoryHasAsset = {
  __typename?: 'CategoryHasAsset';
  asset_id: Scalars['Int']['output'];
  asset_title: Scalars['String']['output'];
  category_id: Scalars['Int']['output'];
  category_title: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type CategoryInput = {
  active?: InputMaybe<Scalars['Int']['input']>;
  hide_assets?: InputMaybe<Scalars['Int']['input']>;
  hide_courses?: InputMaybe<Scalars['Int']['input']>;
  hide_trails?: InputMaybe<Scalars['Int']['input']>;
  ordernum?: InputMaybe<Scalars['Int']['input']>;
  parent_id?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryLinkedItem = {
  __typename?: 'CategoryLinkedItem';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CategoryOption = {
  __typename?: 'CategoryOption';
  id: Scalars['Int']['output'];
  parent_id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** The administrator who opened this session as the user (log in as). */
export type Impersonator = {
  __typename?: 'Impersonator';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createCategoryHasAsset: CategoryHasAsset;
  createOrUpdateAsset: Asset;
  createOrUpdateCategory: Category;
  deleteAsset: Scalars['Boolean']['output'];
  deleteCategory: Scalars['Boolean']['output'];
  deleteCategoryHasAsset: Scalars['Boolean']['output'];
};


export type MutationCreateCategoryHasAssetArgs = {
  asset_id: Scalars['Int']['input'];
  category_id: Scalars['Int']['input'];
};


export type MutationCreateOrUpdateAssetArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: AssetInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateCategoryArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: CategoryInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAssetArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCategoryHasAssetArgs = {
  asset_id: Scalars['Int']['input'];
  category_id: Scalars['Int']['input'];
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  asset?: Maybe<Asset>;
  assetsCount: Scalars['Int']['output'];
  assets_collections: Array<Asset>;
  assets_collections_count: Scalars['Int']['output'];
  category?: Maybe<Category>;
  categoryHasAssetById: Array<CategoryLinkedItem>;
  /** Links of an asset or of a category (at least one of the two). */
  categoryHasAsset_collection: Array<CategoryHasAsset>;
  categoryHasCourseById: Array<CategoryLinkedItem>;
  categoryHasTrailById: Array<CategoryLinkedItem>;
  /** Children of parent (0 or absent: the top level), higher priority first, then by title. */
  category_collections: Array<Category>;
  /** Every category with its parent, for the pickers of the forms: one call for the whole tree. */
  category_options: Array<CategoryOption>;
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  modules_by_user: Array<Scalars['String']['output']>;
};


export type QueryAssetArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAssetsCountArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  module_name?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAssets_CollectionsArgs = {
  external_parent_id?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  module_name: Scalars['String']['input'];
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAssets_Collections_CountArgs = {
  external_parent_id?: InputMaybe<Scalars['Int']['input']>;
  module_name: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCategoryHasAssetByIdArgs = {
  category_id: Scalars['Int']['input'];
};


export type QueryCategoryHasAsset_CollectionArgs = {
  asset_id?: InputMaybe<Scalars['Int']['input']>;
  category_id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryHasCourseByIdArgs = {
  category_id: Scalars['Int']['input'];
};


export type QueryCategoryHasTrailByIdArgs = {
  category_id: Scalars['Int']['input'];
};


export type QueryCategory_CollectionsArgs = {
  parent?: InputMaybe<Scalars['Int']['input']>;
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
  Asset: ResolverTypeWrapper<Omit<Asset, 'categories'>>;
  AssetCategory: ResolverTypeWrapper<AssetCategory>;
  AssetFile: ResolverTypeWrapper<AssetFile>;
  AssetInput: AssetInput;
  AuthProfile: ResolverTypeWrapper<AuthProfile>;
  AuthenticatedUser: ResolverTypeWrapper<AuthenticatedUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<Category>;
  CategoryHasAsset: ResolverTypeWrapper<CategoryHasAsset>;
  CategoryInput: CategoryInput;
  CategoryLinkedItem: ResolverTypeWrapper<CategoryLinkedItem>;
  CategoryOption: ResolverTypeWrapper<CategoryOption>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  Asset: Omit<Asset, 'categories'>;
  AssetCategory: AssetCategory;
  AssetFile: AssetFile;
  AssetInput: AssetInput;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  Category: Category;
  CategoryHasAsset: CategoryHasAsset;
  CategoryInput: CategoryInput;
  CategoryLinkedItem: CategoryLinkedItem;
  CategoryOption: CategoryOption;
  Float: Scalars['Float']['output'];
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

export type AssetResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Asset'] = ResolversParentTypes['Asset']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['AssetCategory']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date_publish?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_unpublish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  directlink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  external_parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  in_trails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showgrid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AssetCategoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AssetCategory'] = ResolversParentTypes['AssetCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssetFileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AssetFile'] = ResolversParentTypes['AssetFile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  original_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CategoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hide_assets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hide_courses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hide_trails?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordernum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryHasAssetResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CategoryHasAsset'] = ResolversParentTypes['CategoryHasAsset']> = {
  asset_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  asset_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryLinkedItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CategoryLinkedItem'] = ResolversParentTypes['CategoryLinkedItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryOptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CategoryOption'] = ResolversParentTypes['CategoryOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createCategoryHasAsset?: Resolver<ResolversTypes['CategoryHasAsset'], ParentType, ContextType, RequireFields<MutationCreateCategoryHasAssetArgs, 'asset_id' | 'category_id'>>;
  createOrUpdateAsset?: Resolver<ResolversTypes['Asset'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateAssetArgs, 'input'>>;
  createOrUpdateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateCategoryArgs, 'input'>>;
  deleteAsset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAssetArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCategoryHasAsset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryHasAssetArgs, 'asset_id' | 'category_id'>>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  asset?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType, RequireFields<QueryAssetArgs, 'id'>>;
  assetsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryAssetsCountArgs>>;
  assets_collections?: Resolver<Array<ResolversTypes['Asset']>, ParentType, ContextType, RequireFields<QueryAssets_CollectionsArgs, 'module_name'>>;
  assets_collections_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryAssets_Collections_CountArgs, 'module_name'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryHasAssetById?: Resolver<Array<ResolversTypes['CategoryLinkedItem']>, ParentType, ContextType, RequireFields<QueryCategoryHasAssetByIdArgs, 'category_id'>>;
  categoryHasAsset_collection?: Resolver<Array<ResolversTypes['CategoryHasAsset']>, ParentType, ContextType, Partial<QueryCategoryHasAsset_CollectionArgs>>;
  categoryHasCourseById?: Resolver<Array<ResolversTypes['CategoryLinkedItem']>, ParentType, ContextType, RequireFields<QueryCategoryHasCourseByIdArgs, 'category_id'>>;
  categoryHasTrailById?: Resolver<Array<ResolversTypes['CategoryLinkedItem']>, ParentType, ContextType, RequireFields<QueryCategoryHasTrailByIdArgs, 'category_id'>>;
  category_collections?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategory_CollectionsArgs>>;
  category_options?: Resolver<Array<ResolversTypes['CategoryOption']>, ParentType, ContextType>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  Asset?: AssetResolvers<ContextType>;
  AssetCategory?: AssetCategoryResolvers<ContextType>;
  AssetFile?: AssetFileResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryHasAsset?: CategoryHasAssetResolvers<ContextType>;
  CategoryLinkedItem?: CategoryLinkedItemResolvers<ContextType>;
  CategoryOption?: CategoryOptionResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

