import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { SaveTrailRecordDocument, type SaveTrailRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { TRAILS_KEY } from './use-trails.ts';

/** Saves a trail; a failure shows the alert of the error catalogue for a create or an update, with the server's reason. */
export function useSaveTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveTrailRecordMutationVariables) => gql('lms', SaveTrailRecordDocument, vars),
    meta: { silent: true },
    onError: (error, vars) => notifyFailure(vars.id ? TRAIL_MESSAGES.updateFailed : TRAIL_MESSAGES.createFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAILS_KEY }),
  });
}
