import { describe, expect, it } from 'vitest';
import { describeCall, runtimeCallOf, statusOf } from './runtime-log.ts';

const msg = (call: string, extra: Record<string, unknown> = {}) => ({ type: 'scorm-preview', version: '1.2', call, result: 'true', error: null, ...extra });

describe('runtime log', () => {
  it('reads only the runtime\'s messages, as plain strings', () => {
    expect(runtimeCallOf(null)).toBeNull();
    expect(runtimeCallOf({ type: 'other', call: 'LMSInitialize' })).toBeNull();
    expect(runtimeCallOf({ type: 'scorm-preview', call: 42 })).toBeNull();
    expect(runtimeCallOf(msg('LMSSetValue', { element: 'cmi.core.lesson_status', value: 'completed', error: { code: 403, text: 'x' } }))).toEqual({
      call: 'LMSSetValue',
      element: 'cmi.core.lesson_status',
      value: 'completed',
      result: 'true',
      error: { code: '?', text: 'x' },
    });
  });

  it('describes each call in Portuguese', () => {
    const of = (call: string, extra = {}) => describeCall(runtimeCallOf(msg(call, extra))!);
    expect(of('LMSInitialize')).toBe('Sessão iniciada');
    expect(of('Initialize', { result: 'false' })).toBe('Falha ao iniciar a sessão');
    expect(of('SetValue', { element: 'cmi.completion_status', value: 'completed' })).toBe('Gravação de cmi.completion_status = "completed"');
    expect(of('LMSGetValue', { element: 'cmi.core.student_name', value: 'Ana' })).toBe('Leitura de cmi.core.student_name: "Ana"');
    expect(of('LMSCommit')).toBe('Dados gravados (commit)');
    expect(of('Terminate')).toBe('Sessão encerrada');
  });

  it('follows the session and the last status values, counting errors', () => {
    const calls = [
      msg('LMSInitialize'),
      msg('LMSSetValue', { element: 'cmi.core.lesson_status', value: 'incomplete' }),
      msg('LMSSetValue', { element: 'cmi.core.lesson_status', value: 'completed' }),
      msg('LMSSetValue', { element: 'cmi.core.score.raw', value: '900', result: 'false', error: { code: '405', text: 'Incorrect Data Type' } }),
    ].map((m) => runtimeCallOf(m)!);
    expect(statusOf(calls)).toEqual({ session: 'Em andamento', values: { 'cmi.core.lesson_status': 'completed' }, errors: 1 });
    expect(statusOf([...calls, runtimeCallOf(msg('LMSFinish'))!]).session).toBe('Encerrada');
    expect(statusOf([]).session).toBe('Não iniciada');
  });
});
