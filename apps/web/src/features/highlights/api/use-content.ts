import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CONTENTS_KEY } from './use-contents.ts';
import type { Content } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) {
  content(id: $id) {
    id module_name title content thumbnail directlink active date_publish date_unpublish
    created_at created_by created_by_name updated_at updated_by updated_by_name
  }
}`;

export function useContent(id: number | undefined) {
  return useQuery({
    queryKey: [...CONTENTS_KEY, id ?? 0],
    queryFn: () => gql<{ content: Content | null }>('cms', DOCUMENT, { id }),
    select: (d) => d.content,
    enabled: Boolean(id),
  });
}
