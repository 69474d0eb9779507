import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { AuditLogQuery } from '../../../generated/account/graphql.ts';

export type AuditLogEntry = AuditLogQuery['audit_log_collections'][number];

const DOCUMENT = accountGraphql(`query AuditLog($search: String, $action: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  audit_log_collections(search: $search, action: $action, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id at action action_label actor_id actor_name user_id user_name session_id target_kind target_id details ip
  }
  audit_log_count(search: $search, action: $action)
}`);

/** One page of the audit log (and its total), filtered by who and by action. */
export function useAuditLog(list: ListState, action: string | null) {
  const variables = { ...listVariables(list), action };
  return useQuery({
    queryKey: ['audit-log', variables],
    queryFn: () => gql('account', DOCUMENT, variables),
    select: (d) => ({ rows: d.audit_log_collections, total: d.audit_log_count }),
    placeholderData: keepPreviousData,
  });
}
