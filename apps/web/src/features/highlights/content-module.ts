import { useParams } from 'react-router';
import { CONTENT_MODULES, isContentModuleName, type ContentModuleName } from '@backoffice/domain/schemas/content';

/** The route's :module_name when it names a CMS list (Testimony → 'Destaques'), else undefined. */
export function useContentModule(): { name: ContentModuleName; label: string } | undefined {
  const name = useParams().module_name;
  return isContentModuleName(name) ? { name, label: CONTENT_MODULES[name].label } : undefined;
}
