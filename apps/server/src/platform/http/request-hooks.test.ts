import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { onSendHook, requestHook } from './request-hooks.ts';

/** A bare app whose one route records what ran, with the hooks given. */
async function appWith(install: (app: ReturnType<typeof Fastify>, ran: string[]) => void) {
  const app = Fastify();
  const ran: string[] = [];
  install(app, ran);
  app.get('/', async () => {
    ran.push('handler');
    return { ok: true };
  });
  await app.ready();
  return { app, ran };
}

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

describe('requestHook and onSendHook', () => {
  it('run in order, waiting only for the work that returns a promise, and keep the payload', async () => {
    const { app, ran } = await appWith((app, ran) => {
      app.addHook(
        'onRequest',
        requestHook(() => void ran.push('at once')),
      );
      app.addHook(
        'preHandler',
        requestHook(() => later(null).then(() => void ran.push('waited'))),
      );
      app.addHook(
        'onSend',
        onSendHook(() => later(null).then(() => void ran.push('sent after waiting'))),
      );
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ ok: true });
    expect(ran).toEqual(['at once', 'waited', 'handler', 'sent after waiting']);
  });

  it('answer with the error a hook throws or rejects with, and the route never runs', async () => {
    for (const failing of [
      requestHook(() => {
        throw Object.assign(new Error('recusado'), { statusCode: 403 });
      }),
      requestHook(() => Promise.reject(Object.assign(new Error('recusado'), { statusCode: 403 }))),
    ]) {
      const { app, ran } = await appWith((app) => app.addHook('preHandler', failing));
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('recusado');
      expect(ran).toEqual([]);
    }
  });

  it('take a rejection without a reason as a failure, not a success', async () => {
    const { app, ran } = await appWith((app) =>
      app.addHook(
        'onRequest',
        requestHook(() => Promise.reject(undefined)),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(ran).toEqual([]);
    const sending = await appWith((app) =>
      app.addHook(
        'onSend',
        onSendHook(() => Promise.reject(null)),
      ),
    );
    expect((await sending.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
  });
});
