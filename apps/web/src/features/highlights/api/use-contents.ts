import { useQuery } from '@tanstack/react-query';
import { CONTENT_LIST_LIMIT } from '@backoffice/domain/schemas/content';
import { gql } from '../../../lib/api.ts';
import { cmsGraphql } from '../../../generated/cms/gql.ts';

export const CONTENTS_KEY = ['contents'];

const DOCUMENT = cmsGraphql(`query Contents($limit: Int, $order: String, $module_name: String) {
  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }
}`);

/** The items of one CMS list (at most 200, newest first). */
export function useContents(moduleName: string | undefined) {
  const variables = { limit: CONTENT_LIST_LIMIT, order: 'desc', module_name: moduleName };
  return useQuery({
    queryKey: [...CONTENTS_KEY, 'list', variables],
    queryFn: () => gql('cms', DOCUMENT, variables),
    select: (d) => ({ rows: d.contents_collections, total: d.contents_collections.length }),
    enabled: Boolean(moduleName),
  });
}
