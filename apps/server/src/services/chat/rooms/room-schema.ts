import { z } from 'zod';
import { CHAT_ROOM_MESSAGES, chatCalendarDate, chatRoomInput } from '@backoffice/domain/schemas/chat-room';
import { listArgs } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../../platform/graphql/requested-fields.ts';
import { MODERATOR_MODULE } from './room-audience.ts';
import * as store from './room-store.ts';

const ACCESS = [MODERATOR_MODULE] as const;

const roomId = recordId(CHAT_ROOM_MESSAGES.notFound);

export const roomSchema: ServicePart<'chat'> = {
  typeDefs: [
    /* GraphQL */ `
    type ChatProofRef { id: Int!, title: String! }
    "A virtual room: a live session with its chat (the entities of the spec)."
    type Chat {
      id: Int!
      title: String!
      short_description: String
      "Rich text, sanitised when saved."
      description: String
      "The cancellation justification; null unless canceled."
      canceled_description: String
      scope: String
      "Segmentado, Funcionários, Corretores or Comerciais; null for none."
      level: String
      externallink: String
      liveid: String
      "'Solicitante'."
      responsible: String
      area: String
      "'Local'."
      room: String
      date_publish: String!
      date_unpublish: String
      "dd/mm/yyyy HH:mm (America/Sao_Paulo); '' without a date."
      date_publish_format: String!
      date_unpublish_format: String!
      datetime_start: String!
      datetime_end: String!
      "dd/mm/yyyy HH:mm (America/Sao_Paulo)."
      datetime_start_format_br: String!
      datetime_end_format_br: String!
      moderation: Int!
      active: Int!
      canceled: Int!
      reactionevaluation_id: Int
      quiz_id: Int
      reactionevaluation: ChatProofRef
      quiz: ChatProofRef
      "Address of the thumbnail image, or null."
      thumbnail: String
      "Address of the background image, or null."
      background: String
      "How many attachments (Dam AnexoSala) the room has."
      attachments: Int!
      created_at: String!
      created_by: Int
      "The version an edit form sends back with its save."
      updated_at: String!
      updated_by: Int
    }
    extend type Query {
      chat(id: Int!): Chat
      "orderby: id (default) or title; order: desc (default) or asc."
      chats_collections(search: String, limit: Int, page: Int, order: String, orderby: String): [Chat!]!
      chats_collections_count(search: String): Int!
      "The rooms starting in the month of date (yyyy-mm-dd, or an instant: its month in São Paulo), by start."
      chats_calendar(date: String!): [Chat!]!
    }
    type Mutation {
      """
      Creates (without id) or updates a room with every field of the room form; datetime_start,
      datetime_end and date_publish are required. updated_at: the version the form loaded.
      """
      createOrUpdateChat(
        id: Int
        updated_at: String
        title: String
        short_description: String
        description: String
        canceled_description: String
        scope: String
        level: String
        externallink: String
        liveid: String
        responsible: String
        area: String
        room: String
        date_publish: String
        date_unpublish: String
        datetime_start: String
        datetime_end: String
        moderation: Int
        active: Int
        canceled: Int
        reactionevaluation_id: Int
        quiz_id: Int
      ): Chat!
      "Deletes the room with its messages, presence, segmentation and attachments."
      deleteChat(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        chat: operation({
          access: ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db }) => store.findRoom(db, a.id),
        }),
        chats_collections: operation({
          access: ACCESS,
          args: listArgs,
          resolve: (a, ctx, info) => store.listRooms(ctx.db, a, requestedFields(info), totalsFor(ctx, info, 'chats_collections_count')),
        }),
        chats_collections_count: operation({
          access: ACCESS,
          args: z.object({ search: listArgs.shape.search }),
          resolve: (a, { db, lists }) => store.countRooms(db, a, lists),
        }),
        chats_calendar: operation({
          access: ACCESS,
          args: z.object({ date: chatCalendarDate }),
          resolve: (a, { db }) => store.calendarRooms(db, a.date),
        }),
      },
      Mutation: {
        createOrUpdateChat: saveOperation({
          access: ACCESS,
          fields: 'arguments',
          schema: chatRoomInput,
          resolve: (save, { db, user }) => store.saveRoom(db, user, save),
        }),
        deleteChat: operation({
          access: ACCESS,
          args: z.object({ id: roomId }),
          resolve: (a, { db, files, user }) => store.deleteRoom({ db, files }, user, a.id),
        }),
      },
    },
  ],
};
