import type { ModuleName } from './modules.ts';

/**
 * The records with a history ('Histórico'), by table: the module that reads it. An asset's is the
 * module of its type (the server reads it from the asset).
 */
export const HISTORY_TYPES = {
  users: 'User',
  profile: 'Profile',
  corretor: 'Corretor',
  parceiro: 'Parceiro',
  branch: 'Branch',
  category: 'Category',
  asset: null,
  content: 'Testimony',
  course: 'Course',
  video_media: 'Course',
  classroom: 'Classroom',
  instrutor: 'Instrutor',
  trail: 'Trail',
  proof: 'Proof',
  question: 'Proof',
  answer: 'Proof',
  chat: 'Chat',
} as const satisfies Record<string, ModuleName | null>;

export type HistoryType = keyof typeof HISTORY_TYPES;
export const HISTORY_TYPE_NAMES = Object.keys(HISTORY_TYPES) as HistoryType[];

/** The history's labels of the columns, as the forms name them; a column not listed shows its name. */
export const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Título',
  name: 'Nome',
  nome: 'Nome',
  description: 'Descrição',
  description_short: 'Descrição curta',
  active: 'Ativo',
  is_active: 'Ativo',
  date_publish: 'Data de publicação',
  date_unpublish: 'Data de despublicação',
  thumbnail_file_id: 'Miniatura',
  file_id: 'Arquivo',
  scorm_file_id: 'Pacote SCORM',
  mail: 'E-mail',
  email: 'E-mail',
  uid: 'User ID (CPF ou matrícula)',
  cpf: 'CPF',
  profile_id: 'Perfil',
  is_blocked: 'Bloqueado',
  blocked_description: 'Motivo do bloqueio',
  category_id: 'Categoria',
  course_id: 'Curso',
  trail_id: 'Trilha',
  asset_id: 'Conteúdo',
  account_module_id: 'Módulo',
  owner: 'Responsável',
  proof_id: 'Avaliação',
  reactionevaluation_id: 'Avaliação de reação',
  quiz_id: 'Quiz',
  instrutor_id: 'Instrutor',
  branch_id: 'Ramo de atuação',
  parent_id: 'Pai',
  user_id: 'Usuário',
  account_field_value_id: 'Valor de segmentação',
  hours: 'Horas',
  minutes: 'Minutos',
  code: 'Código',
  video: 'Vídeo',
  priority: 'Prioridade',
  directlink: 'Link',
  showgrid: 'Exibir fora das trilhas',
  external_view: 'Visualização externa',
  address: 'Endereço',
  datetime_start: 'Início',
  datetime_end: 'Fim',
  limit_registrations: 'Número máximo de pessoas',
  is_public: 'Pública',
  is_specific: 'Específica',
  is_correct: 'Correta',
  value: 'Valor',
  susep: 'Susep',
  phone: 'Telefone',
  company: 'Empresa',
  ordernum: 'Posição',
  items: 'Itens',
};

/** Flags stored as 0/1 (or booleans), shown 'Sim' / 'Não'. */
export const HISTORY_FLAGS: ReadonlySet<string> = new Set([
  'active',
  'is_active',
  'is_blocked',
  'showgrid',
  'external_view',
  'is_public',
  'is_specific',
  'is_correct',
  'is_admin',
  'is_superadmin',
  'is_subscriptions',
]);

export const HISTORY_ACTIONS = {
  create: 'Criação',
  update: 'Alteração',
  link: 'Vínculo adicionado',
  unlink: 'Vínculo removido',
  reorder: 'Nova ordem',
} as const;

export const HISTORY_MESSAGES = {
  unknownType: 'Tipo de registro sem histórico.',
  /** An id that names no record and has no history (a deleted record keeps its history). */
  notFound: 'Registro não encontrado.',
  /** A long text kept as its length and fingerprint, not copied. */
  longText: (length: number) => `(texto de ${length.toLocaleString('pt-BR')} caracteres)`,
} as const;
