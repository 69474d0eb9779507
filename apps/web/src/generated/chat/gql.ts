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
    "fragment ChatRecord on Chat {\n  active\n  area\n  attachments\n  background\n  canceled\n  canceled_description\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  datetime_end\n  datetime_end_format_br\n  datetime_start\n  datetime_start_format_br\n  description\n  externallink\n  id\n  level\n  liveid\n  moderation\n  quiz {\n    id\n    title\n  }\n  quiz_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  responsible\n  room\n  scope\n  short_description\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nmutation SaveChatRecord($active: Int, $area: String, $canceled: Int, $canceled_description: String, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_start: String, $description: String, $externallink: String, $id: Int, $level: String, $liveid: String, $moderation: Int, $quiz_id: Int, $reactionevaluation_id: Int, $responsible: String, $room: String, $scope: String, $short_description: String, $title: String, $updated_at: String) {\n  createOrUpdateChat(\n    active: $active\n    area: $area\n    canceled: $canceled\n    canceled_description: $canceled_description\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    datetime_end: $datetime_end\n    datetime_start: $datetime_start\n    description: $description\n    externallink: $externallink\n    id: $id\n    level: $level\n    liveid: $liveid\n    moderation: $moderation\n    quiz_id: $quiz_id\n    reactionevaluation_id: $reactionevaluation_id\n    responsible: $responsible\n    room: $room\n    scope: $scope\n    short_description: $short_description\n    title: $title\n    updated_at: $updated_at\n  ) {\n    ...ChatRecord\n  }\n}": typeof types.ChatRecordFragmentDoc,
    "subscription ModeratedMessagesChanged($chat_id: Int!) {\n  chatMessagesChanged(chat_id: $chat_id) { ...ModeratedMessage }\n}": typeof types.ModeratedMessagesChangedDocument,
    "fragment ModeratedMessage on ChatMessage {\n  id chat_id message user_id user_name approved is_hidden is_question is_admin created_at updated_at\n  response_to_user_id response_from { id user_id user_name message }\n}": typeof types.ModeratedMessageFragmentDoc,
    "query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {\n  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, changed_since: $changed_since, limit: $limit) {\n    ...ModeratedMessage\n  }\n}": typeof types.ModerationMessagesDocument,
    "query ModeratedRoom($id: Int!) {\n  chat(id: $id) { id title datetime_start datetime_end datetime_start_format_br datetime_end_format_br externallink liveid moderation canceled }\n}": typeof types.ModeratedRoomDocument,
    "mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {\n  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_from_id: $response_from_id, response_to_user_id: $response_to_user_id) {\n    ...ModeratedMessage\n  }\n}": typeof types.SendModeratorMessageDocument,
    "mutation ApproveMessage($id: Int!, $approved: Int!) { approvedToggle(id: $id, approved: $approved) { ...ModeratedMessage } }": typeof types.ApproveMessageDocument,
    "mutation HideMessage($id: Int!, $is_hidden: Int!) { isHiddenToggle(id: $id, is_hidden: $is_hidden) { ...ModeratedMessage } }": typeof types.HideMessageDocument,
    "mutation MarkQuestion($id: Int!, $is_question: Int!) { isQuestionToggle(id: $id, is_question: $is_question) { ...ModeratedMessage } }": typeof types.MarkQuestionDocument,
    "query ChatCalendar($date: String!) {\n  chats_calendar(date: $date) {\n    id title datetime_start datetime_start_format_br datetime_end_format_br room scope level canceled\n  }\n}": typeof types.ChatCalendarDocument,
    "query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRecord } }": typeof types.ChatRoomDocument,
    "query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title externallink datetime_start_format_br datetime_end_format_br\n  }\n  chats_collections_count(search: $search)\n}": typeof types.ChatRoomsDocument,
    "mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }": typeof types.DeleteChatRoomDocument,
};
const documents: Documents = {
    "fragment ChatRecord on Chat {\n  active\n  area\n  attachments\n  background\n  canceled\n  canceled_description\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  datetime_end\n  datetime_end_format_br\n  datetime_start\n  datetime_start_format_br\n  description\n  externallink\n  id\n  level\n  liveid\n  moderation\n  quiz {\n    id\n    title\n  }\n  quiz_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  responsible\n  room\n  scope\n  short_description\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nmutation SaveChatRecord($active: Int, $area: String, $canceled: Int, $canceled_description: String, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_start: String, $description: String, $externallink: String, $id: Int, $level: String, $liveid: String, $moderation: Int, $quiz_id: Int, $reactionevaluation_id: Int, $responsible: String, $room: String, $scope: String, $short_description: String, $title: String, $updated_at: String) {\n  createOrUpdateChat(\n    active: $active\n    area: $area\n    canceled: $canceled\n    canceled_description: $canceled_description\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    datetime_end: $datetime_end\n    datetime_start: $datetime_start\n    description: $description\n    externallink: $externallink\n    id: $id\n    level: $level\n    liveid: $liveid\n    moderation: $moderation\n    quiz_id: $quiz_id\n    reactionevaluation_id: $reactionevaluation_id\n    responsible: $responsible\n    room: $room\n    scope: $scope\n    short_description: $short_description\n    title: $title\n    updated_at: $updated_at\n  ) {\n    ...ChatRecord\n  }\n}": types.ChatRecordFragmentDoc,
    "subscription ModeratedMessagesChanged($chat_id: Int!) {\n  chatMessagesChanged(chat_id: $chat_id) { ...ModeratedMessage }\n}": types.ModeratedMessagesChangedDocument,
    "fragment ModeratedMessage on ChatMessage {\n  id chat_id message user_id user_name approved is_hidden is_question is_admin created_at updated_at\n  response_to_user_id response_from { id user_id user_name message }\n}": types.ModeratedMessageFragmentDoc,
    "query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {\n  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, changed_since: $changed_since, limit: $limit) {\n    ...ModeratedMessage\n  }\n}": types.ModerationMessagesDocument,
    "query ModeratedRoom($id: Int!) {\n  chat(id: $id) { id title datetime_start datetime_end datetime_start_format_br datetime_end_format_br externallink liveid moderation canceled }\n}": types.ModeratedRoomDocument,
    "mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {\n  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_from_id: $response_from_id, response_to_user_id: $response_to_user_id) {\n    ...ModeratedMessage\n  }\n}": types.SendModeratorMessageDocument,
    "mutation ApproveMessage($id: Int!, $approved: Int!) { approvedToggle(id: $id, approved: $approved) { ...ModeratedMessage } }": types.ApproveMessageDocument,
    "mutation HideMessage($id: Int!, $is_hidden: Int!) { isHiddenToggle(id: $id, is_hidden: $is_hidden) { ...ModeratedMessage } }": types.HideMessageDocument,
    "mutation MarkQuestion($id: Int!, $is_question: Int!) { isQuestionToggle(id: $id, is_question: $is_question) { ...ModeratedMessage } }": types.MarkQuestionDocument,
    "query ChatCalendar($date: String!) {\n  chats_calendar(date: $date) {\n    id title datetime_start datetime_start_format_br datetime_end_format_br room scope level canceled\n  }\n}": types.ChatCalendarDocument,
    "query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRecord } }": types.ChatRoomDocument,
    "query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title externallink datetime_start_format_br datetime_end_format_br\n  }\n  chats_collections_count(search: $search)\n}": types.ChatRoomsDocument,
    "mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }": types.DeleteChatRoomDocument,
};

