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

/** A virtual room: a live session with its chat (the entities of the spec). */
export type Chat = {
  __typename?: 'Chat';
  active: Scalars['Int']['output'];
  area?: Maybe<Scalars['String']['output']>;
  /** How many attachments (Dam AnexoSala) the room has. */
  attachments: Scalars['Int']['output'];
  /** Address of the background image, or null. */
  background?: Maybe<Scalars['String']['output']>;
  canceled: Scalars['Int']['output'];
  /** The cancellation justification; null unless canceled. */
  canceled_description?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  created_by?: Maybe<Scalars['Int']['output']>;
  date_publish: Scalars['String']['output'];
  /** dd/mm/yyyy HH:mm (America/Sao_Paulo); '' without a date. */
  date_publish_format: Scalars['String']['output'];
  date_unpublish?: Maybe<Scalars['String']['output']>;
  date_unpublish_format: Scalars['String']['output'];
  datetime_end: Scalars['String']['output'];
  datetime_end_format_br: Scalars['String']['output'];
  datetime_start: Scalars['String']['output'];
  /** dd/mm/yyyy HH:mm (America/Sao_Paulo). */
  datetime_start_format_br: Scalars['String']['output'];
  /** Rich text, sanitised when saved. */
  description?: Maybe<Scalars['String']['output']>;
  externallink?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Segmentado, Funcionários, Corretores or Comerciais; null for none. */
  level?: Maybe<Scalars['String']['output']>;
  liveid?: Maybe<Scalars['String']['output']>;
  moderation: Scalars['Int']['output'];
  quiz?: Maybe<ChatProofRef>;
  quiz_id?: Maybe<Scalars['Int']['output']>;
  reactionevaluation?: Maybe<ChatProofRef>;
  reactionevaluation_id?: Maybe<Scalars['Int']['output']>;
  /** 'Solicitante'. */
  responsible?: Maybe<Scalars['String']['output']>;
  /** 'Local'. */
  room?: Maybe<Scalars['String']['output']>;
  scope?: Maybe<Scalars['String']['output']>;
  short_description?: Maybe<Scalars['String']['output']>;
  /** Address of the thumbnail image, or null. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The version an edit form sends back with its save. */
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['Int']['output']>;
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  approved: Scalars['Int']['output'];
  chat_id: Scalars['Int']['output'];
  /** ISO 8601. */
  created_at: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** 1: written by a moderator. */
  is_admin: Scalars['Int']['output'];
  is_hidden: Scalars['Int']['output'];
  /** 1: the message started with '#'; a moderator may change it. */
  is_question: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  response_from?: Maybe<ChatMessageRef>;
  /** The asker when the reply is for them alone; null when it is for everyone. */
  response_to_user_id?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601; changes when a moderator toggles a flag. */
  updated_at: Scalars['String']['output'];
  /** Null once the author's account is removed. */
  user_id?: Maybe<Scalars['Int']['output']>;
  /** The author's name as it was when the message was written. */
  user_name: Scalars['String']['output'];
};

/** The message a reply answers. */
export type ChatMessageRef = {
  __typename?: 'ChatMessageRef';
  id: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  user_id?: Maybe<Scalars['Int']['output']>;
  user_name: Scalars['String']['output'];
};

export type ChatProofRef = {
  __typename?: 'ChatProofRef';
  id: Scalars['Int']['output'];
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
  /** Approves (1) or withdraws (0) a message; returns it. */
  approvedToggle: ChatMessage;
  /**
   * Records that the caller is in the room: the first call marks their joining, each later one
   * their heartbeat. Returns the seconds until the next heartbeat is expected (30); someone is
   * online while seen within the last 90 s.
   */
  chatPresence: Scalars['Int']['output'];
  /**
   * Sends a message as the caller (user_id, if sent, must be the caller's; user_name is taken from
   * the account). A message starting with '#' is a question. Moderators (module Chat) may also send
   * approved and reply with response_from_id: response_to_user_id = the asker for a reply to them
   * alone, null for everyone; a participant's approved, response_from_id and response_to_user_id
   * are ignored.
   */
  createChatMessage: ChatMessage;
  /**
   * Creates (without id) or updates a room with every field of the room form; datetime_start,
   * datetime_end and date_publish are required. updated_at: the version the form loaded.
   */
  createOrUpdateChat: Chat;
  /** Deletes the room with its messages, presence, segmentation and attachments. */
  deleteChat: Scalars['Boolean']['output'];
  /** Hides (1) or shows again (0) a message; returns it. */
  isHiddenToggle: ChatMessage;
  /** Marks (1) or unmarks (0) a message as a question; returns it. */
  isQuestionToggle: ChatMessage;
};


