import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CORRETORES_KEY } from './use-corretores.ts';
import type { Corretor } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { cadastro(id: $id) { id name email cpf susep grupo telefone papel updated_at } }`;

export function useCorretor(id: number | undefined) {
  return useQuery({
    queryKey: [...CORRETORES_KEY, id ?? 0],
    queryFn: () => gql<{ cadastro: Corretor | null }>('corretor', DOCUMENT, { id }),
    select: (d) => d.cadastro,
    enabled: Boolean(id),
  });
}
