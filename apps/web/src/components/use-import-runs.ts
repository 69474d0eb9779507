import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportRunInfo } from '@backoffice/domain/imports';
import { getJson } from '../lib/api.ts';

/** How often a screen with an import still running asks for news of it. */
export const IMPORT_RUNS_POLL_MS = 5000;

/** What GET {import route}/runs answers for each run. */
export type ImportRun = ImportRunInfo;

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
