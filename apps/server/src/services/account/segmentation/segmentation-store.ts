import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  SEGMENTATION_MESSAGES,
  SEGMENTATION_MODULES,
  type SegmentationAttachResult,
  type SegmentationModuleName,
} from '@backoffice/domain/schemas/segmentation';
import { accountField, accountFieldValue, segmentation } from '../../../db/schema/account.ts';
import { checkAccess } from '../../../platform/access/access.ts';
import { createdBy } from '../../../platform/audit.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { foldAccents } from '../../../platform/db/accent-fold.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';

/** Unknown values listed in an answer; the count tells how many there were in all. */
export const NOT_FOUND_LIST_MAX = 1000;
/** Values looked up per query (bulk attach and file import). */
export const LOOKUP_BATCH = 1000;

/** Segmentation belongs to the module of the item segmented: the caller must have that module. */
export function assertSegmentationAccess(user: CurrentUser | null, moduleName: SegmentationModuleName): void {
  checkAccess(user, SEGMENTATION_MODULES[moduleName].module);
}

/**
 * Fields by use: 'dropdown' gives the fields picked from lists (type dropdown or all), 'import'
 * those filled from files (type import or all), 'all' every field whatever its type.
 */
export function listAccountFields(db: Db, type: 'dropdown' | 'import' | 'all') {
  const where = type === 'all' ? undefined : inArray(accountField.type, [type, 'all']);
  return db.select().from(accountField).where(where).orderBy(asc(accountField.id));
}

export async function assertField(db: Db, fieldId: number): Promise<void> {
  const [row] = await db.select({ id: accountField.id }).from(accountField).where(eq(accountField.id, fieldId));
  if (!row) throw new UserError(SEGMENTATION_MESSAGES.fieldNotFound, 'NOT_FOUND');
}

const valueColumns = {
  id: accountFieldValue.id,
  account_field_id: accountFieldValue.account_field_id,
  value: accountFieldValue.value,
  externalid: accountFieldValue.externalid,
  label: accountFieldValue.label,
};

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Values of a field; with a search term (3+ characters), those whose value (the code, 'SUC-110')
 * or label (what users see, 'Campinas') contains it, whatever the case and the accents ('sao'
 * finds 'São José'). Exact and shorter matches come first. The folded texts cannot use the
 * value's trigram index; the field's values are read through the unique index's first column
 * instead, which a field's list (hundreds, a few thousand values) makes cheap enough.
 */
export function searchFieldValues(db: Db, fieldId: number, search: string | null, limit: number) {
  const ofField = eq(accountFieldValue.account_field_id, fieldId);
  if (!search) return db.select(valueColumns).from(accountFieldValue).where(ofField).orderBy(asc(accountFieldValue.value)).limit(limit);
  const value = foldAccents(accountFieldValue.value);
  const label = foldAccents(sql`coalesce(${accountFieldValue.label}, '')`);
  const pattern = foldAccents(likePattern(search));
  const term = foldAccents(search);
  return db
    .select(valueColumns)
    .from(accountFieldValue)
    .where(and(ofField, or(sql`${value} like ${pattern}`, sql`${label} like ${pattern}`)))
    .orderBy(sql`(${value} = ${term} or ${label} = ${term}) desc`, sql`length(${accountFieldValue.value})`, asc(accountFieldValue.value))
    .limit(limit);
}

/**
 * Looks values up in a field: exactly first (unique index), then without regard to case for the
 * rest. Returns the id of each value found, keyed by the text as given.
 */
export async function lookupValues(db: Db, fieldId: number, values: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (!values.length) return found;
  const exact = await db
    .select({ id: accountFieldValue.id, value: accountFieldValue.value })
    .from(accountFieldValue)
    .where(and(eq(accountFieldValue.account_field_id, fieldId), inArray(accountFieldValue.value, [...values])));
  for (const row of exact) found.set(row.value, row.id);
  const rest = values.filter((v) => !found.has(v));
  if (!rest.length) return found;
  const lowered = [...new Set(rest.map((v) => v.toLowerCase()))];
  const loose = await db
    .select({ id: accountFieldValue.id, value: accountFieldValue.value })
    .from(accountFieldValue)
    .where(and(eq(accountFieldValue.account_field_id, fieldId), inArray(sql`lower(${accountFieldValue.value})`, lowered)))
    .orderBy(asc(accountFieldValue.id));
  const byLower = new Map<string, number>();
  for (const row of loose) if (!byLower.has(row.value.toLowerCase())) byLower.set(row.value.toLowerCase(), row.id);
  for (const v of rest) {
    const id = byLower.get(v.toLowerCase());
    if (id !== undefined) found.set(v, id);
  }
  return found;
}

export async function findFieldValue(db: Db, fieldId: number, value: string) {
  const id = (await lookupValues(db, fieldId, [value])).get(value);
  if (id === undefined) return null;
  const [row] = await db.select(valueColumns).from(accountFieldValue).where(eq(accountFieldValue.id, id));
  return row ?? null;
}

