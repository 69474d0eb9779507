/**
 * The account modules: what a profile may be allowed to use. The server guards every operation
 * with these names and the web builds its side menu from MENU, so both read one table.
 */
export const MODULE_NAMES = [
  'Dashboard',
  'User',
  'Profile',
  'Corretor',
  'Parceiro',
  'Branch',
  'Category',
  'Testimony',
  'ChatBanner',
  'Media',
  'Banner',
  'Despublicar',
  'ImportarBase',
  'Course',
  'Classroom',
  'Instrutor',
  'Trail',
  'Proof',
  'Chat',
] as const;

export type ModuleName = (typeof MODULE_NAMES)[number];

/**
 * The modules of the recycle bin's types (BIN_TYPES in recycle-bin.ts must use one of these; a test
 * checks each has one): holding any of them shows 'Lixeira'. Listed here so the menu does not take
 * the bin's labels and messages into the shell.
 */
export const BIN_MODULES = [
  'Profile',
  'Branch',
  'Category',
  'Media',
  'Banner',
  'ChatBanner',
  'Testimony',
  'Course',
  'Classroom',
  'Instrutor',
  'Trail',
  'Proof',
  'Chat',
] as const satisfies readonly ModuleName[];

/** Reference rows for account_module: fixed ids so profile links survive re-seeding. */
export const ACCOUNT_MODULES: ReadonlyArray<{ id: number; name: ModuleName; label: string }> = [
  { id: 1, name: 'Dashboard', label: 'Dashboard' },
  { id: 2, name: 'User', label: 'Usuários' },
  { id: 3, name: 'Profile', label: 'Perfis Admin' },
  { id: 4, name: 'Corretor', label: 'SSO Corretores' },
  { id: 5, name: 'Parceiro', label: 'SSO Parceiros' },
  { id: 6, name: 'Branch', label: 'Ramos de atuação' },
  { id: 7, name: 'Category', label: 'Categorias' },
  { id: 8, name: 'Testimony', label: 'Destaques' },
  { id: 9, name: 'ChatBanner', label: 'Banner Sala Virtual' },
  { id: 10, name: 'Media', label: 'Conteúdos digitais' },
  { id: 11, name: 'Banner', label: 'Banner' },
  { id: 12, name: 'Despublicar', label: 'Meus Conteúdos' },
  { id: 13, name: 'ImportarBase', label: 'Importar base' },
  { id: 14, name: 'Course', label: 'Cursos' },
  { id: 15, name: 'Classroom', label: 'Turmas Presenciais' },
  { id: 16, name: 'Instrutor', label: 'Instrutores' },
  { id: 17, name: 'Trail', label: 'Trilhas' },
  { id: 18, name: 'Proof', label: 'Avaliações' },
  { id: 19, name: 'Chat', label: 'Sala virtual' },
];

export interface MenuEntry {
  label: string;
  /** Hash route the entry opens. */
  path: string;
  /** null: shown to everyone who is logged in (unless anyModule narrows it). */
  module: ModuleName | null;
  /** With module null: shown only to users holding at least one of these modules. */
  anyModule?: readonly ModuleName[];
}

/** The side menu of both specifications, in their order. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Início', path: '/home', module: null },
  { label: 'Dashboard', path: '/dashboard', module: 'Dashboard' },
  { label: 'Usuários', path: '/User', module: 'User' },
  { label: 'Perfis Admin', path: '/Profiles', module: 'Profile' },
  { label: 'SSO Corretores', path: '/Corretor', module: 'Corretor' },
  { label: 'SSO Parceiros', path: '/Parceiro', module: 'Parceiro' },
  { label: 'Ramos de atuação', path: '/Branch', module: 'Branch' },
  { label: 'Categorias', path: '/Category', module: 'Category' },
  { label: 'Destaques', path: '/Cms/Testimony', module: 'Testimony' },
  { label: 'Banner Sala Virt.', path: '/Dam/chatBanner', module: 'ChatBanner' },
  { label: 'Conteúdos digitais', path: '/Dam/Media', module: 'Media' },
  { label: 'Banner', path: '/Dam/Banner', module: 'Banner' },
  { label: 'Meus Conteúdos', path: '/Unpublished-preview', module: 'Despublicar' },
  { label: 'Importar base', path: '/Importar-base', module: 'ImportarBase' },
  { label: 'Cursos On-line', path: '/Course', module: 'Course' },
  { label: 'Cursos Presenciais', path: '/Presential-course', module: 'Course' },
  { label: 'Turmas Presenciais', path: '/Classroom', module: 'Classroom' },
  { label: 'Instrutores', path: '/Instrutor', module: 'Instrutor' },
  { label: 'Trilhas', path: '/trail', module: 'Trail' },
  { label: 'Avaliação', path: '/Proof/1', module: 'Proof' },
  { label: 'Aval. de reação', path: '/Proof/2', module: 'Proof' },
  { label: 'Quiz', path: '/Proof/3', module: 'Proof' },
  { label: 'Sala virtual', path: '/Chat', module: 'Chat' },
  // The recycle bin shows each entry only to holders of its type's module (super administrators: all).
  { label: 'Lixeira', path: '/Lixeira', module: null, anyModule: BIN_MODULES },
];

export function isModuleName(value: string): value is ModuleName {
  return (MODULE_NAMES as readonly string[]).includes(value);
}

/** Menu entries a user with these modules may see. */
export function menuFor(modules: readonly string[]): MenuEntry[] {
  const holds = (module: string) => modules.includes(module);
  return MENU.filter((entry) => (entry.module === null ? (entry.anyModule?.some(holds) ?? true) : holds(entry.module)));
}
