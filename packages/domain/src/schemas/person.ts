import { z } from 'zod';
import { formKinds, type ChoiceInput } from './form-kinds.ts';
import { isValidCpf, onlyDigits } from '../documents.ts';
import { INVALID_CPF, INVALID_EMAIL, INVALID_PHONE, required, requiredText } from './messages.ts';

/** E-mail: required, at most `max` characters, a valid address. */
export const emailField = (max = 80) => requiredText('e-mail', max).pipe(z.email(INVALID_EMAIL));

/** CPF typed with the mask 000.000.000-00 or as digits; stored and sent as 11 digits. */
export const cpfField = (max = 14) => requiredText('cpf', max).transform(onlyDigits).refine(isValidCpf, INVALID_CPF);

/** Phone typed with the mask (00) 00000-0000 or as digits; stored as 10 or 11 digits. */
export const phoneField = (max: number) =>
  requiredText('telefone', max)
    .transform(onlyDigits)
    .refine((d) => d.length === 10 || d.length === 11, INVALID_PHONE);

/** A numeric id picked in a select; `field` names it in the required message. */
export const requiredId = (field: string) =>
  z.coerce
    .number<ChoiceInput>({ error: required(field) })
    .int(required(field))
    .positive(required(field))
    .register(formKinds, { form: 'choice' });