export type MutationApprovedToggleArgs = {
  approved: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


export type MutationChatPresenceArgs = {
  chat_id: Scalars['Int']['input'];
};


export type MutationCreateChatMessageArgs = {
  approved?: InputMaybe<Scalars['Int']['input']>;
  chat_id: Scalars['Int']['input'];
  message: Scalars['String']['input'];
  response_from_id?: InputMaybe<Scalars['Int']['input']>;
  response_to_user_id?: InputMaybe<Scalars['Int']['input']>;
  user_id?: InputMaybe<Scalars['Int']['input']>;
  user_name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateChatArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  area?: InputMaybe<Scalars['String']['input']>;
  canceled?: InputMaybe<Scalars['Int']['input']>;
  canceled_description?: InputMaybe<Scalars['String']['input']>;
  date_publish?: InputMaybe<Scalars['String']['input']>;
  date_unpublish?: InputMaybe<Scalars['String']['input']>;
  datetime_end?: InputMaybe<Scalars['String']['input']>;
  datetime_start?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  externallink?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  liveid?: InputMaybe<Scalars['String']['input']>;
  moderation?: InputMaybe<Scalars['Int']['input']>;
  quiz_id?: InputMaybe<Scalars['Int']['input']>;
  reactionevaluation_id?: InputMaybe<Scalars['Int']['input']>;
  responsible?: InputMaybe<Scalars['String']['input']>;
  room?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
  short_description?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteChatArgs = {
  id: Scalars['Int']['input'];
};


export type MutationIsHiddenToggleArgs = {
  id: Scalars['Int']['input'];
  is_hidden: Scalars['Int']['input'];
};


export type MutationIsQuestionToggleArgs = {
  id: Scalars['Int']['input'];
  is_question: Scalars['Int']['input'];
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  chat?: Maybe<Chat>;
  /**
   * What user_id sees in the room, oldest first: up to 2000 messages from offset. Not hidden;
   * approved or written by the reader; a reply for one asker only to that asker, its author and
   * the moderators. show_my_msgs: only the reader's messages and the replies to them.
   * A participant reads as themselves; a moderator (module Chat) may read as any user.
   */
  chat_message_collections_by_user: Array<ChatMessage>;
  /**
   * The moderation lists, in chronological order (oldest first) as a chat panel shows them.
   * Mensagens: every message not hidden; only_question: the questions (Perguntas); msg_hidden:
   * the hidden ones (Ocultas). Without a cursor, the newest limit messages (at most 2000).
   * after_id: the first messages after that id. changed_since (ISO 8601): every message of the
   * room created or changed after that time whatever its flags (the screen places each in its
   * tab), ordered by updated_at: pass the last updated_at received to continue.
   */
  chat_message_collections_filter: Array<ChatMessage>;
  /** The rooms starting in the month of date (yyyy-mm-dd, or an instant: its month in São Paulo), by start. */
  chats_calendar: Array<Chat>;
  /** orderby: id (default) or title; order: desc (default) or asc. */
  chats_collections: Array<Chat>;
  chats_collections_count: Scalars['Int']['output'];
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  modules_by_user: Array<Scalars['String']['output']>;
};


export type QueryChatArgs = {
  id: Scalars['Int']['input'];
};


export type QueryChat_Message_Collections_By_UserArgs = {
  chat_id: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  show_my_msgs?: InputMaybe<Scalars['Boolean']['input']>;
  user_id: Scalars['Int']['input'];
};


export type QueryChat_Message_Collections_FilterArgs = {
  after_id?: InputMaybe<Scalars['Int']['input']>;
  changed_since?: InputMaybe<Scalars['String']['input']>;
  chat_id: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  msg_hidden?: InputMaybe<Scalars['Boolean']['input']>;
  only_question?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryChats_CalendarArgs = {
  date: Scalars['String']['input'];
};


export type QueryChats_CollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryChats_Collections_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGet_User_By_TokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryModules_By_UserArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The room's messages as they are created or a moderator changes a flag, within a second,
   * whichever server copy took the change: a list of those that changed in the last tenth of a
   * second (each once, as it now stands). After a lost connection, fetch what was missed with
   * chat_message_collections_filter(changed_since).
   */
  chatMessagesChanged: Array<ChatMessage>;
};


export type SubscriptionChatMessagesChangedArgs = {
  chat_id: Scalars['Int']['input'];
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
  Chat: ResolverTypeWrapper<Chat>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessageRef: ResolverTypeWrapper<ChatMessageRef>;
  ChatProofRef: ResolverTypeWrapper<ChatProofRef>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  Chat: Chat;
  ChatMessage: ChatMessage;
  ChatMessageRef: ChatMessageRef;
  ChatProofRef: ChatProofRef;
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
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

export type ChatResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Chat'] = ResolversParentTypes['Chat']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canceled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canceled_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date_publish?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_publish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_unpublish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_unpublish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datetime_end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datetime_end_format_br?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datetime_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datetime_start_format_br?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externallink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  liveid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moderation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quiz?: Resolver<Maybe<ResolversTypes['ChatProofRef']>, ParentType, ContextType>;
  quiz_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reactionevaluation?: Resolver<Maybe<ResolversTypes['ChatProofRef']>, ParentType, ContextType>;
  reactionevaluation_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responsible?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chat_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_admin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_hidden?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_question?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response_from?: Resolver<Maybe<ResolversTypes['ChatMessageRef']>, ParentType, ContextType>;
  response_to_user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageRefResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatMessageRef'] = ResolversParentTypes['ChatMessageRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatProofRefResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatProofRef'] = ResolversParentTypes['ChatProofRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  approvedToggle?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationApprovedToggleArgs, 'approved' | 'id'>>;
  chatPresence?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationChatPresenceArgs, 'chat_id'>>;
  createChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationCreateChatMessageArgs, 'chat_id' | 'message'>>;
  createOrUpdateChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, Partial<MutationCreateOrUpdateChatArgs>>;
  deleteChat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteChatArgs, 'id'>>;
  isHiddenToggle?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationIsHiddenToggleArgs, 'id' | 'is_hidden'>>;
  isQuestionToggle?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationIsQuestionToggleArgs, 'id' | 'is_question'>>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  chat?: Resolver<Maybe<ResolversTypes['Chat']>, ParentType, ContextType, RequireFields<QueryChatArgs, 'id'>>;
  chat_message_collections_by_user?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryChat_Message_Collections_By_UserArgs, 'chat_id' | 'user_id'>>;
  chat_message_collections_filter?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryChat_Message_Collections_FilterArgs, 'chat_id'>>;
  chats_calendar?: Resolver<Array<ResolversTypes['Chat']>, ParentType, ContextType, RequireFields<QueryChats_CalendarArgs, 'date'>>;
  chats_collections?: Resolver<Array<ResolversTypes['Chat']>, ParentType, ContextType, Partial<QueryChats_CollectionsArgs>>;
  chats_collections_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryChats_Collections_CountArgs>>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
};

export type SubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatMessagesChanged?: SubscriptionResolver<Array<ResolversTypes['ChatMessage']>, "chatMessagesChanged", ParentType, ContextType, RequireFields<SubscriptionChatMessagesChangedArgs, 'chat_id'>>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  Chat?: ChatResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessageRef?: ChatMessageRefResolvers<ContextType>;
  ChatProofRef?: ChatProofRefResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

