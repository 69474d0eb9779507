import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { PROOF_TYPE_LABELS } from '@backoffice/domain/schemas/proof';
import { useIdParam } from '../../lib/use-id-param.ts';

/** The ids an assessment route carries; each undefined when absent or not a valid id. */
export interface ProofRoute {
  typeId: number;
  typeLabel: string;
  proofId?: number;
  questionId?: number;
  id?: number;
}

/**
 * The route's ids, or a not-found notice instead of the screen when the type is not one of the
 * three, or an id the screen needs is missing or malformed.
 */
export function WithProofRoute(props: { needs?: ReadonlyArray<'proofId' | 'questionId' | 'id'>; children: (route: ProofRoute) => ReactNode }) {
  const typeId = useIdParam('type_id');
  const route = {
    typeId: typeId ?? 0,
    typeLabel: typeId ? (PROOF_TYPE_LABELS[typeId] ?? '') : '',
    proofId: useIdParam('proof_id'),
    questionId: useIdParam('question_id'),
    id: useIdParam('id'),
  };
  if (!route.typeLabel || props.needs?.some((name) => !route[name])) {
    return (
      <Alert color="yellow" title="Página não encontrada" m="md">
        O endereço acessado não existe. Os tipos de avaliação são 1 (Avaliação), 2 (Aval. de reação) e 3 (Quiz).
      </Alert>
    );
  }
  return <>{props.children(route)}</>;
}
