import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorretorInput } from '@backoffice/domain/schemas/registration';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { CORRETORES_KEY } from './use-corretores.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: CorretorInput!) {
  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`;

export function useSaveCorretor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: CorretorInput } & RecordVersion) =>
      gql<{ createOrUpdateCadastro: { id: number; updated_at: string } }>('corretor', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORRETORES_KEY }),
  });
}
