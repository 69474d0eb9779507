/** Texts of the states and transitions and the error catalogue of the spec for creating users, one at a time or from a CSV. */
export const USER_CREATION_MESSAGES = {
  created: 'Usuário criado com sucesso.',
  failure: 'Ocorreu um erro ao subir usuário.',
} as const;

/** After 'Usuário criado com sucesso.' the app returns to the list of users after 3 s (state rule). */
export const RETURN_AFTER_CREATE_MS = 3000;

export type UserKind = 'corretor' | 'parceiro';

export const TEMPLATE_URL: Record<UserKind, string> = {
  corretor: '/templates/modelo-usuarios-corretores.csv',
  parceiro: '/templates/modelo-usuarios-parceiros.csv',
};
