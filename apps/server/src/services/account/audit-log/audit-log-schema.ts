import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from '@backoffice/domain/audit';
import { listArgs, orDefault } from '@backoffice/domain/schemas/list';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import { assertAuditReader, countAuditLog, listAuditLog } from './audit-log-store.ts';

const auditArgs = listArgs.extend({
  action: orDefault(z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional()),
});

export const auditLogSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    type AuditLogEntry {
      id: Float!
      at: String!
      action: String!
      action_label: String!
      "Who really acted: the administrator, under 'log in as'."
      actor_id: Int
      actor_name: String
      "The account the session acted as."
      user_id: Int
      user_name: String
      session_id: Int
      target_kind: String
      target_id: Int
      "JSON"
      details: String
      ip: String
    }
    extend type Query {
      audit_log_collections(search: String, action: String, limit: Int, page: Int, order: String, orderby: String): [AuditLogEntry!]!
      audit_log_count(search: String, action: String): Int!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        audit_log_collections: operation({
          access: 'authenticated',
          args: auditArgs,
          resolve: (a, { db, user }) => {
            assertAuditReader(user);
            return listAuditLog(db, a);
          },
        }),
        audit_log_count: operation({
          access: 'authenticated',
          args: auditArgs.pick({ search: true, action: true }),
          resolve: (a, { db, user }) => {
            assertAuditReader(user);
            return countAuditLog(db, { ...listArgs.parse({}), ...a });
          },
        }),
      },
    },
  ],
};
