import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UserError } from '../errors.ts';
import type { Db } from './client.ts';
import { assertUnique, saveRecord } from './record.ts';
import { createTestTables, testSession, widget, widgetPart } from './test-tables.ts';

let t: TestApp;
const NOT_FOUND = 'Peça não encontrada.';
const TAKEN = 'Já existe uma peça com este nome.';
const author = testSession(7);
const editor = testSession(8, 1);

const find = async (db: Db, id: number) => (await db.select().from(widget).where(eq(widget.id, id)))[0] ?? null;

/** Saves a widget the way a store does: the name must be free unless `skipCheck` (a save racing past the check). */
const save = (
  id: number | null,
  name: string,
  options: { user?: typeof author; expected?: string | null; skipCheck?: boolean; after?: () => Promise<void> } = {},
) =>
  saveRecord(t.db, {
    table: widget,
    user: options.user ?? author,
    id,
    expectedUpdatedAt: options.expected,
    load: find,
    notFound: NOT_FOUND,
    check: (tx) => (options.skipCheck ? Promise.resolve() : assertUnique(tx, widget, eq(widget.name, name), id, TAKEN)),
    values: { name },
    createValues: { cpf: '52998224725' },
    after: options.after,
    unique: { test_widget_name_unique: TAKEN },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createTestTables(t.db);
});
afterAll(() => t?.close());

describe('saveRecord', () => {
  it('creates with the create-only columns and the audit columns of the session', async () => {
    const id = await save(null, 'Engrenagem');
    expect(await find(t.db, id)).toMatchObject({
      name: 'Engrenagem',
      cpf: '52998224725',
      created_by: 7,
      updated_by: 7,
      created_by_actor: null,
      updated_by_actor: null,
    });
  });

  it('updates only the input columns, with who changed it and when (the acting administrator too)', async () => {
    const id = await save(null, 'Polia');
    const before = (await find(t.db, id))!;
    await t.db.update(widget).set({ cpf: null }).where(eq(widget.id, id));
    expect(await save(id, 'Polia dentada', { user: editor })).toBe(id);
    const after = (await find(t.db, id))!;
    expect(after).toMatchObject({ name: 'Polia dentada', cpf: null, created_by: 7, updated_by: 8, updated_by_actor: 1 });
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it('refuses a missing record with NOT_FOUND and a stale version with CONFLICT', async () => {
    await expect(save(999_999, 'Nada')).rejects.toEqual(new UserError(NOT_FOUND, 'NOT_FOUND'));
    const id = await save(null, 'Mola');
    const loaded = (await find(t.db, id))!.updated_at.toISOString();
    await save(id, 'Mola curta', { expected: loaded });
    await expect(save(id, 'Mola longa', { expected: loaded })).rejects.toMatchObject({ message: MESSAGES.staleRecord, code: 'CONFLICT' });
    expect((await find(t.db, id))!.name).toBe('Mola curta');
  });

  it("refuses a value another record holds, by the store's check or by the unique index, in the store's words", async () => {
    const id = await save(null, 'Eixo');
    await expect(save(null, 'Eixo')).rejects.toEqual(new UserError(TAKEN, 'CONFLICT'));
    await expect(save(null, 'Eixo', { skipCheck: true })).rejects.toEqual(new UserError(TAKEN, 'CONFLICT'));
    expect(await save(id, 'Eixo')).toBe(id);
  });

  it("names a foreign key's refusal (a referenced record gone meanwhile) in the store's words", async () => {
    const GONE = 'A peça de origem não existe mais.';
    const write = (foreignKey?: string) =>
      saveRecord(t.db, {
        table: widget,
        user: author,
        id: null,
        load: find,
        notFound: NOT_FOUND,
        values: { name: `Cópia ${foreignKey ?? 'sem nome'}` },
        after: (tx) => tx.insert(widgetPart).values({ widget_id: 999_999 }),
        foreignKey,
      });
    await expect(write(GONE)).rejects.toEqual(new UserError(GONE, 'CONFLICT'));
    await expect(write()).rejects.not.toBeInstanceOf(UserError);
  });

  it('rolls the record back when a write that follows it fails', async () => {
    const failing = () => Promise.reject(new Error('mirror failed'));
    await expect(save(null, 'Roldana', { after: failing })).rejects.toThrow('mirror failed');
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(widget)
      .where(eq(widget.name, 'Roldana'));
    expect(n).toBe(0);
  });
});
