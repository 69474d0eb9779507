import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/account.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UserError } from '../errors.ts';
import type { Db } from './client.ts';
import { deleteRecord } from './delete-record.ts';
import { createTestTables, gadget, testSession, widget, widgetHasGadget, widgetPart } from './test-tables.ts';

let t: TestApp;
const NOT_FOUND = 'Peça não encontrada.';
const HAS_PARTS = 'Não é possível excluir: a peça tem componentes.';
const RESERVED = 'Esta peça não pode ser excluída.';
const user = testSession(9);

const find = async (db: Db, id: number) => (await db.select().from(widget).where(eq(widget.id, id)))[0] ?? null;

async function newWidget(name: string) {
  const [row] = await t.db.insert(widget).values({ name }).returning({ id: widget.id });
  return row.id;
}

/** Deletes a widget the way a store does; `checkParts` false leaves the parts to the foreign key. */
const remove = (id: number, checkParts = true) =>
  deleteRecord(t.db, {
    table: widget,
    id,
    load: find,
    notFound: NOT_FOUND,
    check: async (_tx, current) => {
      if (current.name === 'Reservada') throw new UserError(RESERVED, 'CONFLICT');
    },
    childrenExist: HAS_PARTS,
    children: () => (checkParts ? [[widgetPart, eq(widgetPart.widget_id, id)]] : []),
    before: (tx) => tx.delete(widgetHasGadget).where(eq(widgetHasGadget.widget_id, id)),
    audit: { user, action: 'branch.delete', kind: 'widget', details: (current) => ({ name: current.name }) },
  });

const audited = (id: number) =>
  t.db
    .select({ user_id: auditLog.user_id, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.target_kind, 'widget'), eq(auditLog.target_id, id)));

beforeAll(async () => {
  t = await createTestApp();
  await createTestTables(t.db);
});
afterAll(() => t?.close());

describe('deleteRecord', () => {
  it('deletes, runs what goes with it, records the audit entry and gives back what it loaded', async () => {
    const id = await newWidget('Arruela');
    const [g] = await t.db.insert(gadget).values({ title: 'Chave' }).returning({ id: gadget.id });
    await t.db.insert(widgetHasGadget).values({ widget_id: id, gadget_id: g.id });
    expect(await remove(id)).toMatchObject({ id, name: 'Arruela' });
    expect(await find(t.db, id)).toBeNull();
    expect(await audited(id)).toEqual([{ user_id: 9, details: { name: 'Arruela' } }]);
  });

  it("refuses a missing record, the store's own refusals and a record with children, changing nothing", async () => {
    await expect(remove(999_999)).rejects.toEqual(new UserError(NOT_FOUND, 'NOT_FOUND'));
    const reserved = await newWidget('Reservada');
    await expect(remove(reserved)).rejects.toEqual(new UserError(RESERVED, 'CONFLICT'));
    const parent = await newWidget('Motor');
    await t.db.insert(widgetPart).values({ widget_id: parent });
    await expect(remove(parent)).rejects.toEqual(new UserError(HAS_PARTS, 'CONFLICT'));
    expect(await find(t.db, reserved)).not.toBeNull();
    expect(await find(t.db, parent)).not.toBeNull();
    expect(await audited(parent)).toEqual([]);
  });

  it('turns the refusal of a foreign key (a child the check did not see) into the children-exist message and rolls back', async () => {
    const id = await newWidget('Bomba');
    const [g] = await t.db.insert(gadget).values({ title: 'Alicate' }).returning({ id: gadget.id });
    await t.db.insert(widgetHasGadget).values({ widget_id: id, gadget_id: g.id });
    await t.db.insert(widgetPart).values({ widget_id: id });
    await expect(remove(id, false)).rejects.toEqual(new UserError(HAS_PARTS, 'CONFLICT'));
    expect(await find(t.db, id)).not.toBeNull();
    expect(await t.db.select().from(widgetHasGadget).where(eq(widgetHasGadget.widget_id, id))).toHaveLength(1);
  });

  it('records no audit entry without a user', async () => {
    const id = await newWidget('Anônima');
    await deleteRecord(t.db, { table: widget, id, load: find, notFound: NOT_FOUND, audit: { user: null, action: 'branch.delete', kind: 'widget' } });
    expect(await find(t.db, id)).toBeNull();
    expect(await audited(id)).toEqual([]);
  });
});
