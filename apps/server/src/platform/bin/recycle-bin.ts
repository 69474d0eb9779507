import { and, asc, eq, sql } from 'drizzle-orm';
import { BIN_MESSAGES, type BinType } from '@backoffice/domain/recycle-bin';
import { binEntry, binRow } from '../../db/schema/bin.ts';
import { recordAudit } from '../audit-log.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { pgError } from '../db/pg-error.ts';
import { UserError } from '../errors.ts';

type Row = Record<string, unknown>;
type EntryRow = typeof binEntry.$inferSelect;

/** A type's own rule a restore must pass (a profile's title must still be free), throwing its refusal. */
export type RestoreRule = (tx: Db, record: Row) => Promise<void>;

/** What a restore brought back, and each link that could not come back because its other end is gone. */
export interface RestoreResult {
  type: BinType;
  record_id: number;
  not_restored: string[];
}

/** Readable names of the tables whose rows a restore may have to leave out. */
const TABLE_LABELS: Readonly<Record<string, string>> = {
  trail_item: 'Item de trilha',
  category_has_asset: 'Vínculo com categoria',
  category_has_course: 'Vínculo com categoria',
  category_has_trail: 'Vínculo com categoria',
  category_has_profile: 'Vínculo com categoria',
  segmentation: 'Segmentação',
  classroom_subscription: 'Participante',
  course_progress: 'Progresso de curso',
  chat_message: 'Mensagem',
  chat_presence: 'Presença',
  stored_file: 'Arquivo',
};

/**
 * Links held by id without a foreign key: the tables they may point at (restored first), and the
 * record a row points at, which must exist for the row to come back.
 */
const SOFT_LINKS: Readonly<Record<string, { parents: string[]; target: (row: Row) => { table: string; id: unknown } }>> = {
  trail_item: { parents: ['course', 'asset'], target: (row) => ({ table: row.item_type === 'course' ? 'course' : 'asset', id: row.item_id }) },
};

/** Tables in an order where every row's foreign keys point at rows already there (parents first). */
async function parentsFirst(tx: Db, tables: string[]): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    select conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`)) as unknown as { rows: Array<{ child: string; parent: string }> };
  const wanted = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  const soft = Object.entries(SOFT_LINKS).flatMap(([child, link]) => link.parents.map((parent) => ({ child, parent })));
  for (const { child, parent } of [...rows, ...soft]) if (wanted.has(child) && wanted.has(parent) && child !== parent) parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table)!) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function columnsOf(tx: Db, table: string): Promise<Set<string>> {
  const { rows } = (await tx.execute(
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`,
  )) as unknown as { rows: Array<{ column_name: string }> };
  return new Set(rows.map((r) => r.column_name));
}

