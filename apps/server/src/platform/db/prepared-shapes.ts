import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

let statements = 0;

/**
 * Statements prepared once per database handle and shape (which search alternatives, which
 * order): Drizzle builds a statement's SQL text once, and each call then sends only its values
 * (on PostgreSQL a named statement, parsed once per connection). The values stay parameters, so
 * PostgreSQL still plans a search pattern against the trigram indexes.
 * Inside a transaction the statement is built for that call and sent unnamed: a name per
 * transaction would pile up prepared statements on the pool's connections.
 */
export function preparedShapes<S>() {
  const byDb = new WeakMap<Db, Map<string, S>>();
  return (db: Db, shape: string, prepare: (name: string) => S): S => {
    if (db instanceof PgTransaction) return prepare('');
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (!statement) shapes.set(shape, (statement = prepare(`shape_${++statements}`)));
    return statement;
  };
}

/**
 * One statement prepared once per database handle: for what every request of a hot path sends
 * (a session, a chat message), so neither Drizzle nor PostgreSQL builds or plans it again.
 */
export function preparedOnce<S>(prepare: (db: Db, name: string) => S): (db: Db) => S {
  const statements = preparedShapes<S>();
  return (db) => statements(db, '', (name) => prepare(db, name));
}
