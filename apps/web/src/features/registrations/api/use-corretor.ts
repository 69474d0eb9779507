import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { corretorGraphql } from '../../../generated/corretor/gql.ts';
import type { CorretorQuery } from '../../../generated/corretor/graphql.ts';
import { CORRETORES_KEY } from './use-corretores.ts';

export type Corretor = NonNullable<CorretorQuery['cadastro']>;

const DOCUMENT = corretorGraphql(`query Corretor($id: Int!) { cadastro(id: $id) { id name email cpf susep grupo telefone papel updated_at } }`);

export function useCorretor(id: number | undefined) {
  return useQuery({
    queryKey: [...CORRETORES_KEY, id ?? 0],
    queryFn: () => gql('corretor', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.cadastro,
    enabled: Boolean(id),
  });
}
