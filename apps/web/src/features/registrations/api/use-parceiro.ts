import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import type { ParceiroRecordFragment } from '../../../generated/parceiro/graphql.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';

/** Every field of a partner (the fragment generated from the SDL). */
export type Parceiro = ParceiroRecordFragment;

const DOCUMENT = parceiroGraphql(`query Parceiro($id: Int!) { cadastro(id: $id) { ...ParceiroRecord } }`);

export function useParceiro(id: number | undefined) {
  return useQuery({
    queryKey: [...PARCEIROS_KEY, id ?? 0],
    queryFn: () => gql('parceiro', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.cadastro,
    enabled: Boolean(id),
  });
}
