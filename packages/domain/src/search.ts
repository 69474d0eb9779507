import type { ModuleName } from './modules.ts';

/**
 * What the global search (Ctrl+K) finds, in the order its groups are shown: each kind's group
 * label and the module a caller must hold for the server to search it at all.
 */
export const SEARCH_KINDS = {
  user: { label: 'Usuários', module: 'User' },
  corretor: { label: 'SSO Corretores', module: 'Corretor' },
  parceiro: { label: 'SSO Parceiros', module: 'Parceiro' },
  profile: { label: 'Perfis Admin', module: 'Profile' },
  branch: { label: 'Ramos de atuação', module: 'Branch' },
  category: { label: 'Categorias', module: 'Category' },
  media: { label: 'Conteúdos digitais', module: 'Media' },
  banner: { label: 'Banners', module: 'Banner' },
  chatBanner: { label: 'Banners Sala Virtual', module: 'ChatBanner' },
  highlight: { label: 'Destaques', module: 'Testimony' },
  course: { label: 'Cursos', module: 'Course' },
  classroom: { label: 'Turmas Presenciais', module: 'Classroom' },
  instrutor: { label: 'Instrutores', module: 'Instrutor' },
  trail: { label: 'Trilhas', module: 'Trail' },
  proof: { label: 'Avaliações', module: 'Proof' },
  question: { label: 'Questões', module: 'Proof' },
  room: { label: 'Salas virtuais', module: 'Chat' },
} as const satisfies Record<string, { label: string; module: ModuleName }>;

export type SearchKind = keyof typeof SEARCH_KINDS;

export const SEARCH_MESSAGES = {
  termTooLong: 'A busca aceita até 100 caracteres.',
  limit: 'O limite de resultados por tipo vai de 1 a 20.',
};

/** Fewer letters than this match by id or digits only: a trigram index needs three. */
export const SEARCH_MIN_LETTERS = 3;