const segmentationColumns = {
  id: accountFieldValue.id,
  segmentation_id: segmentation.id,
  account_field_id: accountFieldValue.account_field_id,
  value: accountFieldValue.value,
  externalid: accountFieldValue.externalid,
  label: accountFieldValue.label,
  module_name: segmentation.module_name,
  item_id: segmentation.item_id,
};

/** The values attached to an item (of one field, or of every field). */
export function listSegmentations(db: Db, moduleName: SegmentationModuleName, itemId: number, fieldId?: number | null) {
  return db
    .select(segmentationColumns)
    .from(segmentation)
    .innerJoin(accountFieldValue, eq(accountFieldValue.id, segmentation.account_field_value_id))
    .where(
      and(eq(segmentation.module_name, moduleName), eq(segmentation.item_id, itemId), fieldId ? eq(accountFieldValue.account_field_id, fieldId) : undefined),
    )
    .orderBy(asc(accountFieldValue.account_field_id), asc(accountFieldValue.value));
}

/** Attaches a value to an item; attaching it again changes nothing. */
export async function attachValue(db: Db, user: CurrentUser, valueId: number, moduleName: SegmentationModuleName, itemId: number) {
  const [value] = await db.select({ id: accountFieldValue.id }).from(accountFieldValue).where(eq(accountFieldValue.id, valueId));
  if (!value) throw new UserError(SEGMENTATION_MESSAGES.valueNotFound, 'NOT_FOUND');
  await db
    .insert(segmentation)
    .values({ account_field_value_id: valueId, module_name: moduleName, item_id: itemId, ...createdBy(user) })
    .onConflictDoNothing();
  const [row] = await db
    .select(segmentationColumns)
    .from(segmentation)
    .innerJoin(accountFieldValue, eq(accountFieldValue.id, segmentation.account_field_value_id))
    .where(and(eq(segmentation.account_field_value_id, valueId), eq(segmentation.module_name, moduleName), eq(segmentation.item_id, itemId)));
  return row!;
}

/** Detaches a value from an item; true even when it was not attached (idempotent). */
export async function detachValue(db: Db, valueId: number, moduleName: SegmentationModuleName, itemId: number): Promise<boolean> {
  await db
    .delete(segmentation)
    .where(and(eq(segmentation.account_field_value_id, valueId), eq(segmentation.module_name, moduleName), eq(segmentation.item_id, itemId)));
  return true;
}

/** Detaches every value of a field from one item; returns how many were detached. */
export async function detachAll(db: Db, fieldId: number, moduleName: SegmentationModuleName, itemId: number): Promise<number> {
  const deleted = await db
    .delete(segmentation)
    .where(
      and(
        eq(segmentation.module_name, moduleName),
        eq(segmentation.item_id, itemId),
        inArray(
          segmentation.account_field_value_id,
          db.select({ id: accountFieldValue.id }).from(accountFieldValue).where(eq(accountFieldValue.account_field_id, fieldId)),
        ),
      ),
    )
    .returning({ id: segmentation.id });
  return deleted.length;
}

/** Collects found value ids and unknown values over batches, then writes them at once. */
export class AttachCollector {
  private readonly ids = new Set<number>();
  private readonly unknown: string[] = [];
  private unknownCount = 0;
  private readonly seenUnknown = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly fieldId: number,
  ) {}

  /** Looks a batch of values up (at most LOOKUP_BATCH); reads only. */
  async add(values: readonly string[]): Promise<void> {
    const found = await lookupValues(this.db, this.fieldId, values);
    for (const v of values) {
      const id = found.get(v);
      if (id !== undefined) this.ids.add(id);
      else if (!this.seenUnknown.has(v)) {
        this.seenUnknown.add(v);
        this.unknownCount++;
        if (this.unknown.length < NOT_FOUND_LIST_MAX) this.unknown.push(v);
      }
    }
  }

  /** Attaches every value found to the item, in one transaction. */
  async commit(user: CurrentUser, moduleName: SegmentationModuleName, itemId: number): Promise<SegmentationAttachResult> {
    const ids = [...this.ids];
    if (ids.length) {
      await this.db.transaction(async (tx) => {
        for (let i = 0; i < ids.length; i += LOOKUP_BATCH) {
          await tx
            .insert(segmentation)
            .values(ids.slice(i, i + LOOKUP_BATCH).map((id) => ({ account_field_value_id: id, module_name: moduleName, item_id: itemId, ...createdBy(user) })))
            .onConflictDoNothing();
        }
      });
    }
    return { attached: ids.length, not_found: this.unknown, not_found_count: this.unknownCount };
  }
}

/** The typed or pasted values: each looked up, the found ones attached in one transaction. */
export async function attachValues(
  db: Db,
  user: CurrentUser,
  fieldId: number,
  moduleName: SegmentationModuleName,
  itemId: number,
  values: readonly string[],
): Promise<SegmentationAttachResult> {
  await assertField(db, fieldId);
  const collector = new AttachCollector(db, fieldId);
  for (let i = 0; i < values.length; i += LOOKUP_BATCH) await collector.add(values.slice(i, i + LOOKUP_BATCH));
  return collector.commit(user, moduleName, itemId);
}
