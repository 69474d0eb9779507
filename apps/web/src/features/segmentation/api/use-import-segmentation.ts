import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '../../../lib/upload.ts';
import type { AttachResult } from './use-attach-values.ts';
import { segmentationsKey, type SegmentationTarget } from './use-segmentations.ts';

export const IMPORT_SEGMENTATION_URL = '/api/v1/account/import-segmentation';

/** Sends the .txt file (one value per line) of a field; the screen shows the result or the refusal. */
export function useImportSegmentation(target: SegmentationTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { fieldId: number; file: File; returnUrl: string }) =>
      postFile<AttachResult>(IMPORT_SEGMENTATION_URL, vars.file, {
        returnUrl: vars.returnUrl,
        id: String(target.item_id),
        module_name: target.module_name,
        account_field_id: String(vars.fieldId),
      }),
    // The screen shows the refusal next to the form.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentationsKey(target) }),
  });
}
