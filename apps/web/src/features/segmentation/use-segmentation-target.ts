import { useParams } from 'react-router';
import { isSegmentationModule, SEGMENTATION_MODULES } from '@backoffice/domain/schemas/segmentation';
import { useIdParam } from '../../lib/use-id-param.ts';

/** The item of /segmentation[-import]/:module_name/:id, with its module's rules; null when the URL is not one. */
export function useSegmentationTarget() {
  const moduleName = useParams().module_name ?? '';
  const id = useIdParam();
  if (!isSegmentationModule(moduleName) || !id) return { moduleName, target: null };
  const config = SEGMENTATION_MODULES[moduleName];
  return {
    moduleName,
    target: { module_name: moduleName, item_id: id },
    config,
    byListPath: `/segmentation/${moduleName}/${id}`,
    importPath: `/segmentation-import/${moduleName}/${id}`,
  };
}
