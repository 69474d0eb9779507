import type { Readable } from 'node:stream';
import type { ImportRowError, NewUsersImportResult } from '@backoffice/domain/imports';
import { sql } from 'drizzle-orm';
import { required } from '@backoffice/domain/schemas/messages';
import { CORRETOR_ROLES, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { TextEncodingError } from '../../../platform/csv/decode-text.ts';
import { normalizeHeader, readCsv, type CsvColumns, type CsvRow } from '../../../platform/csv/read-csv.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import type { ImportCounts } from '../../../platform/imports/import-runs.ts';
import {
  describeInsertError,
  findTaken,
  insertNewUsers,
  isTaken,
  NEW_USER_MESSAGES,
  selectRows,
  validateNewUser,
  type NewUser,
  type NewUserKind,
} from './new-users.ts';

export type ImportResult = NewUsersImportResult;

export const BATCH_MESSAGES = {
  noRows: 'O arquivo não tem nenhum usuário abaixo da linha de cabeçalho.',
  /** The file broke after rows were already written: they stay, and the report says where it stopped. */
  stopped: 'O arquivo CSV está malformado a partir desta linha. A importação parou aqui; as linhas anteriores foram processadas.',
} as const;

const COMMON_COLUMNS = {
  name: ['Nome', 'name'],
  cpf: ['CPF'],
  email: ['E-mail', 'email', 'mail'],
  telefone: ['Telefone', 'celular', 'phone'],
};

/** Header names of each kind's file; the first name of each is the one the messages and templates use. */
export const NEW_USER_CSV: { corretor: CsvColumns<string>; parceiro: CsvColumns<string> } = {
  corretor: {
    columns: {
      ...COMMON_COLUMNS,
      papel: ['Papel', 'role'],
      susep_externalId: ['Código Susep', 'susep', 'codigo_susep', 'susep_externalId'],
      susep_grupo: ['Grupo Susep', 'grupo', 'susep_grupo'],
    },
    required: ['name', 'cpf', 'email', 'telefone', 'papel', 'susep_externalId', 'susep_grupo'],
  },
  parceiro: {
    columns: { ...COMMON_COLUMNS, ramo: ['Ramo de atuação', 'ramo', 'branch', 'ramo_id', 'branch_id'] },
    required: ['name', 'cpf', 'email', 'telefone', 'ramo'],
  },
};

/** Papel and Grupo Susep may be written as their codes (1, 340431) or their names (Sócio, SUSEP PLENA). */
const ROLE_BY_NAME = new Map(CORRETOR_ROLES.map((r) => [normalizeHeader(r.label), String(r.value)]));
const GROUP_BY_NAME = new Map(SUSEP_GROUPS.map((g) => [normalizeHeader(g.label), String(g.value)]));
const byName = (names: Map<string, string>, cell: string) => names.get(normalizeHeader(cell)) ?? cell;

/** Ramo de atuação by id or by name (without regard to case and accents). */
async function loadBranches(db: Db): Promise<{ ids: Set<number>; byName: Map<string, number> }> {
  const rows = await selectRows<{ id: number; value: string }>(db, sql`select id, value from branch`);
  const ids = new Set<number>();
  const names = new Map<string, number>();
  for (const row of rows) {
    ids.add(Number(row.id));
    names.set(normalizeHeader(row.value), Number(row.id));
  }
  return { ids, byName: names };
}

interface Prepared<K extends NewUserKind> {
  line: number;
  value: string;
  user: NewUser<K>;
}

export interface ImportOptions {
  /** Rows per multi-row insert (and per duplicate pre-check). */
  chunkSize?: number;
  /** Unexpected database errors (the row is reported either way). */
  logError?: (error: unknown) => void;
  /** Told the counts so far after each chunk is written. */
  onProgress?: (counts: ImportCounts) => void;
}

/** The counts of an import's answer (done, created, refused), as its run records them. */
export const importCounts = (result: ImportResult): ImportCounts => ({
  done: result.users_created + result.users_error.length,
  created: result.users_created,
  failed: result.users_error.length,
});

/**
 * Imports users of a kind from a CSV stream: every row is validated with the form's schema, rows
 * repeating a CPF or e-mail of the file or of the database are reported, and the valid rows are
 * written a chunk at a time (users and registrations together, one statement per chunk). A chunk
 * the database refuses is split until the refused rows are found, so every other row is kept and
 * exactly those are reported. Memory stays flat: one chunk is validated while the previous one is
 * written, and nothing else of the file is held. A re-run of the same file creates nothing new.
 *
 * A file refused before any row was written (empty, binary, missing columns, malformed early)
 * throws a UserError and leaves the database as it was.
 */
const ANALYZE_AFTER_ROWS = 1000;

export async function importNewUsers<K extends NewUserKind>(
  db: Db,
  kind: K,
  stream: Readable,
  actor: CurrentUser,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const chunkSize = options.chunkSize ?? 1000;
  const logError = options.logError ?? (() => {});
  const errors: ImportRowError[] = [];
  let created = 0;
  const branches = kind === 'parceiro' ? await loadBranches(db) : null;

  const refuse = (line: number, value: string, messages: string[]) => errors.push({ row: line, value, error: messages.join(' ') });

  /** Validation and duplicates inside the chunk: no database round trip. */
  const prepare = (rows: CsvRow<string>[]): Prepared<K>[] => {
    const valid: Prepared<K>[] = [];
    const cpfLines = new Map<string, number>();
    const emailLines = new Map<string, number>();
    for (const { line, values } of rows) {
      const value = values.cpf.trim() || values.name.trim();
      const raw: Record<string, string> = { ...values };
      let unknownName = false;
      if (kind === 'corretor') {
        raw.papel = byName(ROLE_BY_NAME, values.papel);
        raw.susep_grupo = byName(GROUP_BY_NAME, values.susep_grupo);
      } else {
        const cell = values.ramo.trim();
        if (cell && !/^\d+$/.test(cell)) {
          const named = branches!.byName.get(normalizeHeader(cell));
          raw.ramo = named === undefined ? '' : String(named);
          unknownName = named === undefined;
        }
      }
      const validation = validateNewUser(kind, raw);
      if (!validation.ok) {
        // A ramo typed but not found is an unknown ramo, not a missing one.
        const messages = unknownName
          ? validation.messages.map((m) => (m === required('ramo de atuação') ? NEW_USER_MESSAGES.unknownBranch : m))
          : validation.messages;
        refuse(line, value, messages);
        continue;
      }
      const user = validation.value;
      const messages: string[] = [];
      if (kind === 'parceiro' && !branches!.ids.has((user as NewUser<'parceiro'>).ramo)) messages.push(NEW_USER_MESSAGES.unknownBranch);
      const mail = user.email.toLowerCase();
      const cpfLine = cpfLines.get(user.cpf);
      const emailLine = emailLines.get(mail);
      if (cpfLine !== undefined) messages.push(NEW_USER_MESSAGES.cpfRepeated(cpfLine));
      if (emailLine !== undefined) messages.push(NEW_USER_MESSAGES.emailRepeated(emailLine));
      if (messages.length) {
        refuse(line, value, messages);
        continue;
      }
      cpfLines.set(user.cpf, line);
      emailLines.set(mail, line);
      valid.push({ line, value, user });
    }
    return valid;
  };

  /** Writes the rows; when the database refuses them together, halves until each refused row is found. */
  const write = async (rows: Prepared<K>[]): Promise<void> => {
    try {
      created += await insertNewUsers(
        db,
        kind,
        rows.map((r) => r.user),
        actor,
      );
    } catch (error) {
      if (rows.length === 1) {
        const described = describeInsertError(error);
        if (!described.expected) logError(error);
        refuse(rows[0].line, rows[0].value, [described.message]);
        return;
      }
      const half = Math.ceil(rows.length / 2);
      await write(rows.slice(0, half));
      await write(rows.slice(half));
    }
  };

  /** Rows already in the database (earlier chunks of this file included) are reported, the others written. */
  const store = async (rows: Prepared<K>[]): Promise<void> => {
    if (!rows.length) return;
    let taken: Awaited<ReturnType<typeof findTaken>>;
    try {
      taken = await findTaken(
        db,
        kind,
        rows.map((r) => r.user.cpf),
        rows.map((r) => r.user.email),
      );
    } catch (error) {
      // Never leave the file half-reported: these rows were not written, and say so.
      logError(error);
      for (const row of rows) refuse(row.line, row.value, [NEW_USER_MESSAGES.notSaved]);
      return;
    }
    const fresh: Prepared<K>[] = [];
    for (const row of rows) {
      const messages = isTaken(taken, row.user);
      if (messages.length) refuse(row.line, row.value, messages);
      else fresh.push(row);
    }
    if (fresh.length) await write(fresh);
  };

  let pending: Promise<void> | null = null;
  const flush = async (rows: CsvRow<string>[]) => {
    const prepared = prepare(rows);
    if (pending) await pending;
    options.onProgress?.(importCounts({ users_created: created, users_error: errors }));
    pending = store(prepared);
    // Awaited at the next flush or at the end; this only keeps an early failure from going unhandled.
    pending.catch(() => {});
  };

  let chunk: CsvRow<string>[] = [];
  let lastLine = 1;
  let rowsRead = 0;
  try {
    for await (const row of readCsv(stream, NEW_USER_CSV[kind])) {
      chunk.push(row);
      lastLine = row.line;
      rowsRead++;
      if (chunk.length >= chunkSize) {
        await flush(chunk);
        chunk = [];
      }
    }
  } catch (error) {
    // Refused before anything was written: the whole file is refused.
    if (!(error instanceof UserError) || !pending) throw error;
    await flush(chunk);
    await pending;
    // A line in another encoding says which and why; anything else is a malformed file.
    if (error instanceof TextEncodingError) refuse(error.line, '', [error.message]);
    else refuse(lastLine + 1, '', [BATCH_MESSAGES.stopped]);
    return { users_created: created, users_error: errors.sort((a, b) => a.row - b.row) };
  }
  if (!rowsRead) throw new UserError(BATCH_MESSAGES.noRows);
  await flush(chunk);
  await pending;
  // PGlite has no autovacuum: without fresh statistics, searches after a big import would
  // ignore the trigram indexes.
  if (created >= ANALYZE_AFTER_ROWS) await db.execute(sql`analyze users, corretor, parceiro`);
  // Validation of a chunk may finish before the writing of the previous one: report in file order.
  return { users_created: created, users_error: errors.sort((a, b) => a.row - b.row) };
}
