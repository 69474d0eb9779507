import { CHAT_AUDIENCE_FIELDS, chatAudienceArgs, chatAudienceBreakdownArgs, chatAudienceListArgs } from '@backoffice/domain/schemas/chat-message';
import { operation } from '../../../platform/graphql/operation.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { assertRoomExists } from '../../chat/messages/report-helpers.ts';
import { audienceBreakdown, countAudience, listAudience } from './audience-store.ts';

/** Who is in a virtual room, for its moderation screen (module Chat). */
export const chatAudienceSchema: ServicePart<'analytics'> = {
  typeDefs: [
    /* GraphQL */ `
    type ChatAudienceUser {
      id: Int!
      name: String!
      "CPF or registration number."
      uid: String!
      "The person's Perfil (account field 8: Corretor, Parceiro, Colaborador), or null."
      profile_title: String
      "ISO 8601: when they entered the room."
      first_seen_at: String!
      "ISO 8601: their last heartbeat."
      last_seen_at: String!
      "Seen within the last 90 s."
      online: Boolean!
    }
    type ChatAudienceGroup {
      "The field's value, or 'Não informado'."
      label: String!
      total: Int!
    }
    extend type Query {
      "People of the room: status 'all' (default) = everyone who ever entered, 'active' = online now (seen within 90 s)."
      countUsersByChat(chat_id: Int!, status: String): Int!
      "A page of those people, the most recently seen first (limit default 20, at most 2000; page from 1)."
      getUsersByChat(chat_id: Int!, status: String, limit: Int, page: Int): [ChatAudienceUser!]!
      "Those people counted by their value of a field: Perfil, Comercial, Regional, Sucursal or Diretoria; largest groups first."
      countUsersProfilesByChat(chat_id: Int!, status: String, field: String!): [ChatAudienceGroup!]!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        countUsersByChat: operation({
          access: 'Chat',
          args: chatAudienceArgs,
          resolve: async (a, { db }) => {
            await assertRoomExists(db, a.chat_id);
            return countAudience(db, a.chat_id, a.status);
          },
        }),
        getUsersByChat: operation({
          access: 'Chat',
          args: chatAudienceListArgs,
          resolve: async (a, { db }) => {
            await assertRoomExists(db, a.chat_id);
            return listAudience(db, a.chat_id, a.status, { limit: a.limit, page: a.page, profileFieldId: CHAT_AUDIENCE_FIELDS.Perfil });
          },
        }),
        countUsersProfilesByChat: operation({
          access: 'Chat',
          args: chatAudienceBreakdownArgs,
          resolve: async (a, { db }) => {
            await assertRoomExists(db, a.chat_id);
            return audienceBreakdown(db, a.chat_id, a.status, CHAT_AUDIENCE_FIELDS[a.field]);
          },
        }),
      },
    },
  ],
};
