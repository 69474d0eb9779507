import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import type { ParceiroQuery } from '../../../generated/parceiro/graphql.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';

export type Parceiro = NonNullable<ParceiroQuery['cadastro']>;

const DOCUMENT = parceiroGraphql(`query Parceiro($id: Int!) {
  cadastro(id: $id) {
    id name email cpf company role phone branch { id value } status cnpj_cpf_imobiliaria cod_imobiliaria updated_at
  }
}`);

export function useParceiro(id: number | undefined) {
  return useQuery({
    queryKey: [...PARCEIROS_KEY, id ?? 0],
    queryFn: () => gql('parceiro', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.cadastro,
    enabled: Boolean(id),
  });
}
