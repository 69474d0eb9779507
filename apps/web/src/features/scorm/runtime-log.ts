/**
 * What the preview frame's SCORM runtime reports (apps/server/.../scorm-runtime.ts sends one
 * message per call of the package), read defensively: the frame runs the package's code, so a
 * message is only data to show, never trusted for more.
 */
export const RUNTIME_MESSAGE_TYPE = 'scorm-preview';

export interface RuntimeCall {
  call: string;
  element: string | null;
  value: string | null;
  result: string;
  error: { code: string; text: string } | null;
}

const text = (v: unknown, max = 500): string | null => (typeof v === 'string' ? v.slice(0, max) : null);

export function runtimeCallOf(data: unknown): RuntimeCall | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const call = text(d.call, 40);
  if (d.type !== RUNTIME_MESSAGE_TYPE || !call) return null;
  const e = typeof d.error === 'object' && d.error !== null ? (d.error as Record<string, unknown>) : null;
  return {
    call,
    element: text(d.element, 255),
    value: text(d.value),
    result: text(d.result) ?? '',
    error: e ? { code: text(e.code, 10) ?? '?', text: text(e.text) ?? '' } : null,
  };
}

const KIND: Record<string, 'initialize' | 'finish' | 'commit' | 'get' | 'set'> = {
  LMSInitialize: 'initialize',
  Initialize: 'initialize',
  LMSFinish: 'finish',
  Terminate: 'finish',
  LMSCommit: 'commit',
  Commit: 'commit',
  LMSGetValue: 'get',
  GetValue: 'get',
  LMSSetValue: 'set',
  SetValue: 'set',
};

/** One line of the log, in Portuguese. */
export function describeCall(c: RuntimeCall): string {
  switch (KIND[c.call]) {
    case 'initialize':
      return c.result === 'true' ? 'Sessão iniciada' : 'Falha ao iniciar a sessão';
    case 'finish':
      return c.result === 'true' ? 'Sessão encerrada' : 'Falha ao encerrar a sessão';
    case 'commit':
      return c.result === 'true' ? 'Dados gravados (commit)' : 'Falha ao gravar os dados (commit)';
    case 'get':
      return `Leitura de ${c.element}: "${c.value ?? ''}"`;
    case 'set':
      return `Gravação de ${c.element} = "${c.value ?? ''}"`;
    default:
      return c.call;
  }
}

/** The data model elements that say how the learner is doing, by version. */
export const STATUS_ELEMENTS: Record<string, [element: string, label: string][]> = {
  '1.2': [
    ['cmi.core.lesson_status', 'Situação da lição'],
    ['cmi.core.score.raw', 'Nota'],
  ],
  '2004': [
    ['cmi.completion_status', 'Conclusão'],
    ['cmi.success_status', 'Aprovação'],
    ['cmi.score.raw', 'Nota'],
  ],
};

export type SessionState = 'Não iniciada' | 'Em andamento' | 'Encerrada';

/** Where the session stands and the last value the package set for each status element. */
export function statusOf(calls: readonly RuntimeCall[]): { session: SessionState; values: Record<string, string>; errors: number } {
  let session: SessionState = 'Não iniciada';
  const values: Record<string, string> = {};
  let errors = 0;
  for (const c of calls) {
    if (c.error) errors++;
    const kind = KIND[c.call];
    if (kind === 'initialize' && c.result === 'true') session = 'Em andamento';
    if (kind === 'finish' && c.result === 'true') session = 'Encerrada';
    if (kind === 'set' && c.element && !c.error) values[c.element] = c.value ?? '';
  }
  return { session, values, errors };
}
