import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../lib/api.ts';
import { bulkGraphql } from '../../generated/bulk/gql.ts';
import type { BulkRunFieldsFragment, RunBulkActionMutationVariables } from '../../generated/bulk/graphql.ts';

export type BulkRun = BulkRunFieldsFragment;
export type BulkRunVariables = RunBulkActionMutationVariables;

/** What the dialog shows of a run (declared for codegen: the documents spreading it carry it). */
bulkGraphql(`fragment BulkRunFields on BulkRun { id kind action status total processed done refused { id reason } error }`);
const RUN =
  bulkGraphql(`mutation RunBulkAction($kind: String!, $action: String!, $selection: BulkSelection!, $profile_id: Int, $account_field_value_id: Int, $reason: String) {
  runBulkAction(kind: $kind, action: $action, selection: $selection, profile_id: $profile_id, account_field_value_id: $account_field_value_id, reason: $reason) { ...BulkRunFields }
}`);
const STATUS = bulkGraphql(`query BulkRunStatus($id: Int!) { bulk_run(id: $id) { ...BulkRunFields } }`);

/** How often a running action's progress is asked for. */
const POLL_MS = 1000;

/** Starts a bulk action; once it ends (at once, or after its job) every list on screen reloads. */
export function useRunBulkAction() {
  return useMutation({ mutationFn: (variables: BulkRunVariables) => gql('bulk', RUN, variables).then((d) => d.runBulkAction) });
}

/** A running action's progress, asked for until it is done or failed; then the lists reload. */
export function useBulkRunStatus(started: BulkRun | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['bulk_run', started?.id],
    queryFn: async () => {
      const run = (await gql('bulk', STATUS, { id: started!.id })).bulk_run!;
      if (run.status !== 'running') await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'bulk_run' });
      return run;
    },
    enabled: started?.status === 'running',
    initialData: started,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}
