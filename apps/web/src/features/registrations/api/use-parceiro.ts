import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';
import type { Parceiro } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) {
  cadastro(id: $id) {
    id name email cpf company role phone branch { id value } status cnpj_cpf_imobiliaria cod_imobiliaria updated_at
  }
}`;

export function useParceiro(id: number | undefined) {
  return useQuery({
    queryKey: [...PARCEIROS_KEY, id ?? 0],
    queryFn: () => gql<{ cadastro: Parceiro | null }>('parceiro', DOCUMENT, { id }),
    select: (d) => d.cadastro,
    enabled: Boolean(id),
  });
}
