/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChatRecordFragment = { active: number, area: string | null, attachments: number, background: string | null, canceled: number, canceled_description: string | null, created_at: string, created_by: number | null, date_publish: string, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, datetime_end: string, datetime_end_format_br: string, datetime_start: string, datetime_start_format_br: string, description: string | null, externallink: string | null, id: number, level: string | null, liveid: string | null, moderation: number, quiz_id: number | null, reactionevaluation_id: number | null, responsible: string | null, room: string | null, scope: string | null, short_description: string | null, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, quiz: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null };

export type SaveChatRecordMutationVariables = Exact<{
  active?: number | null | undefined;
  area?: string | null | undefined;
  canceled?: number | null | undefined;
  canceled_description?: string | null | undefined;
  date_publish?: string | null | undefined;
  date_unpublish?: string | null | undefined;
  datetime_end?: string | null | undefined;
  datetime_start?: string | null | undefined;
  description?: string | null | undefined;
  externallink?: string | null | undefined;
  id?: number | null | undefined;
  level?: string | null | undefined;
  liveid?: string | null | undefined;
  moderation?: number | null | undefined;
  quiz_id?: number | null | undefined;
  reactionevaluation_id?: number | null | undefined;
  responsible?: string | null | undefined;
  room?: string | null | undefined;
  scope?: string | null | undefined;
  short_description?: string | null | undefined;
  title?: string | null | undefined;
  updated_at?: string | null | undefined;
}>;


export type SaveChatRecordMutation = { createOrUpdateChat: { active: number, area: string | null, attachments: number, background: string | null, canceled: number, canceled_description: string | null, created_at: string, created_by: number | null, date_publish: string, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, datetime_end: string, datetime_end_format_br: string, datetime_start: string, datetime_start_format_br: string, description: string | null, externallink: string | null, id: number, level: string | null, liveid: string | null, moderation: number, quiz_id: number | null, reactionevaluation_id: number | null, responsible: string | null, room: string | null, scope: string | null, short_description: string | null, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, quiz: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null } };

export type ModeratedMessagesChangedSubscriptionVariables = Exact<{
  chat_id: number;
}>;


export type ModeratedMessagesChangedSubscription = { chatMessagesChanged: Array<{ id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null }> };

export type ModeratedMessageFragment = { id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null };

