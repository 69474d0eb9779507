import type { Readable } from 'node:stream';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { onlyDigits } from '@backoffice/domain/documents';
import { realEstateRow } from '@backoffice/domain/schemas/registration';
import type { ImportResult as DomainImportResult, ImportRowError } from '@backoffice/domain/imports';
import { realEstateBase } from '../../db/schema/parceiro.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { TextEncodingError } from '../../platform/csv/decode-text.ts';
import { readCsv } from '../../platform/csv/read-csv.ts';
import type { Db } from '../../platform/db/client.ts';
import { UserError } from '../../platform/errors.ts';
import type { ImportCounts } from '../../platform/imports/import-runs.ts';

export const REAL_ESTATE_MESSAGES = {
  documentTaken: (document: string) => `O CNPJ/CPF ${document} já pertence a outra imobiliária da base.`,
  codeTaken: (code: string) => `O código ${code} já pertence a outra imobiliária da base.`,
  batchFailed: 'Não foi possível gravar esta linha. Nada do que já estava na base foi perdido; importe o arquivo novamente.',
} as const;

export interface RealEstateMatch {
  exists: boolean;
  name: string | null;
  document: string | null;
  code: string | null;
}

/**
 * Looks a partner's identifier (CNPJ/CPF, with or without its mask, or the real-estate code) up
 * in the base. null when the base has no rows: it cannot tell yet whether anyone is in it.
 */
export async function verifyIdentifier(db: Db, identifier: string): Promise<RealEstateMatch | null> {
  const key = onlyDigits(identifier);
  const [row] = key
    ? await db
        .select({ name: realEstateBase.name, document: realEstateBase.document, code: realEstateBase.code })
        .from(realEstateBase)
        .where(or(eq(realEstateBase.document, key), eq(realEstateBase.code, key)))
        // A document match wins over a code that happens to have the same digits.
        .orderBy(sql`${realEstateBase.document} = ${key} desc`)
        .limit(1)
    : [];
  if (row) return { exists: true, ...row };
  const [any] = await db.select({ id: realEstateBase.id }).from(realEstateBase).limit(1);
  return any ? { exists: false, name: null, document: null, code: null } : null;
}

export const REAL_ESTATE_CSV = {
  columns: {
    document: ['CNPJ/CPF', 'cnpj_cpf', 'cnpj', 'cpf', 'documento', 'cnpj_cpf_imobiliaria'],
    code: ['Código da imobiliária', 'codigo', 'codigo_imobiliaria', 'cod_imobiliaria', 'codigo_da_imobiliaria'],
    name: ['Nome', 'nome_da_imobiliaria', 'imobiliaria', 'razao_social'],
  },
  required: ['document', 'code', 'name'] as ('document' | 'code' | 'name')[],
};

/** The base's import always counts the records it updated. */
type ImportResult = Required<DomainImportResult>;

/** The counts of an import's answer (done, created, refused), as its run records them. */
export const importCounts = (result: ImportResult): ImportCounts => ({
  done: result.created + result.updated + result.errors.length,
  created: result.created,
  failed: result.errors.length,
});

interface Entry {
  line: number;
  value: string;
  document: string | null;
  code: string | null;
  name: string;
}

interface Stored {
  id?: number;
  document: string | null;
  code: string | null;
  name: string;
}

const BATCH_SIZE = 500;

export interface ImportLog {
  error(details: object, message: string): void;
}

/**
 * One batch in one transaction: rows matched by document, else by code, update that record
 * (keeping an identifier the row leaves empty); the others are created. An identifier that
 * already belongs to a different record is refused for that row only.
 */
