import { z } from 'zod';
import { BRANCH_ID } from '../constants.ts';
import { tooLong } from './messages.ts';

/** Branches the rules refer to by id (real estate, status selector): never deleted. */
export const RESERVED_BRANCH_IDS: readonly number[] = [BRANCH_ID.REAL_ESTATE, BRANCH_ID.STATUS_ENABLED];

export const BRANCH_MESSAGES = {
  empty: 'O nome do Ramo de atuação não pode ser vazio.',
  saveFailed: 'Ocorreu um erro ao salvar o ramo de atuação.',
  loadFailed: 'Ocorreu um erro ao carregar as informações.',
  hasParceiros: 'Não é possível excluir um ramo de atuação com parceiros vinculados.',
  reserved: 'Este ramo de atuação é usado pelas regras do sistema e não pode ser excluído.',
  notFound: 'Ramo de atuação não encontrado.',
  duplicate: 'Já existe um ramo de atuação com este nome.',
} as const;

export const BRANCH_LIMITS = { value: 120 } as const;

export const branchInput = z.object({
  value: z.string({ error: BRANCH_MESSAGES.empty }).trim().min(1, BRANCH_MESSAGES.empty).max(BRANCH_LIMITS.value, tooLong('nome', BRANCH_LIMITS.value)),
});
export type BranchInput = z.output<typeof branchInput>;

export const branchDeleteConfirmation = (name: string) =>
  `Tem certeza que deseja excluir o ramo de atuação ${name}? Não será possível recuperar o registro após a exclusão`;
