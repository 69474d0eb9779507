import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/account.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkTable } from './link-table.ts';
import { createTestTables, gadget, testSession, widget, widgetHasGadget } from './test-tables.ts';

let t: TestApp;
const user = testSession(11, 3);
const links = linkTable(widgetHasGadget, ['widget_id', 'gadget_id']);
let widgetId: number;
let gadgetIds: number[];

const grants = () =>
  t.db
    .select({ action: auditLog.action, actor_id: auditLog.actor_id, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.target_kind, 'widget'), eq(auditLog.target_id, widgetId)));

const audit = (action: 'profile.module.grant' | 'profile.module.revoke', gadgetId: number) => ({
  action,
  target: { kind: 'widget', id: widgetId },
  details: { gadget: gadgetId },
});

beforeAll(async () => {
  t = await createTestApp();
  await createTestTables(t.db);
  [{ id: widgetId }] = await t.db.insert(widget).values({ name: 'Painel' }).returning({ id: widget.id });
  gadgetIds = (
    await t.db
      .insert(gadget)
      .values([{ title: 'Chave' }, { title: 'Alicate' }, { title: 'Martelo' }])
      .returning({ id: gadget.id })
  ).map((g) => g.id);
});
afterAll(() => t?.close());

describe('linkTable', () => {
  it('links once: a second link changes nothing and is not audited; the session fills the audit columns', async () => {
    const ids = { widget_id: widgetId, gadget_id: gadgetIds[0] };
    expect(await links.link(t.db, user, ids, audit('profile.module.grant', gadgetIds[0]))).toBe(true);
    expect(await links.link(t.db, user, ids, audit('profile.module.grant', gadgetIds[0]))).toBe(false);
    const rows = await t.db.select().from(widgetHasGadget).where(links.where(ids));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ created_by: 11, created_by_actor: 3 });
    expect(await grants()).toEqual([{ action: 'profile.module.grant', actor_id: 3, details: { gadget: gadgetIds[0] } }]);
  });

  it('unlinks once: unlinking what is not linked answers false and is not audited', async () => {
    const ids = { widget_id: widgetId, gadget_id: gadgetIds[0] };
    expect(await links.unlink(t.db, user, ids, audit('profile.module.revoke', gadgetIds[0]))).toBe(true);
    expect(await links.unlink(t.db, user, ids, audit('profile.module.revoke', gadgetIds[0]))).toBe(false);
    expect(await t.db.select().from(widgetHasGadget).where(links.where(ids))).toEqual([]);
    expect((await grants()).map((g) => g.action)).toEqual(['profile.module.grant', 'profile.module.revoke']);
  });

  it('lists the records linked from either end, by id or in the order asked, in keyset pages', async () => {
    for (const gadgetId of gadgetIds) await links.link(t.db, user, { widget_id: widgetId, gadget_id: gadgetId });
    const columns = { id: gadget.id, title: gadget.title };
    expect(await links.linked(t.db, 'widget_id', widgetId, { id: gadget.id, columns })).toEqual([
      { id: gadgetIds[0], title: 'Chave' },
      { id: gadgetIds[1], title: 'Alicate' },
      { id: gadgetIds[2], title: 'Martelo' },
    ]);
    const byTitle = await links.linked(t.db, 'widget_id', widgetId, { id: gadget.id, columns, orderBy: [desc(gadget.title)] });
    expect(byTitle.map((g) => g.title)).toEqual(['Martelo', 'Chave', 'Alicate']);
    const page = await links.linked(t.db, 'widget_id', widgetId, { id: gadget.id, columns, afterId: gadgetIds[0], limit: 1 });
    expect(page).toEqual([{ id: gadgetIds[1], title: 'Alicate' }]);
    const owners = await links.linked(t.db, 'gadget_id', gadgetIds[2], {
      id: widget.id,
      columns: { link_id: widgetHasGadget.id, name: widget.name },
    });
    expect(owners).toEqual([{ link_id: expect.any(Number), name: 'Painel' }]);
  });
});
