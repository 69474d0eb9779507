import type { ModuleName } from './modules.ts';
import type { SegmentationModuleName } from './schemas/segmentation.ts';

/** What a bulk action does, with the label of its button in the selection bar. */
export const BULK_ACTIONS = {
  activate: 'Ativar',
  deactivate: 'Desativar',
  delete: 'Excluir',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  profile: 'Mover para perfil',
  segment_add: 'Adicionar segmentação',
  segment_remove: 'Remover segmentação',
} as const;

export type BulkAction = keyof typeof BULK_ACTIONS;
export const BULK_ACTION_NAMES = Object.keys(BULK_ACTIONS) as BulkAction[];

type KindRule = {
  /** The module that guards the list, its actions and its export. */
  module: ModuleName;
  /** What a row is called in messages ('3 cursos'). */
  noun: [singular: string, plural: string];
  actions: readonly BulkAction[];
  /** The segmentation module of its items, for segment_add and segment_remove. */
  segmentation?: SegmentationModuleName;
  /** The export's file name, without extension. */
  file: string;
};

const SWITCH = ['activate', 'deactivate', 'delete'] as const;
const SEGMENTS = ['segment_add', 'segment_remove'] as const;

/**
 * The lists that select rows and act on many (issue 26), by kind: the actions each entity allows.
 * Every kind also exports what its list shows.
 */
export const BULK_KINDS = {
  user: { module: 'User', noun: ['usuário', 'usuários'], actions: ['block', 'unblock', 'profile', ...SEGMENTS], segmentation: 'User', file: 'usuarios' },
  corretor: { module: 'Corretor', noun: ['corretor', 'corretores'], actions: [], file: 'corretores' },
  parceiro: { module: 'Parceiro', noun: ['parceiro', 'parceiros'], actions: [], file: 'parceiros' },
  profile: { module: 'Profile', noun: ['perfil', 'perfis'], actions: ['delete'], file: 'perfis' },
  branch: { module: 'Branch', noun: ['ramo de atuação', 'ramos de atuação'], actions: ['delete'], file: 'ramos-de-atuacao' },
  category: { module: 'Category', noun: ['categoria', 'categorias'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Category', file: 'categorias' },
  media: { module: 'Media', noun: ['conteúdo', 'conteúdos'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Media', file: 'conteudos-digitais' },
  banner: { module: 'Banner', noun: ['banner', 'banners'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Banner', file: 'banners' },
  chatBanner: {
    module: 'ChatBanner',
    noun: ['banner', 'banners'],
    actions: [...SWITCH, ...SEGMENTS],
    segmentation: 'chatBanner',
    file: 'banners-sala-virtual',
  },
  highlight: { module: 'Testimony', noun: ['destaque', 'destaques'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Testimony', file: 'destaques' },
  course_online: { module: 'Course', noun: ['curso', 'cursos'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Course', file: 'cursos-online' },
  course_presential: { module: 'Course', noun: ['curso', 'cursos'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Course', file: 'cursos-presenciais' },
  classroom: { module: 'Classroom', noun: ['turma', 'turmas'], actions: ['delete', ...SEGMENTS], segmentation: 'Classroom', file: 'turmas' },
  instructor: { module: 'Instrutor', noun: ['instrutor', 'instrutores'], actions: ['delete'], file: 'instrutores' },
  trail: { module: 'Trail', noun: ['trilha', 'trilhas'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Trail', file: 'trilhas' },
  proof: { module: 'Proof', noun: ['avaliação', 'avaliações'], actions: SWITCH, file: 'avaliacoes' },
  room: { module: 'Chat', noun: ['sala', 'salas'], actions: [...SWITCH, ...SEGMENTS], segmentation: 'Chat', file: 'salas-virtuais' },
  question: { module: 'Proof', noun: ['pergunta', 'perguntas'], actions: ['delete'], file: 'perguntas' },
  answer: { module: 'Proof', noun: ['resposta', 'respostas'], actions: ['delete'], file: 'respostas' },
  video: { module: 'Course', noun: ['vídeo', 'vídeos'], actions: ['delete'], file: 'biblioteca-de-videos' },
  // Export only. No module grants the audit log: its target also asks for a super administrator.
  audit: { module: 'User', noun: ['registro', 'registros'], actions: [], file: 'auditoria' },
} as const satisfies Record<string, KindRule>;

export type BulkKind = keyof typeof BULK_KINDS;
export const BULK_KIND_NAMES = Object.keys(BULK_KINDS) as BulkKind[];

export const bulkKindAllows = (kind: BulkKind, action: BulkAction): boolean => (BULK_KINDS[kind].actions as readonly BulkAction[]).includes(action);

/** Up to this many records an action runs at once, in the request; more run as a job with progress. */
export const BULK_INLINE_MAX = 200;
/** Records per transaction: a failure loses at most one batch, never what earlier ones stored. */
export const BULK_BATCH = 200;
/** Most ids one request may name (a larger selection is sent as the list's filter). */
export const BULK_IDS_MAX = 1000;

export type BulkStatus = 'running' | 'done' | 'failed';

export const BULK_MESSAGES = {
  unknownKind: 'Lista desconhecida.',
  unknownAction: 'Ação desconhecida.',
  actionNotAllowed: 'Esta ação não se aplica a esta lista.',
  emptySelection: 'Selecione ao menos um registro.',
  tooManyIds: `Selecione até ${BULK_IDS_MAX} registros, ou todos os resultados da busca.`,
  profileRequired: 'Escolha o perfil.',
  valueRequired: 'Escolha o valor de segmentação.',
  reasonTooLong: 'O motivo aceita até 255 caracteres.',
  notFound: 'Registro não encontrado.',
  runNotFound: 'Ação em massa não encontrada.',
  failed: 'A ação foi interrompida por um erro. Os registros já processados foram mantidos.',
  formatInvalid: 'Formato inválido: use csv ou xlsx.',
} as const;

/** 'curso' or 'cursos' by count, with the count: '3 cursos'. */
export function countOf(kind: BulkKind, n: number): string {
  const [one, many] = BULK_KINDS[kind].noun;
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
}
