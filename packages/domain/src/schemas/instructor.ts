import { z } from 'zod';
import { deleteConfirmation } from '../constants.ts';
import { formatCpf } from '../documents.ts';
import { tooLong } from './messages.ts';
import { cpfField } from './person.ts';

/** Instructors of presential classrooms (the entities of the spec, the validation rules of the spec, the business constants and limits of the spec). */
export const INSTRUCTOR_LIMITS = { nome: 80, cpf: 14 } as const;

export const INSTRUCTOR_MESSAGES = {
  nameEmpty: 'O nome do Instrutor não pode ser vazio.',
  location: 'Informe a localização: 1 (Interno) ou 0 (Externo).',
  saveFailed: 'Ocorreu um erro ao salvar o instrutor.',
  loadFailed: 'Ocorreu um erro ao carregar as informações.',
  notFound: 'Instrutor não encontrado.',
  duplicateCpf: 'Já existe um instrutor com este CPF.',
} as const;

/** 'Localização': 1 Interno, 0 Externo, as the API sends it and the list shows it. */
export const INSTRUCTOR_LOCATIONS = [
  { value: '1', label: 'Interno' },
  { value: '0', label: 'Externo' },
] as const;

export const locationLabel = (isInternal: boolean) => INSTRUCTOR_LOCATIONS[isInternal ? 0 : 1].label;

/** The form's radio group holds '1' or '0'; the API sends 1 or 0. Left out, an instructor is internal. */
const location = z.preprocess(
  (v) => (v === '1' ? 1 : v === '0' ? 0 : v),
  z
    .literal([0, 1], { error: INSTRUCTOR_MESSAGES.location })
    .nullish()
    .transform((v) => (v ?? 1) === 1),
);

/**
 * The instructor form (/Instrutor-new, /Instrutor-edit/{id}) and the input of both readings of
 * the mutations. The CPF is typed with or without the mask and kept masked (000.000.000-00), as
 * the table stores it.
 */
export const instructorInput = z.object({
  nome: z
    .string({ error: INSTRUCTOR_MESSAGES.nameEmpty })
    .trim()
    .min(1, INSTRUCTOR_MESSAGES.nameEmpty)
    .max(INSTRUCTOR_LIMITS.nome, tooLong('nome', INSTRUCTOR_LIMITS.nome)),
  cpf: cpfField(INSTRUCTOR_LIMITS.cpf).transform(formatCpf),
  is_interno: location,
});
export type InstructorInput = z.output<typeof instructorInput>;

/**
 * A removed instructor whom classrooms use stays with them but is offered for no new classroom;
 * the confirmation says so (state rule).
 */
export const instructorDeleteConfirmation = (nome: string) =>
  `${deleteConfirmation(`o instrutor ${nome}`)}. Novas turmas não poderão ser criadas com este instrutor.`;
