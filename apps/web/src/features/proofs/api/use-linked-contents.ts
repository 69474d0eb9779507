import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api.ts';
import { PROOFS_KEY } from './use-proofs.ts';

export interface LinkedContent {
  id: number;
  title: string;
  type: 'Curso' | 'Trilha';
}

const LINKED_PROOFS_URL = '/api/v1/lms/linked-proofs';

/** The spreadsheet of every course and trail using the proof ('Baixar Relatório'). */
export const linkedContentsReportUrl = (proofId: number) => `${LINKED_PROOFS_URL}?proof_id=${proofId}&report=true`;

/** One page of 'Conteúdos Vinculados': the courses and trails that use the proof. */
export function useLinkedContents(proofId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'linked', proofId, page, limit],
    queryFn: () => getJson<{ data: LinkedContent[]; total: number }>(`${LINKED_PROOFS_URL}?proof_id=${proofId}&offset=${(page - 1) * limit}&limit=${limit}`),
    select: (d) => ({ rows: d.data, total: d.total }),
    placeholderData: keepPreviousData,
  });
}
