import { z } from 'zod';
import { BIN_MESSAGES, BIN_TYPE_NAMES } from '@backoffice/domain/recycle-bin';
import { orDefault } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { PAGE_SIZE } from '@backoffice/domain/constants';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation } from '../../platform/graphql/operation.ts';
import * as store from './bin-store.ts';

const filter = z.object({
  type: orDefault(z.enum(BIN_TYPE_NAMES, BIN_MESSAGES.unknownType).optional()),
  deleted_by: recordId().nullish(),
});
const id = z.object({ id: recordId() });

/** The recycle bin ('Lixeira'), on /api/v1/bin/graphql: each entry only for callers holding the module of its type. */
export const binSchema: ServicePart<'bin'> = {
  typeDefs: [
    /* GraphQL */ `
    "A deleted record waiting in the bin: its type (see @backoffice/domain/recycle-bin), title, who deleted it, when, and the days left before the purge."
    type BinEntry {
      id: Int!
      type: String!
      type_label: String!
      title: String!
      record_id: Int!
      deleted_by: Int
      deleted_by_name: String
      deleted_at: String!
      days_left: Int!
    }
    "What a restore brought back; not_restored names each link that could not come back."
    type BinRestore { type: String!, record_id: Int!, not_restored: [String!]! }
    type BinDeleter { id: Int!, name: String! }
    type Query {
      bin_entries(type: String, deleted_by: Int, page: Int, limit: Int): [BinEntry!]!
      bin_count(type: String, deleted_by: Int): Int!
      "Who deleted the entries the caller may see (the 'who' filter)."
      bin_deleters: [BinDeleter!]!
    }
    type Mutation {
      "Puts the record back, with what went with it, exactly as it was."
      restoreBinEntry(id: Int!): BinRestore!
      "Removes the record for good, and its files from storage."
      purgeBinEntry(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        bin_entries: operation({
          access: 'authenticated',
          args: filter.extend({
            page: orDefault(z.number().int().min(1).default(1)),
            limit: orDefault(z.number().int().min(1).max(100).default(PAGE_SIZE)),
          }),
          resolve: (a, { db, user, config }) => store.listBinEntries(db, user, a, config.recycleBinDays),
        }),
        bin_count: operation({ access: 'authenticated', args: filter, resolve: (a, { db, user }) => store.countBinEntries(db, user, a) }),
        bin_deleters: operation({ access: 'authenticated', resolve: (_a, { db, user }) => store.binDeleters(db, user) }),
      },
      Mutation: {
        restoreBinEntry: operation({ access: 'authenticated', args: id, resolve: (a, { db, user }) => store.restoreBinEntry(db, user, a.id) }),
        purgeBinEntry: operation({ access: 'authenticated', args: id, resolve: (a, { db, files, user }) => store.purgeBinEntry({ db, files }, user, a.id) }),
      },
    },
  ],
};
