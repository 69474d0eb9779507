import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_TEXT_MAX, loggerOptions } from './logger-options.ts';

/** A failed query as drizzle reports it: the SQL, then every parameter, one of them 100 KB. */
class FailedQuery extends Error {
  params: unknown[];
  constructor(params: unknown[], cause: Error) {
    super(`Failed query: select id from users where uid in ($1, $2)\nparams: ${params.join(',')}`, { cause });
    this.name = 'DrizzleQueryError';
    this.params = params;
  }
}

describe('the log', () => {
  it('never carries a whole parameter list or a value over a few hundred characters', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...loggerOptions({ logLevel: 'error' }), stream } });
    const value = `${'9'.repeat(100_000)}\u0000x`;
    const cause = Object.assign(new Error(`invalid byte sequence for encoding "UTF8": 0x00 in ${value}`), { code: '22021' });
    app.log.error({ err: new FailedQuery(['52998224725', value], cause) }, 'import failed');
    await app.close();
    const entry = JSON.parse(lines.join(''));
    expect(entry.msg).toBe('import failed');
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(entry.err.message).toContain('Failed query: select id from users');
    expect(entry.err.cause.code).toBe('22021');
    expect(entry.err.params).toBeUndefined();
    const longest = (node: unknown): number =>
      typeof node === 'string'
        ? Math.max(...node.split('\n').map((l) => l.length))
        : node && typeof node === 'object'
          ? Math.max(0, ...Object.values(node).map(longest))
          : 0;
    expect(longest(entry)).toBeLessThanOrEqual(LOG_TEXT_MAX + 30);
    // Two stacks of short lines: nothing near the 100 KB value.
    expect(lines.join('').length).toBeLessThan(10_000);
  });
});
