import type { BIN_MODULES } from './modules.ts';

/**
 * What the recycle bin ('Lixeira') holds, by type: the label its list shows and the module a
 * caller must hold to see, restore or purge it (super administrators hold every module).
 */
export const BIN_TYPES = {
  profile: { label: 'Perfil', module: 'Profile' },
  branch: { label: 'Ramo de atuação', module: 'Branch' },
  category: { label: 'Categoria', module: 'Category' },
  media: { label: 'Conteúdo digital', module: 'Media' },
  banner: { label: 'Banner', module: 'Banner' },
  chatBanner: { label: 'Banner Sala Virtual', module: 'ChatBanner' },
  courseAttachment: { label: 'Anexo de curso', module: 'Course' },
  roomAttachment: { label: 'Anexo de sala', module: 'Chat' },
  highlight: { label: 'Destaque', module: 'Testimony' },
  course: { label: 'Curso on-line', module: 'Course' },
  presentialCourse: { label: 'Curso presencial', module: 'Course' },
  classroom: { label: 'Turma', module: 'Classroom' },
  instructor: { label: 'Instrutor', module: 'Instrutor' },
  trail: { label: 'Trilha', module: 'Trail' },
  proof: { label: 'Avaliação', module: 'Proof' },
  question: { label: 'Pergunta', module: 'Proof' },
  answer: { label: 'Resposta', module: 'Proof' },
  room: { label: 'Sala virtual', module: 'Chat' },
} as const satisfies Record<string, { label: string; module: (typeof BIN_MODULES)[number] }>;

export type BinType = keyof typeof BIN_TYPES;
export const BIN_TYPE_NAMES = Object.keys(BIN_TYPES) as BinType[];

/** Days a deleted record waits in the bin before the daily purge removes it for good (RECYCLE_BIN_DAYS). */
export const RECYCLE_BIN_DAYS = 30;

export const BIN_MESSAGES = {
  /** Added to 'Exclusão concluída com sucesso!' where a deletion goes to the bin. */
  restorable: 'Você pode restaurar em Lixeira.',
  notFound: 'Item não encontrado na Lixeira.',
  restored: 'Item restaurado com sucesso!',
  purged: 'Item excluído definitivamente.',
  restoreConfirmation: 'Restaurar este item?',
  purgeConfirmation: 'Excluir definitivamente este item? Esta ação não pode ser desfeita.',
  /** The heading of the links a restore could not bring back (each line is a linkGone message). */
  notRestored: 'Vínculos que não puderam ser restaurados',
  unknownType: 'Tipo desconhecido.',
  /** A link whose other end is gone (purged, or deleted since): the rest comes back without it. */
  linkGone: (what: string) => `${what}: o registro vinculado não existe mais.`,
  /** The record's own row cannot come back as it was (a rule it would break now). */
  conflict: 'Não foi possível restaurar: já existe um registro que ocupa o lugar deste (por exemplo, com o mesmo título ou código).',
} as const;
