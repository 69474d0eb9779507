import type { Db } from '../db/client.ts';

/**
 * Fields of one request that each ask for a value by key, answered by one statement: a query
 * that aliases a field ten times (the dashboard's page views per day) would otherwise send ten.
 * The resolvers of a request's fields are all called in the same turn of the event loop, so the
 * keys gathered by then go out together.
 */
export function requestBatch<K, V>(load: (db: Db, keys: K[]) => Promise<Map<K, V>>) {
  const pending = new WeakMap<object, { keys: Set<K>; values: Promise<Map<K, V>> }>();
  return (ctx: { db: Db; req: object }, key: K): Promise<V> => {
    let batch = pending.get(ctx.req);
    if (!batch) {
      const keys = new Set<K>();
      const values = new Promise<Map<K, V>>((resolve, reject) =>
        setImmediate(() => {
          pending.delete(ctx.req);
          load(ctx.db, [...keys]).then(resolve, reject);
        }),
      );
      batch = { keys, values };
      pending.set(ctx.req, batch);
    }
    batch.keys.add(key);
    return batch.values.then((values) => values.get(key) as V);
  };
}
