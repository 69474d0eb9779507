import { sql, type SQL } from 'drizzle-orm';
import mqemitter, { type MQEmitter } from 'mqemitter';
import type { Db } from '../db/client.ts';
import type { Notifications } from '../db/notifications.ts';

export const EVENTS_CHANNEL = 'bo_graphql_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: events carry ids, not documents. */
export const EVENT_MAX_BYTES = 7900;

/**
 * The NOTIFY of an event, as SQL inside a statement that writes what it announces: every copy
 * hears it once that statement's transaction commits, and never if it rolls back. `payload` must
 * stay under EVENT_MAX_BYTES as JSON (ids, not documents).
 */
export const notifySql = (topic: SQL, payload: SQL): SQL =>
  sql`pg_notify(${EVENTS_CHANNEL}, json_build_object('topic', (${topic})::text, 'payload', ${payload})::text)`;

/** An emitter whose events reach every server copy, and which can also speak to this copy alone. */
export interface LiveEmitter extends MQEmitter {
  /** Delivers to this copy's subscribers only, without the database (e.g. what a copy derives from events it heard). */
  emitLocal: MQEmitter['emit'];
}

/**
 * The emitter behind GraphQL subscriptions (Mercurius' `subscription.emitter`) when several
 * server copies answer: a published event goes out as a NOTIFY and comes back to every copy,
 * this one included, whose own subscribers then get it. On PGlite it stays in the process.
 */
export async function databaseEmitter(db: Db, notifications: Notifications): Promise<LiveEmitter> {
  const local = mqemitter();
  await notifications.listen(EVENTS_CHANNEL, (payload) => local.emit(JSON.parse(payload)));
  const emitter: LiveEmitter = {
    get current() {
      return local.current;
    },
    get concurrent() {
      return local.concurrent;
    },
    on(topic, listener, callback) {
      local.on(topic, listener, callback);
      return emitter;
    },
    removeListener: (topic, listener, callback) => local.removeListener(topic, listener, callback),
    emit(message, callback) {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > EVENT_MAX_BYTES) {
        callback?.(new Error(`event on ${message.topic} too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`));
        return;
      }
      db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`).then(
        () => callback?.(),
        (error: Error) => callback?.(error),
      );
    },
    emitLocal(message, callback) {
      local.emit(message, callback);
      return emitter;
    },
    close: (callback) => local.close(callback),
  };
  return emitter;
}
