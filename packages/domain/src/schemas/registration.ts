import { z } from 'zod';
import { formKinds } from './form-kinds.ts';
import { BRANCH_ID } from '../constants.ts';
import { MIN_DOCUMENT_DIGITS, onlyDigits } from '../documents.ts';
import { cpfField, emailField, phoneField, requiredId } from './person.ts';
import { INVALID_PHONE, required, requiredText, tooLong } from './messages.ts';

/** Papel of a broker: the create-user flow sends 1, 2, 3. */
export const CORRETOR_ROLES = [
  { value: 1, label: 'Funcionário' },
  { value: 2, label: 'Sócio' },
  { value: 3, label: 'Preposto' },
] as const;

export const SUSEP_GROUPS = [
  { value: 340431, label: 'SUSEP' },
  { value: 340432, label: 'SUSEP PLENA' },
] as const;

/**
 * Limits of the registration fields (validation rule), for the schemas below and the forms' maxLength. The
 * real-estate document is stored as 14 digits but typed with its mask (18 characters).
 */
export const REGISTRATION_LIMITS = {
  name: 80,
  email: 80,
  cpf: 14,
  phone: 15,
  storedPhone: 14,
  company: 40,
  role: 40,
  susep: 10,
  realEstateDocument: 14,
  realEstateDocumentTyped: 18,
  realEstateCode: 20,
  realEstateName: 255,
} as const;
const L = REGISTRATION_LIMITS;

type Choice = { readonly value: number; readonly label: string };

/** A value outside a list, shown as typed (cut short) with the valid ones: a CSV cell says what to write instead. */
export const invalidChoice = (field: string, value: string, choices: readonly Choice[]) =>
  `${field} inválido: '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'. Use um de: ${choices.map((c) => `${c.label} (${c.value})`).join(', ')}.`;

/**
 * One of the codes of `choices`: empty is the generic required message (validation rule), anything else not
 * among them is invalid, naming the value and the valid ones.
 */
const choiceOf = (requiredField: string, field: string, choices: readonly Choice[]) =>
  z
    .unknown()
    .transform((raw, ctx): number => {
      const typed = raw === null || raw === undefined ? '' : String(raw).trim();
      if (!typed) {
        ctx.addIssue({ code: 'custom', message: required(requiredField) });
        return z.NEVER;
      }
      const choice = choices.find((c) => String(c.value) === typed);
      if (!choice) {
        ctx.addIssue({ code: 'custom', message: invalidChoice(field, typed, choices) });
        return z.NEVER;
      }
      return choice.value;
    })
    .register(formKinds, { form: 'choice' });

const papel = choiceOf('papel', 'Papel', CORRETOR_ROLES);
const grupo = choiceOf('susep grupo', 'Grupo Susep', SUSEP_GROUPS);
const susep = requiredText('código susep', L.susep);

/** The single 'Criar usuário' form and each row of a batch import share these fields. */
const newUserBase = {
  name: requiredText('nome', L.name),
  cpf: cpfField(L.cpf),
  email: emailField(L.email),
  telefone: phoneField(L.phone),
};

export const corretorUserInput = z.object({ ...newUserBase, papel, susep_externalId: susep, susep_grupo: grupo });
export const parceiroUserInput = z.object({ ...newUserBase, ramo: requiredId('ramo de atuação') });
export type CorretorUserInput = z.output<typeof corretorUserInput>;
export type ParceiroUserInput = z.output<typeof parceiroUserInput>;

/** /Corretor-edit (createOrUpdateCadastro, corretor input). */
export const corretorInput = z.object({
  name: requiredText('nome', L.name),
  email: emailField(L.email),
  cpf: cpfField(L.cpf),
  telefone: phoneField(L.phone),
  papel,
  grupo,
  susep,
});
export type CorretorInput = z.output<typeof corretorInput>;

