import { z } from 'zod';
import { PAGE_SIZE } from '@backoffice/domain/constants';
import { HISTORY_MESSAGES, HISTORY_TYPE_NAMES } from '@backoffice/domain/history';
import { orDefault } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation } from '../../platform/graphql/operation.ts';
import { assertHistoryAccess, assertHistoryExists, historyOf } from './history-store.ts';

/** A record's history ('Histórico' on every edit screen), on /api/v1/history/graphql. */
export const historySchema: ServicePart<'history'> = {
  typeDefs: [
    /* GraphQL */ `
    "A field a change touched: its label as the form names it, and the values before and after as the form shows them ('—' for none)."
    type HistoryChange { field: String!, label: String!, old: String!, new: String! }
    "One change to a record: when (ISO), who (under 'log in as': 'admin como usuário'), what (create, update, link, unlink, reorder)."
    type HistoryEntry { id: Float!, at: String!, who: String!, action: String!, action_label: String!, changes: [HistoryChange!]! }
    type HistoryPage { total: Int!, entries: [HistoryEntry!]! }
    type Query {
      "The history of one record, newest first, 20 per page; type is its table (course, trail, users...). Readable with the record's module."
      record_history(type: String!, id: Int!, page: Int): HistoryPage!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        record_history: operation({
          access: 'authenticated',
          args: z.object({
            type: z.enum(HISTORY_TYPE_NAMES, HISTORY_MESSAGES.unknownType),
            id: recordId(),
            page: orDefault(z.number().int().min(1).default(1)),
          }),
          resolve: async (a, { db, user }) => {
            await assertHistoryAccess(db, user, a.type, a.id);
            const history = await historyOf(db, a.type, a.id, a.page, PAGE_SIZE);
            await assertHistoryExists(db, a.type, a.id, history.total);
            return history;
          },
        }),
      },
    },
  ],
};
