import { CHAT_HEARTBEAT_SECONDS, chatPresenceArgs } from '@backoffice/domain/schemas/chat-message';
import { operation } from '../../../platform/graphql/operation.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { openRoomFor } from '../rooms/room-audience.ts';
import { heartbeatThrottle } from './heartbeat-throttle.ts';
import { recordPresence } from './presence-store.ts';

const throttle = heartbeatThrottle();

/** A participant's screen in a room says it is there (joining, then a heartbeat). */
export const chatPresenceSchema: ServicePart<'chat'> = {
  typeDefs: [
    /* GraphQL */ `
    type Mutation {
      """
      Records that the caller is in the room: the first call marks their joining, each later one
      their heartbeat. Returns the seconds until the next heartbeat is expected (30); someone is
      online while seen within the last 90 s.
      """
      chatPresence(chat_id: Int!): Int!
    }
  `,
  ],
  resolvers: [
    {
      Mutation: {
        chatPresence: operation({
          access: 'authenticated',
          leavesSessions: true,
          args: chatPresenceArgs,
          resolve: async (a, { db, user }) => {
            // The room was found open at the heartbeat recorded a moment ago.
            if (throttle.tooSoon(user.id, a.chat_id)) return CHAT_HEARTBEAT_SECONDS;
            await openRoomFor(db, user, a.chat_id);
            await recordPresence(db, a.chat_id, user.id);
            throttle.recorded(user.id, a.chat_id);
            return CHAT_HEARTBEAT_SECONDS;
          },
        }),
      },
    },
  ],
};