/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "fragment ChatRecord on Chat {\n  active\n  area\n  attachments\n  background\n  canceled\n  canceled_description\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  datetime_end\n  datetime_end_format_br\n  datetime_start\n  datetime_start_format_br\n  description\n  externallink\n  id\n  level\n  liveid\n  moderation\n  quiz {\n    id\n    title\n  }\n  quiz_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  responsible\n  room\n  scope\n  short_description\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nmutation SaveChatRecord($active: Int, $area: String, $canceled: Int, $canceled_description: String, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_start: String, $description: String, $externallink: String, $id: Int, $level: String, $liveid: String, $moderation: Int, $quiz_id: Int, $reactionevaluation_id: Int, $responsible: String, $room: String, $scope: String, $short_description: String, $title: String, $updated_at: String) {\n  createOrUpdateChat(\n    active: $active\n    area: $area\n    canceled: $canceled\n    canceled_description: $canceled_description\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    datetime_end: $datetime_end\n    datetime_start: $datetime_start\n    description: $description\n    externallink: $externallink\n    id: $id\n    level: $level\n    liveid: $liveid\n    moderation: $moderation\n    quiz_id: $quiz_id\n    reactionevaluation_id: $reactionevaluation_id\n    responsible: $responsible\n    room: $room\n    scope: $scope\n    short_description: $short_description\n    title: $title\n    updated_at: $updated_at\n  ) {\n    ...ChatRecord\n  }\n}"): typeof import('./graphql').ChatRecordFragmentDoc;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "subscription ModeratedMessagesChanged($chat_id: Int!) {\n  chatMessagesChanged(chat_id: $chat_id) { ...ModeratedMessage }\n}"): typeof import('./graphql').ModeratedMessagesChangedDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "fragment ModeratedMessage on ChatMessage {\n  id chat_id message user_id user_name approved is_hidden is_question is_admin created_at updated_at\n  response_to_user_id response_from { id user_id user_name message }\n}"): typeof import('./graphql').ModeratedMessageFragmentDoc;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {\n  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, changed_since: $changed_since, limit: $limit) {\n    ...ModeratedMessage\n  }\n}"): typeof import('./graphql').ModerationMessagesDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ModeratedRoom($id: Int!) {\n  chat(id: $id) { id title datetime_start datetime_end datetime_start_format_br datetime_end_format_br externallink liveid moderation canceled }\n}"): typeof import('./graphql').ModeratedRoomDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {\n  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_from_id: $response_from_id, response_to_user_id: $response_to_user_id) {\n    ...ModeratedMessage\n  }\n}"): typeof import('./graphql').SendModeratorMessageDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation ApproveMessage($id: Int!, $approved: Int!) { approvedToggle(id: $id, approved: $approved) { ...ModeratedMessage } }"): typeof import('./graphql').ApproveMessageDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation HideMessage($id: Int!, $is_hidden: Int!) { isHiddenToggle(id: $id, is_hidden: $is_hidden) { ...ModeratedMessage } }"): typeof import('./graphql').HideMessageDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation MarkQuestion($id: Int!, $is_question: Int!) { isQuestionToggle(id: $id, is_question: $is_question) { ...ModeratedMessage } }"): typeof import('./graphql').MarkQuestionDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ChatCalendar($date: String!) {\n  chats_calendar(date: $date) {\n    id title datetime_start datetime_start_format_br datetime_end_format_br room scope level canceled\n  }\n}"): typeof import('./graphql').ChatCalendarDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRecord } }"): typeof import('./graphql').ChatRoomDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title externallink datetime_start_format_br datetime_end_format_br\n  }\n  chats_collections_count(search: $search)\n}"): typeof import('./graphql').ChatRoomsDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }"): typeof import('./graphql').DeleteChatRoomDocument;


export function chatGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
