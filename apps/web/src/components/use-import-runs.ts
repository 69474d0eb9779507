import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../lib/api.ts';

/** How often a screen with an import still running asks for news of it. */
export const IMPORT_RUNS_POLL_MS = 5000;

export type ImportRunStatus = 'running' | 'done' | 'failed' | 'interrupted';

/** What GET {import route}/runs answers for each run. */
export interface ImportRun {
  id: number;
  file_name: string;
  status: ImportRunStatus;
  rows_done: number;
  rows_created: number;
  rows_failed: number;
  requested_by: { id: number; name: string } | null;
  requested_by_actor: { id: number; name: string } | null;
  started_at: string;
  finished_at: string | null;
}

export const importRunsKey = (importUrl: string) => ['import-runs', importUrl];

/**
 * The recent runs of an import route, polled while one is running; `refresh` after sending a
 * file so the new run shows at once.
 */
export function useImportRuns(importUrl: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importRunsKey(importUrl),
    queryFn: () => getJson<{ runs: ImportRun[] }>(`${importUrl}/runs`),
    select: (data) => data.runs,
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'running') ? IMPORT_RUNS_POLL_MS : false),
  });
  return { query, refresh: () => queryClient.invalidateQueries({ queryKey: importRunsKey(importUrl) }) };
}
