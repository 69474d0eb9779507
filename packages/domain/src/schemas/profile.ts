import { z } from 'zod';
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
} as const;
