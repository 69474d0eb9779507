import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { SaveTrailMutationVariables } from '../../../generated/lms/graphql.ts';
import { TRAILS_KEY } from './use-trails.ts';

const DOCUMENT = lmsGraphql(`mutation SaveTrail($id: Int, $updated_at: String, $title: String, $description: String,
  $reactionevaluation_id: Int, $proof_id: Int, $active: Int, $owner: Int, $blockcontent: Int, $date_publish: String,
  $date_unpublish: String, $categories: [Int!]) {
  createOrUpdateTrail(id: $id, updated_at: $updated_at, title: $title, description: $description,
    reactionevaluation_id: $reactionevaluation_id, proof_id: $proof_id, active: $active, owner: $owner,
    blockcontent: $blockcontent, date_publish: $date_publish, date_unpublish: $date_unpublish, categories: $categories) { ...TrailFields }
}`);

/** Saves a trail; a failure shows the alert of the error catalogue for a create or an update, with the server's reason. */
export function useSaveTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveTrailMutationVariables) => gql('lms', DOCUMENT, vars),
    meta: { silent: true },
    onError: (error, vars) => notifyFailure(vars.id ? TRAIL_MESSAGES.updateFailed : TRAIL_MESSAGES.createFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAILS_KEY }),
  });
}
