import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@backoffice/domain/constants';
import { ApiError, apiFetch } from '../../../lib/api.ts';

export type UnpublishedType = 'file' | 'curso' | 'trilha';

export interface UnpublishedItem {
  id: number;
  title: string;
  type: UnpublishedType;
  owner_name: string | null;
  date_unpublish: string;
}

export const UNPUBLISHED_URL = '/api/v1/lms/unpublished-content';

async function fetchPage(offset: number, limit: number) {
  const response = await apiFetch(`${UNPUBLISHED_URL}?offset=${offset}&limit=${limit}`);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError([body?.error ?? MESSAGES.internal], body?.code);
  return body as { data: UnpublishedItem[]; total: number };
}

/** A page of 'Meus Conteúdos': contents, courses and trails whose unpublish date has passed. */
export function useUnpublished(page: number, limit: number) {
  return useQuery({
    queryKey: ['unpublished', page, limit],
    queryFn: () => fetchPage((page - 1) * limit, limit),
    select: (d) => ({ rows: d.data, total: d.total }),
    placeholderData: keepPreviousData,
  });
}
