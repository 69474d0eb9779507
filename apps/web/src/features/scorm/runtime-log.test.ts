import { describe, expect, it } from 'vitest';
import { describeCall, describeEntry, logEntryOf, statusOf, type RuntimeCall } from './runtime-log.ts';

const msg = (call: string, extra: Record<string, unknown> = {}) => ({
  type: 'scorm-preview',
  kind: 'call',
  version: '1.2',
  item: 'i1',
  call,
  result: 'true',
  error: null,
  ...extra,
});
const call = (name: string, extra: Record<string, unknown> = {}) => logEntryOf(msg(name, extra)) as RuntimeCall;
const titles = new Map([
  ['i1', 'Parte 1'],
  ['i2', 'Parte 2'],
]);

describe('runtime log', () => {
  it("reads only the player's messages, as plain strings", () => {
    expect(logEntryOf(null)).toBeNull();
    expect(logEntryOf({ type: 'other', kind: 'call', call: 'LMSInitialize' })).toBeNull();
    expect(logEntryOf({ type: 'scorm-preview', kind: 'call', call: 42 })).toBeNull();
    expect(logEntryOf({ type: 'scorm-preview', kind: 'item' })).toBeNull();
    expect(logEntryOf(msg('LMSSetValue', { element: 'cmi.core.lesson_status', value: 'completed', size: -1, error: { code: 403, text: 'x' } }))).toEqual({
      kind: 'call',
      item: 'i1',
      call: 'LMSSetValue',
      element: 'cmi.core.lesson_status',
      value: 'completed',
      size: null,
      result: 'true',
      error: { code: '?', text: 'x' },
    });
    expect(logEntryOf({ type: 'scorm-preview', kind: 'navigation', request: 'continue', target: 7 })).toEqual({
      kind: 'navigation',
      request: 'continue',
      target: null,
    });
  });

  it('describes each call in Portuguese, after its SCORM name and result', () => {
    expect(describeCall(call('LMSInitialize'))).toBe('Sessão iniciada');
    expect(describeCall(call('Initialize', { result: 'false' }))).toBe('Falha ao iniciar a sessão');
    expect(describeCall(call('SetValue', { element: 'cmi.completion_status', value: 'completed' }))).toBe('Gravação de cmi.completion_status = "completed"');
    expect(describeCall(call('LMSGetValue', { element: 'cmi.core.student_name', value: 'Ana' }))).toBe('Leitura de cmi.core.student_name: "Ana"');
    expect(describeCall(call('LMSCommit'))).toBe('Dados gravados (commit)');
    expect(describeCall(call('Terminate'))).toBe('Sessão encerrada');
    expect(describeEntry(call('LMSInitialize'), titles)).toBe('LMSInitialize → true · Sessão iniciada');
    expect(describeEntry({ kind: 'item', item: 'i2', reason: 'continue' }, titles)).toBe('Item aberto: Parte 2 (continuar)');
    expect(describeEntry({ kind: 'navigation', request: 'continue', target: 'i2' }, titles)).toBe('Navegação solicitada: continue → Parte 2');
    expect(describeEntry({ kind: 'navigation', request: 'previous', target: null }, titles)).toBe('Navegação solicitada: previous (nenhum item a abrir)');
  });

  it("follows the current item's session and last values (suspend_data by size), counting errors over the run", () => {
    const entries = [
      logEntryOf({ type: 'scorm-preview', kind: 'item', item: 'i1', reason: 'start' })!,
      call('LMSInitialize'),
      call('LMSSetValue', { element: 'cmi.core.lesson_status', value: 'incomplete' }),
      call('LMSSetValue', { element: 'cmi.core.lesson_status', value: 'completed' }),
      call('LMSSetValue', { element: 'cmi.suspend_data', value: 'x'.repeat(500), size: 4200 }),
      call('LMSSetValue', { element: 'cmi.core.score.raw', value: '900', result: 'false', error: { code: '405', text: 'Incorrect Data Type' } }),
    ];
    expect(statusOf(entries)).toEqual({
      session: 'Iniciada',
      item: 'i1',
      values: { 'cmi.core.lesson_status': 'completed', 'cmi.suspend_data': '4.200 caracteres' },
      errors: 1,
    });
    expect(statusOf([...entries, call('LMSFinish')]).session).toBe('Encerrada');
    const next = statusOf([...entries, call('LMSFinish'), { kind: 'item', item: 'i2', reason: 'continue' }]);
    expect(next).toEqual({ session: 'Não iniciada', item: 'i2', values: {}, errors: 1 });
    expect(statusOf([]).session).toBe('Não iniciada');
  });
});
