/** What the audit log records, with the label the audit screen shows for each. */
export const AUDIT_ACTIONS = {
  login: 'Login',
  logout: 'Saída',
  'impersonation.start': 'Acesso como outro usuário',
  'profile.module.grant': 'Módulo concedido ao perfil',
  'profile.module.revoke': 'Módulo retirado do perfil',
  'profile.delete': 'Perfil excluído',
  'user.profile.change': 'Perfil do usuário alterado',
  'user.block': 'Usuário bloqueado',
  'user.unblock': 'Usuário desbloqueado',
  'category.delete': 'Categoria excluída',
  'asset.delete': 'Conteúdo excluído',
  'content.delete': 'Destaque excluído',
  'branch.delete': 'Ramo de atuação excluído',
  'course.delete': 'Curso excluído',
  'classroom.delete': 'Turma excluída',
  'instructor.delete': 'Instrutor excluído',
  'trail.delete': 'Trilha excluída',
  'proof.delete': 'Avaliação excluída',
  'question.delete': 'Pergunta excluída',
  'answer.delete': 'Resposta excluída',
  'chat.delete': 'Sala virtual excluída',
  'bulk.action': 'Ação em massa',
  'bin.restore': 'Item restaurado da Lixeira',
  'bin.purge': 'Item excluído definitivamente',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What an entry acted on (target_kind), as the audit screen names it. */
export const AUDIT_TARGETS: Readonly<Record<string, string>> = {
  user: 'Usuário',
  profile: 'Perfil',
  asset: 'Conteúdo',
  category: 'Categoria',
  content: 'Destaque',
  branch: 'Ramo de atuação',
  course: 'Curso',
  classroom: 'Turma',
  instructor: 'Instrutor',
  trail: 'Trilha',
  proof: 'Avaliação',
  question: 'Pergunta',
  answer: 'Resposta',
  chat: 'Sala virtual',
  bulk_run: 'Ação em massa',
  bin_entry: 'Lixeira',
};

export const AUDIT_MESSAGES = {
  superadminOnly: 'Somente um Super Administrador pode consultar o registro de auditoria.',
} as const;

const who = (name: string | null, id: number | null) => (id === null ? '—' : `${name ?? 'Usuário excluído'} (#${id})`);

/** Who acted, as the audit screen and its export write it: under 'log in as' the one who acted and the account used differ, and both are written. */
export function auditActedBy(entry: { actor_id: number | null; actor_name: string | null; user_id: number | null; user_name: string | null }): string {
  if (entry.actor_id === entry.user_id) return who(entry.actor_name, entry.actor_id);
  return `${who(entry.actor_name, entry.actor_id)} como ${who(entry.user_name, entry.user_id)}`;
}

/** What an entry acted on, as the audit screen and its export write it. */
export const auditTarget = (entry: { target_kind: string | null; target_id: number | null }): string =>
  entry.target_kind ? `${AUDIT_TARGETS[entry.target_kind] ?? entry.target_kind} #${entry.target_id}` : '—';
