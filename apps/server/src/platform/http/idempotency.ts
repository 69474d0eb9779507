import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotentRequest } from '../../db/schema/account.ts';
import type { Db } from '../db/client.ts';
import { UserError } from '../errors.ts';
import { onSendHook, requestHook } from './request-hooks.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Chave de idempotência inválida: use de 8 a 100 letras, números, "-" ou "_".',
  inProgress: 'Esta operação já está sendo processada. Aguarde um instante e confira se ela foi concluída.',
} as const;

/** How long an answer is kept for its repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A first request that has not answered in this long is taken as lost (its server stopped): a repeat runs again. */
const ABANDONED_MS = 60_000;
/** How long a repeat waits for the first request to answer. */
const WAIT_MS = 5_000;
const SWEEP_CHANCE = 0.01;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's place in idempotent_request, when it runs as the first of its key. */
    idempotent?: { key: string; hash: string };
  }
}

const GRAPHQL = /^\/api\/v1\/[a-z]+\/graphql(\?|$)/;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const rowOf = (userId: number, key: string, hash: string) =>
  and(eq(idempotentRequest.user_id, userId), eq(idempotentRequest.key, key), eq(idempotentRequest.request_hash, hash));

/**
 * Exactly-once creates: a GraphQL POST carrying an Idempotency-Key (the forms send one per new
 * record) is answered, when the same user sends the very same request again with that key, with
 * the answer the first one got, and runs once. Only successful answers are kept: a request that
 * was refused (a validation error) may be corrected and sent again with the same key. A repeat
 * arriving while the first still runs waits for its answer a few seconds, then is told so.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  /** Claims the key for this request, or answers with the first one's answer (waiting a little for it). */
  const claim = async (request: FastifyRequest, reply: FastifyReply, userId: number, key: string) => {
    const hash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    if (Math.random() < SWEEP_CHANCE) await db.delete(idempotentRequest).where(lt(idempotentRequest.created_at, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const [claimed] = await db
        .insert(idempotentRequest)
        .values({ user_id: userId, key, request_hash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotentRequest.key });
      if (claimed) {
        request.idempotent = { key, hash };
        return;
      }
      const [first] = await db
        .select({
          response: idempotentRequest.response,
          age: sql<number>`extract(epoch from (now() - ${idempotentRequest.created_at})) * 1000`.mapWith(Number),
        })
        .from(idempotentRequest)
        .where(rowOf(userId, key, hash));
      if (first?.response != null) return reply.header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(first.response);
      if (first && first.age > ABANDONED_MS)
        await db.delete(idempotentRequest).where(and(rowOf(userId, key, hash), sql`${idempotentRequest.response} is null`));
      else if (Date.now() > deadline) throw new UserError(IDEMPOTENCY_MESSAGES.inProgress, 'CONFLICT');
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  app.addHook(
    'preHandler',
    requestHook((request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (key === undefined || request.method !== 'POST' || !GRAPHQL.test(request.url) || !request.user) return;
      if (typeof key !== 'string' || !KEY.test(key)) throw new UserError(IDEMPOTENCY_MESSAGES.badKey);
      return claim(request, reply, request.user.id, key);
    }),
  );

  // The claimed row keeps a successful answer for the repeats, or is dropped so the request may be sent again.
  app.addHook(
    'onSend',
    onSendHook((request, reply, payload) => {
      const mark = request.idempotent;
      if (!mark || !request.user) return;
      request.idempotent = undefined;
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      const succeeded = reply.statusCode === 200 && text !== null && !/^\{"errors":|"errors":\[/.test(text);
      const where = rowOf(request.user.id, mark.key, mark.hash);
      return succeeded ? db.update(idempotentRequest).set({ response: text }).where(where) : db.delete(idempotentRequest).where(where);
    }),
  );
}
