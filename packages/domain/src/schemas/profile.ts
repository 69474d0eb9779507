import { z } from 'zod';
import { foldText } from '../fold.ts';
import { required, tooLong } from './messages.ts';
import { recordIdFromText } from './record-id.ts';

export const PROFILE_TITLE_MAX = 40;

export const profileInput = z.object({
  title: z
    .string({ error: required('título') })
    .trim()
    .min(1, required('título'))
    .max(PROFILE_TITLE_MAX, tooLong('título', PROFILE_TITLE_MAX)),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const profileModuleLink = z.object({
  profile_id: recordIdFromText(),
  account_module_id: recordIdFromText(),
});

/** Refusals of the profile calls (the modules screen shows ownProfile before any click). */
export const PROFILE_MESSAGES = {
  notFound: 'Perfil não encontrado.',
  superadmin: 'Perfis de Super Administrador não podem ser alterados.',
  reserved: 'Este perfil é usado pelas regras do sistema e não pode ser excluído.',
  hasUsers: 'Não é possível excluir um perfil que possui usuários. Mova os usuários para outro perfil antes.',
  moduleNotFound: 'Módulo não encontrado.',
  ownProfile: 'Você não pode alterar os módulos do seu próprio perfil.',
  notHeld: 'Somente um Super Administrador pode conceder um módulo que você não possui.',
  duplicateTitle: 'Já existe um perfil com este título.',
} as const;

/** A title as an admin reads it: without case, accents or extra spaces, so 'Gestão' and 'gestao ' are one. */
export const profileTitleKey = (title: string) => foldText(title).replace(/\s+/g, ' ').trim();

/**
 * The profile form's schema, also refusing a title one of `others` (the other profiles' titles)
 * already has; the server checks again on save, as the authority.
 */
export function profileInputAmong(others: readonly string[]) {
  const taken = new Set(others.map(profileTitleKey));
  return profileInput.refine((v) => !taken.has(profileTitleKey(v.title)), { path: ['title'], message: PROFILE_MESSAGES.duplicateTitle });
}
