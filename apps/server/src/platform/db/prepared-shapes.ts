import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { mapRowsOnce } from './rows-mapped-once.ts';

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
    if (!statement) shapes.set(shape, (statement = mapRowsOnce(prepare(`shape_${++statements}`))));
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

const dialect = new PgDialect();

/** A statement's text and parameters, built once, and the name it is sent under. */
export interface NamedStatement {
  query: Query;
  name: string;
}

/**
 * A statement built once for a shape whose values are placeholders, named after its text. For
 * statements with a bounded number of shapes: the global search's, one per set of kinds and sort
 * of term.
 */
export function namedStatement(statement: SQL): NamedStatement {
  const query = dialect.sqlToQuery(statement);
  return { query, name: `text_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 24)}` };
}

const genericTwins = new WeakMap<Db, Db>();

/**
 * Registers connections to the same database that plan a named statement once, for any values
 * (plan_cache_mode force_generic_plan, see openDatabase). The main pool keeps PostgreSQL's choice,
 * which plans a list's search pattern anew against its trigram indexes.
 */
export function useGenericPlans(db: Db, twin: Db): void {
  genericTwins.set(db, twin);
}

/**
 * Runs a statement with its placeholders' values. 'generic': named, so that each connection parses
 * it once and plans it once, for a statement whose best plan is the same whatever its values (on
 * PGlite, or inside a transaction, it is planned per call instead). 'per call': unnamed, parsed
 * and planned for these values.
 */
export async function executeNamed<R>(db: Db, statement: NamedStatement, values: Record<string, unknown>, plan: 'generic' | 'per call'): Promise<R[]> {
  const target = plan === 'generic' ? (genericTwins.get(db) ?? db) : db;
  const prepared = target._.session.prepareQuery(statement.query, undefined, plan === 'generic' ? statement.name : undefined, false);
  return ((await prepared.execute(values)) as { rows: R[] }).rows;
}
