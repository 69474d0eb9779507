import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { cmsGraphql } from '../../../generated/cms/gql.ts';
import type { ContentRecordFragment } from '../../../generated/cms/graphql.ts';
import { CONTENTS_KEY } from './use-contents.ts';

/** Every field of a content (highlight), with the names behind its log (the fragment generated from the SDL). */
export type Content = ContentRecordFragment;

const DOCUMENT = cmsGraphql(`query Content($id: Int!) { content(id: $id) { ...ContentRecord } }`);

export function useContent(id: number | undefined) {
  return useQuery({
    queryKey: [...CONTENTS_KEY, id ?? 0],
    queryFn: () => gql('cms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.content,
    enabled: Boolean(id),
  });
}