/** One row back as it was, with its id, in a savepoint: a refusal (its link gone) leaves the rest alone. */
async function insertRow(tx: Db, table: string, row: Row, columns: Set<string>): Promise<'ok' | 'missing-link' | 'taken'> {
  const names = Object.keys(row).filter((c) => columns.has(c));
  const list = sql.join(
    names.map((c) => sql.identifier(c)),
    sql`, `,
  );
  try {
    await tx.transaction((sp) =>
      sp.execute(
        sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row)}::jsonb)`,
      ),
    );
    return 'ok';
  } catch (error) {
    const code = pgError(error)?.code;
    if (code === '23503') return 'missing-link';
    if (code === '23505') return 'taken';
    throw error;
  }
}

/** The ids of each table's rows in the entry, to know what comes back with the record. */
type Snapshot = Map<string, Set<unknown>>;

/**
 * Room a row needs among rows that stayed: a trail item of a trail that did not go with the record
 * (the course's place in someone else's trail) goes back to its position, the items after it one
 * down, as they were before the deletion numbered them 1..n again.
 */
const MAKE_ROOM: Readonly<Record<string, (tx: Db, row: Row, snapshot: Snapshot) => Promise<unknown>>> = {
  trail_item: async (tx, row, snapshot) => {
    if (snapshot.get('trail')?.has(row.trail_id)) return;
    // The trail's row locked first, as every write of its items does: an edit of its order waits, or is waited for.
    const { rows } = (await tx.execute(sql`select 1 from trail where id = ${Number(row.trail_id)} for update`)) as unknown as { rows: unknown[] };
    if (!rows.length) return;
    await tx.execute(sql`update trail_item set ordernum = ordernum + 1 where trail_id = ${Number(row.trail_id)} and ordernum >= ${Number(row.ordernum)}`);
  },
};

/**
 * What closes the gap a row left out leaves among rows that came back or stayed: a trail whose
 * item could not come back numbers its items 1..n again, in their order.
 */
const CLOSE_GAPS: Readonly<Record<string, (tx: Db, leftOut: Row[]) => Promise<unknown>>> = {
  trail_item: async (tx, leftOut) => {
    const trails = [...new Set(leftOut.map((row) => Number(row.trail_id)))];
    await tx.execute(sql`
      update trail_item set ordernum = ranked.position
      from (select id, row_number() over (partition by trail_id order by ordernum, id) as position
            from trail_item where trail_id in (${sql.join(
              trails.map((id) => sql`${id}`),
              sql`, `,
            )})) ranked
      where trail_item.id = ranked.id and trail_item.ordernum <> ranked.position`);
  },
};

/**
 * The record a soft link points at exists; its row stays locked (key share) until the restore
 * commits, so its deletion running meanwhile either waits and then takes the link with it, or
 * ended first and the link stays out: never a link pointing at nothing.
 */
async function softLinkExists(tx: Db, table: string, row: Row): Promise<boolean> {
  const link = SOFT_LINKS[table]?.target(row);
  if (!link) return true;
  const { rows } = (await tx.execute(sql`select 1 from ${sql.identifier(link.table)} where id = ${Number(link.id)} for key share`)) as unknown as {
    rows: unknown[];
  };
  return rows.length > 0;
}

/**
 * Puts back a deleted record and every row that went with it, exactly as they were (same ids and
 * values), parents first. A row whose link points at what no longer exists stays out and is
 * named; the record itself must come back whole, or nothing does (a rule it would break now).
 */
export async function restoreEntry(db: Db, user: CurrentUser, entry: EntryRow, rules: Partial<Record<BinType, RestoreRule>>): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: binEntry.id }).from(binEntry).where(eq(binEntry.id, entry.id)).for('update');
    if (!locked) throw new UserError(BIN_MESSAGES.notFound, 'NOT_FOUND');
    const rows = await tx.select().from(binRow).where(eq(binRow.entry_id, entry.id)).orderBy(asc(binRow.id));
    const byTable = new Map<string, Row[]>();
    for (const r of rows) byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.row]);
    const type = entry.type as BinType;
    const mainTable = rows.find((r) => (r.row as Row).id === entry.record_id)?.table_name;
    const record = mainTable ? byTable.get(mainTable)!.find((r) => r.id === entry.record_id) : undefined;
    if (record) await rules[type]?.(tx, record);
    const notRestored: string[] = [];
    const leftOut = new Map<string, Row[]>();
    const snapshot: Snapshot = new Map([...byTable].map(([table, list]) => [table, new Set(list.map((r) => r.id))]));
    for (const table of await parentsFirst(tx, [...byTable.keys()])) {
      const columns = await columnsOf(tx, table);
      for (const row of byTable.get(table)!) {
        const isRecord = row === record;
        const linked = await softLinkExists(tx, table, row);
        if (linked) await MAKE_ROOM[table]?.(tx, row, snapshot);
        const outcome = linked ? await insertRow(tx, table, row, columns) : 'missing-link';
        if (outcome === 'ok') continue;
        if (isRecord) throw new UserError(BIN_MESSAGES.conflict, 'CONFLICT');
        notRestored.push(BIN_MESSAGES.linkGone(`${TABLE_LABELS[table] ?? table} #${row.id}`));
        leftOut.set(table, [...(leftOut.get(table) ?? []), row]);
      }
    }
    for (const [table, rows] of leftOut) await CLOSE_GAPS[table]?.(tx, rows);
    await tx.delete(binEntry).where(eq(binEntry.id, entry.id));
    await recordAudit(tx, {
      action: 'bin.restore',
      user,
      target: { kind: 'bin_entry', id: entry.id },
      details: { type, record_id: entry.record_id, title: entry.title, not_restored: notRestored },
    });
    return { type, record_id: entry.record_id, not_restored: notRestored };
  });
}

/**
 * Removes a bin entry for good; answers the storage keys of its files, for the caller to remove
 * once this commits (a file left behind by a failed removal is unreachable, never a broken link).
 */
export async function purgeEntry(tx: Db, user: CurrentUser | null, entry: EntryRow): Promise<string[]> {
  const files = await tx
    .select({ key: sql<string>`${binRow.row} ->> 'storage_key'` })
    .from(binRow)
    .where(and(eq(binRow.entry_id, entry.id), eq(binRow.table_name, 'stored_file')));
  await tx.delete(binEntry).where(eq(binEntry.id, entry.id));
  await recordAudit(tx, {
    action: 'bin.purge',
    user,
    target: { kind: 'bin_entry', id: entry.id },
    details: { type: entry.type, record_id: entry.record_id, title: entry.title },
  });
  return files.map((f) => f.key).filter(Boolean);
}