async function writeBatch(db: Db, user: CurrentUser, entries: Entry[], result: ImportResult, log?: ImportLog) {
  const documents = entries.flatMap((e) => (e.document ? [e.document] : []));
  const codes = entries.flatMap((e) => (e.code ? [e.code] : []));
  const outcome = { created: 0, updated: 0, errors: [] as ImportRowError[] };
  try {
    await db.transaction(async (t) => {
      const existing = await t
        .select({ id: realEstateBase.id, document: realEstateBase.document, code: realEstateBase.code, name: realEstateBase.name })
        .from(realEstateBase)
        .where(or(documents.length ? inArray(realEstateBase.document, documents) : undefined, codes.length ? inArray(realEstateBase.code, codes) : undefined));
      const byDocument = new Map<string, Stored>();
      const byCode = new Map<string, Stored>();
      const remember = (s: Stored) => {
        if (s.document) byDocument.set(s.document, s);
        if (s.code) byCode.set(s.code, s);
      };
      for (const row of existing) remember({ ...row });
      const fresh: Stored[] = [];
      // Updates run in the file's order, so a code one row frees is free when the next takes it.
      const touched: Stored[] = [];

      for (const entry of entries) {
        const target = (entry.document && byDocument.get(entry.document)) || (entry.code && byCode.get(entry.code)) || undefined;
        const codeOwner = entry.code ? byCode.get(entry.code) : undefined;
        const documentOwner = entry.document ? byDocument.get(entry.document) : undefined;
        if (target && codeOwner && codeOwner !== target) {
          outcome.errors.push({ row: entry.line, value: entry.value, error: REAL_ESTATE_MESSAGES.codeTaken(entry.code!) });
          continue;
        }
        if (target && documentOwner && documentOwner !== target) {
          outcome.errors.push({ row: entry.line, value: entry.value, error: REAL_ESTATE_MESSAGES.documentTaken(entry.document!) });
          continue;
        }
        if (target) {
          if (target.document && entry.document && target.document !== entry.document) byDocument.delete(target.document);
          if (target.code && entry.code && target.code !== entry.code) byCode.delete(target.code);
          target.document = entry.document ?? target.document;
          target.code = entry.code ?? target.code;
          target.name = entry.name;
          remember(target);
          if (!touched.includes(target)) touched.push(target);
          outcome.updated++;
          continue;
        }
        const created: Stored = { document: entry.document, code: entry.code, name: entry.name };
        fresh.push(created);
        remember(created);
        outcome.created++;
      }

      for (const s of touched) {
        if (!s.id) continue;
        await t
          .update(realEstateBase)
          .set({ document: s.document, code: s.code, name: s.name, ...updatedBy(user) })
          .where(eq(realEstateBase.id, s.id));
      }
      if (fresh.length) {
        await t.insert(realEstateBase).values(fresh.map((s) => ({ document: s.document, code: s.code, name: s.name, ...createdBy(user) })));
      }
    });
  } catch (error) {
    // The batch is rolled back whole; earlier batches stay, and its rows are reported.
    log?.error({ err: error }, 'real-estate base import: batch failed');
    for (const entry of entries) result.errors.push({ row: entry.line, value: entry.value, error: REAL_ESTATE_MESSAGES.batchFailed });
    return;
  }
  result.created += outcome.created;
  result.updated += outcome.updated;
  result.errors.push(...outcome.errors);
}

/** Rows refused while reading and while writing, in the file's order. */
function byRow(result: ImportResult): ImportResult {
  result.errors.sort((a, b) => a.row - b.row);
  return result;
}

/**
 * Imports the real-estate base from a CSV (CNPJ/CPF, Código da imobiliária, Nome), streaming
 * it in batches: re-importing updates the records it finds instead of adding them again. A file
 * refused at its header writes nothing; a failure later keeps the batches already written and
 * reports the rows it could not write.
 */
export async function importRealEstateBase(
  db: Db,
  user: CurrentUser,
  stream: Readable,
  log?: ImportLog,
  onProgress?: (counts: ImportCounts) => void,
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, errors: [] };
  let batch: Entry[] = [];
  let lastLine = 1;
  try {
    for await (const { line, values } of readCsv(stream, REAL_ESTATE_CSV)) {
      lastLine = line;
      const value = [values.document, values.code, values.name].join('; ');
      const parsed = realEstateRow.safeParse(values);
      if (!parsed.success) {
        result.errors.push({ row: line, value, error: parsed.error.issues[0]?.message ?? 'Linha inválida.' });
        continue;
      }
      batch.push({ line, value, ...parsed.data });
      if (batch.length >= BATCH_SIZE) {
        await writeBatch(db, user, batch, result, log);
        batch = [];
        onProgress?.(importCounts(result));
      }
    }
  } catch (error) {
    // Nothing read yet (empty, binary, no header): refuse the file, nothing was written.
    if (result.created + result.updated + result.errors.length + batch.length === 0 || !(error instanceof UserError)) throw error;
    if (batch.length) await writeBatch(db, user, batch, result, log);
    result.errors.push({ row: error instanceof TextEncodingError ? error.line : lastLine + 1, value: '', error: error.message });
    return byRow(result);
  }
  if (batch.length) await writeBatch(db, user, batch, result, log);
  return byRow(result);
}
