import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';

export interface AuditLogEntry {
  id: number;
  at: string;
  action: string;
  action_label: string;
  actor_id: number | null;
  actor_name: string | null;
  user_id: number | null;
  user_name: string | null;
  session_id: number | null;
  target_kind: string | null;
  target_id: number | null;
  details: string | null;
  ip: string | null;
}

const DOCUMENT = /* GraphQL */ `query ($search: String, $action: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  audit_log_collections(search: $search, action: $action, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id at action action_label actor_id actor_name user_id user_name session_id target_kind target_id details ip
  }
  audit_log_count(search: $search, action: $action)
}`;

/** One page of the audit log (and its total), filtered by who and by action. */
export function useAuditLog(list: ListState, action: string | null) {
  const variables = { search: list.search || null, action, limit: list.limit, page: list.page, order: list.order, orderby: list.orderby };
  return useQuery({
    queryKey: ['audit-log', variables],
    queryFn: () => gql<{ audit_log_collections: AuditLogEntry[]; audit_log_count: number }>('account', DOCUMENT, variables),
    select: (d) => ({ rows: d.audit_log_collections, total: d.audit_log_count }),
    placeholderData: keepPreviousData,
  });
}
