/**
 * What the preview's player reports from the content origin (apps/server/.../player/player.js
 * sends one message per call of the package, per item it opens and per navigation request), read
 * defensively: the package's own code can post too, so a message is only data to show.
 */
export const PLAYER_MESSAGE_TYPE = 'scorm-preview';

/** What this page sends the player to open an item. */
export const launchMessage = (item: string) => ({ type: `${PLAYER_MESSAGE_TYPE}-launch`, item });

export interface RuntimeCall {
  kind: 'call';
  item: string | null;
  call: string;
  element: string | null;
  /** Shown up to 500 characters; `size` is the whole value's length. */
  value: string | null;
  size: number | null;
  result: string;
  error: { code: string; text: string } | null;
}

export interface ItemStart {
  kind: 'item';
  item: string;
  /** 'start', 'menu' (this page's table of contents) or the navigation request that led there. */
  reason: string;
}

export interface Navigation {
  kind: 'navigation';
  request: string;
  target: string | null;
}

export type LogEntry = RuntimeCall | ItemStart | Navigation;

const text = (v: unknown, max = 500): string | null => (typeof v === 'string' ? v.slice(0, max) : null);

export function logEntryOf(data: unknown): LogEntry | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.type !== PLAYER_MESSAGE_TYPE) return null;
  if (d.kind === 'item') {
    const item = text(d.item, 255);
    return item ? { kind: 'item', item, reason: text(d.reason, 60) ?? '' } : null;
  }
  if (d.kind === 'navigation') {
    const request = text(d.request, 300);
    return request ? { kind: 'navigation', request, target: text(d.target, 255) } : null;
  }
  const call = text(d.call, 40);
  if (d.kind !== 'call' || !call) return null;
  const e = typeof d.error === 'object' && d.error !== null ? (d.error as Record<string, unknown>) : null;
  return {
    kind: 'call',
    item: text(d.item, 255),
    call,
    element: text(d.element, 255),
    value: text(d.value),
    size: typeof d.size === 'number' && Number.isSafeInteger(d.size) && d.size >= 0 ? d.size : null,
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

/** What a call did, in Portuguese. */
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

const REASONS: Record<string, string> = {
  start: 'início',
  menu: 'escolhido na lista',
  continue: 'continuar',
  previous: 'voltar',
  choice: 'escolhido pelo conteúdo',
};

/** One line of the log: a call with its SCORM name and result, or the item or navigation it stands for; titles by identifier. */
export function describeEntry(entry: LogEntry, titles: ReadonlyMap<string, string>): string {
  const title = (id: string | null) => (id ? (titles.get(id) ?? id) : '');
  switch (entry.kind) {
    case 'call':
      return `${entry.call} → ${entry.result} · ${describeCall(entry)}`;
    case 'item':
      return `Item aberto: ${title(entry.item)} (${REASONS[entry.reason] ?? entry.reason})`;
    case 'navigation':
      return entry.target ? `Navegação solicitada: ${entry.request} → ${title(entry.target)}` : `Navegação solicitada: ${entry.request} (nenhum item a abrir)`;
  }
}

/** The data model elements that say how the learner is doing, by version; suspend_data shows its size. */
export const STATUS_ELEMENTS: Record<string, [element: string, label: string][]> = {
  '1.2': [
    ['cmi.core.lesson_status', 'Situação da lição'],
    ['cmi.core.score.raw', 'Nota'],
    ['cmi.core.lesson_location', 'Posição'],
    ['cmi.suspend_data', 'Dados de retomada'],
  ],
  '2004': [
    ['cmi.completion_status', 'Conclusão'],
    ['cmi.success_status', 'Aprovação'],
    ['cmi.score.raw', 'Nota'],
    ['cmi.location', 'Posição'],
    ['cmi.suspend_data', 'Dados de retomada'],
  ],
};

/** A value set, as the status table shows it: suspend_data by its size, which is what matters (and what a runtime limits). */
function shownValue(c: RuntimeCall): string {
  if (c.element !== 'cmi.suspend_data') return c.value ?? '';
  const size = c.size ?? c.value?.length ?? 0;
  return `${size.toLocaleString('pt-BR')} ${size === 1 ? 'caractere' : 'caracteres'}`;
}

export type SessionState = 'Não iniciada' | 'Iniciada' | 'Encerrada';

/**
 * Where the current item's session stands, the item, and the last value the package set for each
 * element (each item starts a fresh runtime), counting errors over the whole run.
 */
export function statusOf(entries: readonly LogEntry[]): { session: SessionState; item: string | null; values: Record<string, string>; errors: number } {
  let session: SessionState = 'Não iniciada';
  let item: string | null = null;
  let values: Record<string, string> = {};
  let errors = 0;
  for (const e of entries) {
    if (e.kind === 'item') {
      item = e.item;
      session = 'Não iniciada';
      values = {};
    }
    if (e.kind !== 'call') continue;
    if (e.error) errors++;
    const kind = KIND[e.call];
    if (kind === 'initialize' && e.result === 'true') session = 'Iniciada';
    if (kind === 'finish' && e.result === 'true') session = 'Encerrada';
    if (kind === 'set' && e.element && !e.error) values[e.element] = shownValue(e);
  }
  return { session, item, values, errors };
}
