import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { corretorGraphql } from '../../../generated/corretor/gql.ts';
import type { CorretorRecordFragment } from '../../../generated/corretor/graphql.ts';
import { CORRETORES_KEY } from './use-corretores.ts';

/** Every field of a broker (the fragment generated from the SDL). */
export type Corretor = CorretorRecordFragment;

const DOCUMENT = corretorGraphql(`query Corretor($id: Int!) { cadastro(id: $id) { ...CorretorRecord } }`);

export function useCorretor(id: number | undefined) {
  return useQuery({
    queryKey: [...CORRETORES_KEY, id ?? 0],
    queryFn: () => gql('corretor', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.cadastro,
    enabled: Boolean(id),
  });
}