export const PARCEIRO_MESSAGES = {
  oneOfTwo: 'Ao menos um dos 2 campos precisa ser preenchido. (CNPJ/CPF ou Código da imobiliária).',
  shortDocument: 'Preencha o campo com um CPF ou CNPJ válido',
  notFound: 'Cadastro não encontrado. Por favor entre em contato com seu parceiro.',
  nullResult: 'Houve um erro na validação da base Imobiliária.',
  failure: 'Houve um erro interno. Por favor, tente novamente mais tarde',
  codeNumeric: 'O código da imobiliária deve conter apenas números.',
  saved: 'Salvo com sucesso!',
} as const;

/**
 * The partner's phone: typed with the mask (00) 00000-0000 like every phone, so the limit of 14
 * of the validation rules applies to what is stored (digits), not to the 15 characters of a masked mobile number.
 */
const parceiroPhone = z
  .string({ error: required('telefone') })
  .trim()
  .min(1, required('telefone'))
  .transform(onlyDigits)
  .pipe(z.string().max(L.storedPhone, tooLong('telefone', L.storedPhone)))
  .refine((d) => d.length === 10 || d.length === 11, INVALID_PHONE);

const digitsOrNull = (max: number, field: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? onlyDigits(v) : ''))
    .pipe(z.string().max(max, tooLong(field, max)))
    .transform((v) => v || null);

/** /Parceiro-edit (createOrUpdateCadastro, parceiro input), with the rules of the states and transitions and the validation rules of the spec. */
export const parceiroInput = z
  .object({
    name: requiredText('nome', L.name),
    email: emailField(L.email),
    cpf: cpfField(L.cpf),
    company: requiredText('empresa', L.company),
    role: requiredText('cargo', L.role),
    phone: parceiroPhone,
    branch: requiredId('ramo de atuação'),
    aprovado: z.boolean().nullish(),
    cnpj_cpf_imobiliaria: digitsOrNull(L.realEstateDocument, 'CNPJ/CPF'),
    cod_imobiliaria: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .pipe(z.string().max(L.realEstateCode, tooLong('código da imobiliária', L.realEstateCode)).regex(/^\d+$/, PARCEIRO_MESSAGES.codeNumeric).nullable()),
  })
  .superRefine((v, ctx) => {
    if (v.cnpj_cpf_imobiliaria && v.cnpj_cpf_imobiliaria.length < MIN_DOCUMENT_DIGITS) {
      ctx.addIssue({ code: 'custom', path: ['cnpj_cpf_imobiliaria'], message: PARCEIRO_MESSAGES.shortDocument });
    }
    if (v.branch === BRANCH_ID.REAL_ESTATE && !v.cnpj_cpf_imobiliaria && !v.cod_imobiliaria) {
      ctx.addIssue({ code: 'custom', path: ['cnpj_cpf_imobiliaria'], message: PARCEIRO_MESSAGES.oneOfTwo });
    }
  })
  .transform((v) => {
    const realEstate = v.branch === BRANCH_ID.REAL_ESTATE;
    return {
      ...v,
      // Status exists only for branch 298188; real-estate fields only for 306849.
      aprovado: v.branch === BRANCH_ID.STATUS_ENABLED ? (v.aprovado ?? null) : null,
      cnpj_cpf_imobiliaria: realEstate ? v.cnpj_cpf_imobiliaria : null,
      cod_imobiliaria: realEstate ? v.cod_imobiliaria : null,
    };
  });
export type ParceiroInput = z.output<typeof parceiroInput>;

/** One row of the real-estate base (Importar base): a name and at least one identifier. */
export const realEstateRow = z
  .object({
    document: digitsOrNull(L.realEstateDocument, 'CNPJ/CPF'),
    code: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .pipe(z.string().max(L.realEstateCode, tooLong('código da imobiliária', L.realEstateCode)).regex(/^\d+$/, PARCEIRO_MESSAGES.codeNumeric).nullable()),
    name: requiredText('nome', L.realEstateName),
  })
  .superRefine((v, ctx) => {
    if (v.document && v.document.length < MIN_DOCUMENT_DIGITS) {
      ctx.addIssue({ code: 'custom', path: ['document'], message: PARCEIRO_MESSAGES.shortDocument });
    }
    if (!v.document && !v.code) ctx.addIssue({ code: 'custom', path: ['document'], message: PARCEIRO_MESSAGES.oneOfTwo });
  });
