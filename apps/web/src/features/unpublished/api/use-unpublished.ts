import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UnpublishedPage } from '@backoffice/domain/unpublished';
import { getJson } from '../../../lib/api.ts';

export const UNPUBLISHED_URL = '/api/v1/lms/unpublished-content';

/** A page of 'Meus Conteúdos': contents, courses and trails whose unpublish date has passed. */
export function useUnpublished(page: number, limit: number) {
  return useQuery({
    queryKey: ['unpublished', page, limit],
    queryFn: () => getJson<UnpublishedPage>(`${UNPUBLISHED_URL}?offset=${(page - 1) * limit}&limit=${limit}`),
    select: (d) => ({ rows: d.data, total: d.total }),
    placeholderData: keepPreviousData,
  });
}
