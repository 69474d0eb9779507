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
    "subscription ModeratedMessagesChanged($chat_id: Int!) {\n  chatMessagesChanged(chat_id: $chat_id) { ...ModeratedMessage }\n}": typeof types.ModeratedMessagesChangedDocument,
    "fragment ModeratedMessage on ChatMessage {\n  id chat_id message user_id user_name approved is_hidden is_question is_admin created_at updated_at\n  response_to_user_id response_from { id user_id user_name message }\n}": typeof types.ModeratedMessageFragmentDoc,
    "query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {\n  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, changed_since: $changed_since, limit: $limit) {\n    ...ModeratedMessage\n  }\n}": typeof types.ModerationMessagesDocument,
    "query ModeratedRoom($id: Int!) {\n  chat(id: $id) { id title datetime_start datetime_end datetime_start_format_br datetime_end_format_br externallink liveid moderation canceled }\n}": typeof types.ModeratedRoomDocument,
    "mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {\n  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_from_id: $response_from_id, response_to_user_id: $response_to_user_id) {\n    ...ModeratedMessage\n  }\n}": typeof types.SendModeratorMessageDocument,
    "mutation ApproveMessage($id: Int!, $approved: Int!) { approvedToggle(id: $id, approved: $approved) { ...ModeratedMessage } }": typeof types.ApproveMessageDocument,
    "mutation HideMessage($id: Int!, $is_hidden: Int!) { isHiddenToggle(id: $id, is_hidden: $is_hidden) { ...ModeratedMessage } }": typeof types.HideMessageDocument,
    "mutation MarkQuestion($id: Int!, $is_question: Int!) { isQuestionToggle(id: $id, is_question: $is_question) { ...ModeratedMessage } }": typeof types.MarkQuestionDocument,
    "query ChatCalendar($date: String!) {\n  chats_calendar(date: $date) {\n    id title datetime_start datetime_start_format_br datetime_end_format_br room scope level canceled\n  }\n}": typeof types.ChatCalendarDocument,
    "fragment ChatRoomFields on Chat {\n  id title short_description description scope level externallink liveid responsible area room\n  datetime_start datetime_end date_publish date_unpublish moderation active canceled canceled_description\n  reactionevaluation_id quiz_id thumbnail background updated_at\n}": typeof types.ChatRoomFieldsFragmentDoc,
    "query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRoomFields } }": typeof types.ChatRoomDocument,
    "query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title externallink datetime_start_format_br datetime_end_format_br\n  }\n  chats_collections_count(search: $search)\n}": typeof types.ChatRoomsDocument,
    "mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }": typeof types.DeleteChatRoomDocument,
    "mutation SaveChatRoom($id: Int, $updated_at: String, $title: String, $short_description: String,\n  $description: String, $scope: String, $level: String, $externallink: String, $liveid: String, $responsible: String,\n  $area: String, $room: String, $datetime_start: String, $datetime_end: String, $date_publish: String,\n  $date_unpublish: String, $moderation: Int, $active: Int, $canceled: Int, $canceled_description: String,\n  $reactionevaluation_id: Int, $quiz_id: Int) {\n  createOrUpdateChat(id: $id, updated_at: $updated_at, title: $title, short_description: $short_description,\n    description: $description, scope: $scope, level: $level, externallink: $externallink, liveid: $liveid,\n    responsible: $responsible, area: $area, room: $room, datetime_start: $datetime_start, datetime_end: $datetime_end,\n    date_publish: $date_publish, date_unpublish: $date_unpublish, moderation: $moderation, active: $active,\n    canceled: $canceled, canceled_description: $canceled_description, reactionevaluation_id: $reactionevaluation_id,\n    quiz_id: $quiz_id) { ...ChatRoomFields }\n}": typeof types.SaveChatRoomDocument,
};
const documents: Documents = {
    "subscription ModeratedMessagesChanged($chat_id: Int!) {\n  chatMessagesChanged(chat_id: $chat_id) { ...ModeratedMessage }\n}": types.ModeratedMessagesChangedDocument,
    "fragment ModeratedMessage on ChatMessage {\n  id chat_id message user_id user_name approved is_hidden is_question is_admin created_at updated_at\n  response_to_user_id response_from { id user_id user_name message }\n}": types.ModeratedMessageFragmentDoc,
    "query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {\n  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, changed_since: $changed_since, limit: $limit) {\n    ...ModeratedMessage\n  }\n}": types.ModerationMessagesDocument,
    "query ModeratedRoom($id: Int!) {\n  chat(id: $id) { id title datetime_start datetime_end datetime_start_format_br datetime_end_format_br externallink liveid moderation canceled }\n}": types.ModeratedRoomDocument,
    "mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {\n  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_from_id: $response_from_id, response_to_user_id: $response_to_user_id) {\n    ...ModeratedMessage\n  }\n}": types.SendModeratorMessageDocument,
    "mutation ApproveMessage($id: Int!, $approved: Int!) { approvedToggle(id: $id, approved: $approved) { ...ModeratedMessage } }": types.ApproveMessageDocument,
    "mutation HideMessage($id: Int!, $is_hidden: Int!) { isHiddenToggle(id: $id, is_hidden: $is_hidden) { ...ModeratedMessage } }": types.HideMessageDocument,
    "mutation MarkQuestion($id: Int!, $is_question: Int!) { isQuestionToggle(id: $id, is_question: $is_question) { ...ModeratedMessage } }": types.MarkQuestionDocument,
    "query ChatCalendar($date: String!) {\n  chats_calendar(date: $date) {\n    id title datetime_start datetime_start_format_br datetime_end_format_br room scope level canceled\n  }\n}": types.ChatCalendarDocument,
    "fragment ChatRoomFields on Chat {\n  id title short_description description scope level externallink liveid responsible area room\n  datetime_start datetime_end date_publish date_unpublish moderation active canceled canceled_description\n  reactionevaluation_id quiz_id thumbnail background updated_at\n}": types.ChatRoomFieldsFragmentDoc,
    "query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRoomFields } }": types.ChatRoomDocument,
    "query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title externallink datetime_start_format_br datetime_end_format_br\n  }\n  chats_collections_count(search: $search)\n}": types.ChatRoomsDocument,
    "mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }": types.DeleteChatRoomDocument,
    "mutation SaveChatRoom($id: Int, $updated_at: String, $title: String, $short_description: String,\n  $description: String, $scope: String, $level: String, $externallink: String, $liveid: String, $responsible: String,\n  $area: String, $room: String, $datetime_start: String, $datetime_end: String, $date_publish: String,\n  $date_unpublish: String, $moderation: Int, $active: Int, $canceled: Int, $canceled_description: String,\n  $reactionevaluation_id: Int, $quiz_id: Int) {\n  createOrUpdateChat(id: $id, updated_at: $updated_at, title: $title, short_description: $short_description,\n    description: $description, scope: $scope, level: $level, externallink: $externallink, liveid: $liveid,\n    responsible: $responsible, area: $area, room: $room, datetime_start: $datetime_start, datetime_end: $datetime_end,\n    date_publish: $date_publish, date_unpublish: $date_unpublish, moderation: $moderation, active: $active,\n    canceled: $canceled, canceled_description: $canceled_description, reactionevaluation_id: $reactionevaluation_id,\n    quiz_id: $quiz_id) { ...ChatRoomFields }\n}": types.SaveChatRoomDocument,
};

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
export function chatGraphql(source: "fragment ChatRoomFields on Chat {\n  id title short_description description scope level externallink liveid responsible area room\n  datetime_start datetime_end date_publish date_unpublish moderation active canceled canceled_description\n  reactionevaluation_id quiz_id thumbnail background updated_at\n}"): typeof import('./graphql').ChatRoomFieldsFragmentDoc;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRoomFields } }"): typeof import('./graphql').ChatRoomDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title externallink datetime_start_format_br datetime_end_format_br\n  }\n  chats_collections_count(search: $search)\n}"): typeof import('./graphql').ChatRoomsDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }"): typeof import('./graphql').DeleteChatRoomDocument;
/**
 * The chatGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatGraphql(source: "mutation SaveChatRoom($id: Int, $updated_at: String, $title: String, $short_description: String,\n  $description: String, $scope: String, $level: String, $externallink: String, $liveid: String, $responsible: String,\n  $area: String, $room: String, $datetime_start: String, $datetime_end: String, $date_publish: String,\n  $date_unpublish: String, $moderation: Int, $active: Int, $canceled: Int, $canceled_description: String,\n  $reactionevaluation_id: Int, $quiz_id: Int) {\n  createOrUpdateChat(id: $id, updated_at: $updated_at, title: $title, short_description: $short_description,\n    description: $description, scope: $scope, level: $level, externallink: $externallink, liveid: $liveid,\n    responsible: $responsible, area: $area, room: $room, datetime_start: $datetime_start, datetime_end: $datetime_end,\n    date_publish: $date_publish, date_unpublish: $date_unpublish, moderation: $moderation, active: $active,\n    canceled: $canceled, canceled_description: $canceled_description, reactionevaluation_id: $reactionevaluation_id,\n    quiz_id: $quiz_id) { ...ChatRoomFields }\n}"): typeof import('./graphql').SaveChatRoomDocument;


export function chatGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
