import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@backoffice/domain/constants';
import type { HistoryType } from '@backoffice/domain/history';
import { gql } from '../../lib/api.ts';
import { historyGraphql } from '../../generated/history/gql.ts';
import type { RecordHistoryQuery } from '../../generated/history/graphql.ts';

export type HistoryEntry = RecordHistoryQuery['record_history']['entries'][number];

const DOCUMENT = historyGraphql(`query RecordHistory($type: String!, $id: Int!, $page: Int) {
  record_history(type: $type, id: $id, page: $page) { total entries { id at who action action_label changes { field label old new } } }
}`);

/** A record's history, newest first, a page of 20 at a time ('Mostrar mais' asks for the next). */
export function useRecordHistory(type: HistoryType, id: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['record_history', type, id],
    queryFn: ({ pageParam }) => gql('history', DOCUMENT, { type, id, page: pageParam }).then((d) => d.record_history),
    enabled,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}
