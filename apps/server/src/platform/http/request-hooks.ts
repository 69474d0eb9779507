import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a hook does on a request: it may throw (Fastify answers with the error), and returns a
 * promise only when it has to wait (a session not yet known, an idempotent request to claim).
 */
type HookWork = (request: FastifyRequest, reply: FastifyReply) => void | PromiseLike<unknown>;
type OnSendWork = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void | PromiseLike<unknown>;

/** A rejection as Fastify takes it: an error, whatever was thrown (an empty one would pass for success). */
const failure = (reason: unknown) => (reason instanceof Error ? reason : new Error(`A request hook failed: ${String(reason)}`));

/**
 * A hook (onRequest, preValidation, preHandler) that waits only when its work does. Fastify waits
 * on an async hook's promise before the next hook: a promise and a microtask for each of the nine
 * hooks on every request, though most of them decide at once (measured in the note of issue 25).
 */
export const requestHook =
  (work: HookWork) =>
  (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const waiting = work(request, reply);
    if (waiting)
      waiting.then(
        () => done(),
        (reason: unknown) => done(failure(reason)),
      );
    else done();
  };

/** An onSend hook that keeps the payload and waits only when its work does (see requestHook). */
export const onSendHook =
  (work: OnSendWork) =>
  (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void => {
    const waiting = work(request, reply, payload);
    if (waiting)
      waiting.then(
        () => done(null, payload),
        (reason: unknown) => done(failure(reason)),
      );
    else done(null, payload);
  };
