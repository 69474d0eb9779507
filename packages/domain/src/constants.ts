/** Business constants the rules of both specifications depend on. */
export const PAGE_SIZE = 20;
export const PAGINATION_SIBLINGS = 2;

export const PROFILE_ID = {
  /** Administrators whose users may own content; also used for the dashboard rules. */
  ADMIN: 1,
  /** Sees the course, content, user and broker-report blocks of the dashboard. */
  SPECIAL: 15,
  SUPER_ADMIN: 2,
} as const;

/** Profiles the business rules refer to by id: they cannot be deleted. */
export const RESERVED_PROFILE_IDS: readonly number[] = [PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL, PROFILE_ID.SUPER_ADMIN];

export const BRANCH_ID = {
  REAL_ESTATE: 306849,
  STATUS_ENABLED: 298188,
} as const;

export const ACCOUNT_FIELD_ID = {
  PROFILE_CHOICES: 8,
  FIELD_9: 9,
  FIELD_10: 10,
  /** A user's commercial team and region: what virtual room audiences are broken down by, with Perfil, Sucursal and Diretoria. */
  COMERCIAL: 11,
  REGIONAL: 12,
  BRANCHES: 19,
} as const;

export const NOTIFICATION_AUTO_CLOSE_MS = 3000;
export const SAVED_MESSAGE_MS = 3000;
export const REDIRECT_AFTER_SAVE_MS = 2000;
/** How often a screen checks a report a job is generating: the month grids, a course's in-progress report (business limit), a trail's report (business limit). */
export const REPORT_POLL_MS = 5000;
export const COURSE_REPORT_POLL_MS = 15_000;
export const TRAIL_REPORT_POLL_MS = 30_000;

export const MESSAGES = {
  loading: 'Carregando...',
  loadError: 'Erro :(',
  /** The toast of a refused form; the messages are under the fields. */
  fixFields: (count: number) => (count === 1 ? 'Corrija o campo destacado no formulário.' : `Corrija os ${count} campos destacados no formulário.`),
  /** The toast beside 'Erro :(' (learning the error catalogue of the spec). */
  loadFailed: 'Ocorreu um erro ao carregar as informações.',
  recordNotFound: 'Registro não encontrado',
  recordNotFoundDetail: 'O endereço aponta para um registro que não existe ou foi excluído.',
  empty: '(Vazio)',
  noData: 'Nenhum dado disponível',
  saved: 'Salvo com sucesso!',
  deleted: 'Exclusão concluída com sucesso!',
  deleteTitle: 'Atenção!',
  unauthenticated: 'Sua sessão expirou ou não é válida. Faça login novamente.',
  forbidden: 'Seu perfil não tem acesso a esta funcionalidade.',
  internal: 'Houve um erro interno. Por favor, tente novamente mais tarde',
  invalidId: 'Informe um identificador válido.',
  invalidCharacters: 'Os dados enviados contêm caracteres inválidos.',
  staleRecord: 'Este registro foi alterado por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual antes de salvar.',
  invalidVersion: 'Versão do registro inválida: recarregue a página e tente novamente.',
} as const;

export function deleteConfirmation(what: string): string {
  return `Tem certeza que deseja excluir ${what}? Não será possível recuperar o registro após a exclusão`;
}