export type ModerationMessagesQueryVariables = Exact<{
  chat_id: number;
  only_question?: boolean | null | undefined;
  msg_hidden?: boolean | null | undefined;
  changed_since?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ModerationMessagesQuery = { chat_message_collections_filter: Array<{ id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null }> };

export type ModeratedRoomQueryVariables = Exact<{
  id: number;
}>;


export type ModeratedRoomQuery = { chat: { id: number, title: string, datetime_start: string, datetime_end: string, datetime_start_format_br: string, datetime_end_format_br: string, externallink: string | null, liveid: string | null, moderation: number, canceled: number } | null };

export type SendModeratorMessageMutationVariables = Exact<{
  chat_id: number;
  message: string;
  user_id?: number | null | undefined;
  user_name?: string | null | undefined;
  response_from_id?: number | null | undefined;
  response_to_user_id?: number | null | undefined;
}>;


export type SendModeratorMessageMutation = { createChatMessage: { id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null } };

export type ApproveMessageMutationVariables = Exact<{
  id: number;
  approved: number;
}>;


export type ApproveMessageMutation = { approvedToggle: { id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null } };

export type HideMessageMutationVariables = Exact<{
  id: number;
  is_hidden: number;
}>;


export type HideMessageMutation = { isHiddenToggle: { id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null } };

export type MarkQuestionMutationVariables = Exact<{
  id: number;
  is_question: number;
}>;


export type MarkQuestionMutation = { isQuestionToggle: { id: number, chat_id: number, message: string, user_id: number | null, user_name: string, approved: number, is_hidden: number, is_question: number, is_admin: number, created_at: string, updated_at: string, response_to_user_id: number | null, response_from: { id: number, user_id: number | null, user_name: string, message: string } | null } };

export type ChatCalendarQueryVariables = Exact<{
  date: string;
}>;


export type ChatCalendarQuery = { chats_calendar: Array<{ id: number, title: string, datetime_start: string, datetime_start_format_br: string, datetime_end_format_br: string, room: string | null, scope: string | null, level: string | null, canceled: number }> };

export type ChatRoomQueryVariables = Exact<{
  id: number;
}>;


export type ChatRoomQuery = { chat: { active: number, area: string | null, attachments: number, background: string | null, canceled: number, canceled_description: string | null, created_at: string, created_by: number | null, date_publish: string, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, datetime_end: string, datetime_end_format_br: string, datetime_start: string, datetime_start_format_br: string, description: string | null, externallink: string | null, id: number, level: string | null, liveid: string | null, moderation: number, quiz_id: number | null, reactionevaluation_id: number | null, responsible: string | null, room: string | null, scope: string | null, short_description: string | null, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, quiz: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null } | null };

export type ChatRoomsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type ChatRoomsQuery = { chats_collections_count: number, chats_collections: Array<{ id: number, title: string, externallink: string | null, datetime_start_format_br: string, datetime_end_format_br: string }> };

export type DeleteChatRoomMutationVariables = Exact<{
  id: number;
}>;


export type DeleteChatRoomMutation = { deleteChat: boolean };

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
export const ChatRecordFragmentDoc = new TypedDocumentString(`
    fragment ChatRecord on Chat {
  active
  area
  attachments
  background
  canceled
  canceled_description
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  datetime_end
  datetime_end_format_br
  datetime_start
  datetime_start_format_br
  description
  externallink
  id
  level
  liveid
  moderation
  quiz {
    id
    title
  }
  quiz_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  responsible
  room
  scope
  short_description
  thumbnail
  title
  updated_at
  updated_by
}
    `, {"fragmentName":"ChatRecord"}) as unknown as TypedDocumentString<ChatRecordFragment, unknown>;
export const ModeratedMessageFragmentDoc = new TypedDocumentString(`
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}
    `, {"fragmentName":"ModeratedMessage"}) as unknown as TypedDocumentString<ModeratedMessageFragment, unknown>;
export const SaveChatRecordDocument = new TypedDocumentString(`
    mutation SaveChatRecord($active: Int, $area: String, $canceled: Int, $canceled_description: String, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_start: String, $description: String, $externallink: String, $id: Int, $level: String, $liveid: String, $moderation: Int, $quiz_id: Int, $reactionevaluation_id: Int, $responsible: String, $room: String, $scope: String, $short_description: String, $title: String, $updated_at: String) {
  createOrUpdateChat(
    active: $active
    area: $area
    canceled: $canceled
    canceled_description: $canceled_description
    date_publish: $date_publish
    date_unpublish: $date_unpublish
    datetime_end: $datetime_end
    datetime_start: $datetime_start
    description: $description
    externallink: $externallink
    id: $id
    level: $level
    liveid: $liveid
    moderation: $moderation
    quiz_id: $quiz_id
    reactionevaluation_id: $reactionevaluation_id
    responsible: $responsible
    room: $room
    scope: $scope
    short_description: $short_description
    title: $title
    updated_at: $updated_at
  ) {
    ...ChatRecord
  }
}
    fragment ChatRecord on Chat {
  active
  area
  attachments
  background
  canceled
  canceled_description
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  datetime_end
  datetime_end_format_br
  datetime_start
  datetime_start_format_br
  description
  externallink
  id
  level
  liveid
  moderation
  quiz {
    id
    title
  }
  quiz_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  responsible
  room
  scope
  short_description
  thumbnail
  title
  updated_at
  updated_by
}`) as unknown as TypedDocumentString<SaveChatRecordMutation, SaveChatRecordMutationVariables>;
export const ModeratedMessagesChangedDocument = new TypedDocumentString(`
    subscription ModeratedMessagesChanged($chat_id: Int!) {
  chatMessagesChanged(chat_id: $chat_id) {
    ...ModeratedMessage
  }
}
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}`) as unknown as TypedDocumentString<ModeratedMessagesChangedSubscription, ModeratedMessagesChangedSubscriptionVariables>;
export const ModerationMessagesDocument = new TypedDocumentString(`
    query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {
  chat_message_collections_filter(
    chat_id: $chat_id
    only_question: $only_question
    msg_hidden: $msg_hidden
    changed_since: $changed_since
    limit: $limit
  ) {
    ...ModeratedMessage
  }
}
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}`) as unknown as TypedDocumentString<ModerationMessagesQuery, ModerationMessagesQueryVariables>;
export const ModeratedRoomDocument = new TypedDocumentString(`
    query ModeratedRoom($id: Int!) {
  chat(id: $id) {
    id
    title
    datetime_start
    datetime_end
    datetime_start_format_br
    datetime_end_format_br
    externallink
    liveid
    moderation
    canceled
  }
}
    `) as unknown as TypedDocumentString<ModeratedRoomQuery, ModeratedRoomQueryVariables>;
export const SendModeratorMessageDocument = new TypedDocumentString(`
    mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {
  createChatMessage(
    chat_id: $chat_id
    message: $message
    user_id: $user_id
    user_name: $user_name
    response_from_id: $response_from_id
    response_to_user_id: $response_to_user_id
  ) {
    ...ModeratedMessage
  }
}
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}`) as unknown as TypedDocumentString<SendModeratorMessageMutation, SendModeratorMessageMutationVariables>;
export const ApproveMessageDocument = new TypedDocumentString(`
    mutation ApproveMessage($id: Int!, $approved: Int!) {
  approvedToggle(id: $id, approved: $approved) {
    ...ModeratedMessage
  }
}
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}`) as unknown as TypedDocumentString<ApproveMessageMutation, ApproveMessageMutationVariables>;
export const HideMessageDocument = new TypedDocumentString(`
    mutation HideMessage($id: Int!, $is_hidden: Int!) {
  isHiddenToggle(id: $id, is_hidden: $is_hidden) {
    ...ModeratedMessage
  }
}
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}`) as unknown as TypedDocumentString<HideMessageMutation, HideMessageMutationVariables>;
export const MarkQuestionDocument = new TypedDocumentString(`
    mutation MarkQuestion($id: Int!, $is_question: Int!) {
  isQuestionToggle(id: $id, is_question: $is_question) {
    ...ModeratedMessage
  }
}
    fragment ModeratedMessage on ChatMessage {
  id
  chat_id
  message
  user_id
  user_name
  approved
  is_hidden
  is_question
  is_admin
  created_at
  updated_at
  response_to_user_id
  response_from {
    id
    user_id
    user_name
    message
  }
}`) as unknown as TypedDocumentString<MarkQuestionMutation, MarkQuestionMutationVariables>;
export const ChatCalendarDocument = new TypedDocumentString(`
    query ChatCalendar($date: String!) {
  chats_calendar(date: $date) {
    id
    title
    datetime_start
    datetime_start_format_br
    datetime_end_format_br
    room
    scope
    level
    canceled
  }
}
    `) as unknown as TypedDocumentString<ChatCalendarQuery, ChatCalendarQueryVariables>;
export const ChatRoomDocument = new TypedDocumentString(`
    query ChatRoom($id: Int!) {
  chat(id: $id) {
    ...ChatRecord
  }
}
    fragment ChatRecord on Chat {
  active
  area
  attachments
  background
  canceled
  canceled_description
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  datetime_end
  datetime_end_format_br
  datetime_start
  datetime_start_format_br
  description
  externallink
  id
  level
  liveid
  moderation
  quiz {
    id
    title
  }
  quiz_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  responsible
  room
  scope
  short_description
  thumbnail
  title
  updated_at
  updated_by
}`) as unknown as TypedDocumentString<ChatRoomQuery, ChatRoomQueryVariables>;
export const ChatRoomsDocument = new TypedDocumentString(`
    query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  chats_collections(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    title
    externallink
    datetime_start_format_br
    datetime_end_format_br
  }
  chats_collections_count(search: $search)
}
    `) as unknown as TypedDocumentString<ChatRoomsQuery, ChatRoomsQueryVariables>;
export const DeleteChatRoomDocument = new TypedDocumentString(`
    mutation DeleteChatRoom($id: Int!) {
  deleteChat(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteChatRoomMutation, DeleteChatRoomMutationVariables>;