import { z } from 'zod';
import { flag } from './fields.ts';
import { emailField } from './person.ts';
import { requiredText, tooLong } from './messages.ts';
import { recordId } from './record-id.ts';

export const USER_LIMITS = { name: 80, mail: 80, uid: 14, blockedDescription: 255 } as const;

export const USER_EDIT_MESSAGES = {
  /** Under the Perfil select when the caller may give this user no profile (their own user, a super administrator). */
  profileLocked: 'Você não pode alterar o perfil deste usuário.',
} as const;

/** /User-edit: a blocked user's reason is kept only while blocked. */
export const userEditInput = z
  .object({
    name: requiredText('nome', USER_LIMITS.name),
    mail: emailField(USER_LIMITS.mail),
    uid: requiredText('user id (cpf ou matrícula)', USER_LIMITS.uid),
    profile_id: recordId()
      .nullish()
      .transform((v) => v ?? null),
    is_blocked: flag,
    blocked_description: z.string().trim().max(USER_LIMITS.blockedDescription, tooLong('motivo do bloqueio', USER_LIMITS.blockedDescription)).nullish(),
  })
  .transform((v) => ({ ...v, blocked_description: v.is_blocked ? v.blocked_description || null : null }));
export type UserEditInput = z.input<typeof userEditInput>;
export type UserEdit = z.output<typeof userEditInput>;
