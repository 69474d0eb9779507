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
};

export const AUDIT_MESSAGES = {
  superadminOnly: 'Somente um Super Administrador pode consultar o registro de auditoria.',
} as const;
