import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { cmsGraphql } from '../../../generated/cms/gql.ts';
import type { ContentQuery } from '../../../generated/cms/graphql.ts';
import { CONTENTS_KEY } from './use-contents.ts';

/** Every field of a content (highlight), with the names behind its log. */
export type Content = NonNullable<ContentQuery['content']>;

const DOCUMENT = cmsGraphql(`query Content($id: Int!) {
  content(id: $id) {
    id module_name title content thumbnail directlink active date_publish date_unpublish
    created_at created_by created_by_name updated_at updated_by updated_by_name
  }
}`);

export function useContent(id: number | undefined) {
  return useQuery({
    queryKey: [...CONTENTS_KEY, id ?? 0],
    queryFn: () => gql('cms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.content,
    enabled: Boolean(id),
  });
}
