import { z } from 'zod';
import { cpfFilter } from './fields.ts';
import { required } from './messages.ts';
import { recordIdFromText } from './record-id.ts';
import { TRAIL_MESSAGES } from './trail.ts';

/** A learner's state in a trail, as the filter and the report's Status column word it. */
export const TRAIL_REPORT_STATUS = { done: 'Concluído', inProgress: 'Em andamento' } as const;
export const TRAIL_REPORT_STATUSES = [TRAIL_REPORT_STATUS.done, TRAIL_REPORT_STATUS.inProgress] as const;

export const TRAIL_REPORT_MESSAGES = {
  startAfterEnd: 'Data inicial não pode ser superior a data final!',
  statusRequired: required('status'),
  startRequired: required('data inicial'),
  endRequired: required('data final'),
  invalidStatus: "Informe o status: 'Concluído' ou 'Em andamento'.",
  invalidDate: 'Informe uma data válida.',
  invalidProfile: 'Perfil inválido.',
} as const;

const empty = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A day as the date fields send it (yyyy-mm-dd, or an ISO date-time whose day is taken). */
const day = z.preprocess(
  empty,
  z
    .string({ error: TRAIL_REPORT_MESSAGES.invalidDate })
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, TRAIL_REPORT_MESSAGES.invalidDate)
    .transform((v) => v.slice(0, 10))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), TRAIL_REPORT_MESSAGES.invalidDate)
    .nullable(),
);

/**
 * The filters of /Trilha-relatorio/{id} and the parameters of its report (lms/report_trail).
 * Its output is also valid input: the report engine stores it and reads it again when generating.
 * Status and both dates are required unless a CPF is given (a CPF alone finds one learner).
 */
export const trailReportParams = z
  .strictObject({
    trail_id: recordIdFromText(TRAIL_MESSAGES.notFound),
    cpf: cpfFilter,
    status: z.preprocess(empty, z.enum(TRAIL_REPORT_STATUSES, { error: TRAIL_REPORT_MESSAGES.invalidStatus }).nullable()),
    /** A profile id (the users' profile); null for all. */
    perfil: z.preprocess(empty, recordIdFromText(TRAIL_REPORT_MESSAGES.invalidProfile).nullable()),
    inicio: day,
    fim: day,
  })
  .superRefine((value, ctx) => {
    if (value.inicio && value.fim && value.inicio > value.fim) {
      ctx.addIssue({ code: 'custom', path: ['inicio'], message: TRAIL_REPORT_MESSAGES.startAfterEnd });
    }
    if (value.cpf) return;
    if (!value.status) ctx.addIssue({ code: 'custom', path: ['status'], message: TRAIL_REPORT_MESSAGES.statusRequired });
    if (!value.inicio) ctx.addIssue({ code: 'custom', path: ['inicio'], message: TRAIL_REPORT_MESSAGES.startRequired });
    if (!value.fim) ctx.addIssue({ code: 'custom', path: ['fim'], message: TRAIL_REPORT_MESSAGES.endRequired });
  });

export type TrailReportParams = z.output<typeof trailReportParams>;
