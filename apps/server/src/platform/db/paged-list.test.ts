import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listArgs } from '@backoffice/domain/schemas/list';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pagedList } from './paged-list.ts';
import { createTestTables, gadget, widget, widgetHasGadget } from './test-tables.ts';

let t: TestApp;

const widgets = pagedList({
  search: [widget.name],
  cpf: widget.cpf,
  id: widget.id,
  order: { id: widget.id, name: widget.name },
  rows: (db) => db.select({ id: widget.id, name: widget.name, created_at: widget.created_at }).from(widget).$dynamic(),
  present: (row) => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() }),
});

/** Widgets searched by the title of a linked gadget: the count needs the same joins as the rows. */
const byGadget = pagedList({
  search: [gadget.title],
  id: widget.id,
  order: { id: widget.id },
  rows: (db) =>
    db
      .selectDistinct({ id: widget.id, name: widget.name })
      .from(widget)
      .innerJoin(widgetHasGadget, eq(widgetHasGadget.widget_id, widget.id))
      .innerJoin(gadget, eq(gadget.id, widgetHasGadget.gadget_id))
      .$dynamic(),
  present: (row) => row,
  joined: (db, fields) =>
    db
      .select(fields)
      .from(widget)
      .innerJoin(widgetHasGadget, eq(widgetHasGadget.widget_id, widget.id))
      .innerJoin(gadget, eq(gadget.id, widgetHasGadget.gadget_id))
      .$dynamic(),
});

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  await createTestTables(t.db);
  await t.db
    .insert(widget)
    .values(Array.from({ length: 25 }, (_, i) => ({ name: `Peça ${String(i + 1).padStart(2, '0')}`, cpf: i === 0 ? '52998224725' : null })));
  const [bolt] = await t.db.insert(gadget).values({ title: 'Parafuso' }).returning({ id: gadget.id });
  const first = await t.db.select({ id: widget.id }).from(widget).where(like(widget.name, 'Peça 0%'));
  await t.db.insert(widgetHasGadget).values(first.slice(0, 3).map((w) => ({ widget_id: w.id, gadget_id: bolt.id })));
});
afterAll(() => t?.close());

describe('pagedList', () => {
  it('lists a page in the API shape, newest id first by default, and counts every row', async () => {
    const page = await widgets.list(t.db, listArgs.parse({}));
    expect(page).toHaveLength(20);
    expect(page[0].name).toBe('Peça 25');
    expect(typeof page[0].created_at).toBe('string');
    expect(names(await widgets.list(t.db, listArgs.parse({ page: 2 })))).toEqual(['Peça 05', 'Peça 04', 'Peça 03', 'Peça 02', 'Peça 01']);
    expect(await widgets.count(t.db, {})).toBe(25);
  });

  it('orders by the columns of the spec and agrees with its count on what a search finds', async () => {
    const args = listArgs.parse({ search: 'peça 1', orderby: 'name', order: 'asc', limit: 3 });
    expect(names(await widgets.list(t.db, args))).toEqual(['Peça 10', 'Peça 11', 'Peça 12']);
    expect(await widgets.count(t.db, args)).toBe(10);
    expect(names(await widgets.list(t.db, listArgs.parse({ search: '529.982.247-25' })))).toEqual(['Peça 01']);
    expect(await widgets.count(t.db, { search: '529.982.247-25' })).toBe(1);
  });

  it('runs each shape of page as one prepared statement: other terms, pages and orders of it answer alike', async () => {
    const list = async (args: Record<string, unknown>) => names(await widgets.list(t.db, listArgs.parse(args)));
    const built = async (args: Record<string, unknown>) => names(await widgets.page(t.db, listArgs.parse(args)));
    const calls = [
      { search: 'peça 1', orderby: 'name', order: 'asc', limit: 3 },
      { search: 'peça 2', orderby: 'name', order: 'asc', limit: 4, page: 2 },
      { search: 'peça 2', orderby: 'name', order: 'desc', limit: 2 },
      // Digits also match the id, and a CPF's digits the cpf column: other shapes.
      { search: '7' },
      { search: '12', order: 'asc' },
      { search: '529.982.247-25' },
      { search: '%' },
      {},
      { page: 2, limit: 7 },
    ];
    for (const args of calls) expect(await list(args), JSON.stringify(args)).toEqual(await built(args));
    expect(await list({ search: 'peça 2', orderby: 'name', order: 'asc', limit: 4, page: 2 })).toEqual(['Peça 24', 'Peça 25']);
    // Peça 01's CPF holds a 7.
    expect(await list({ search: '7' })).toEqual(['Peça 17', 'Peça 07', 'Peça 01']);
    expect(await list({ search: '%' })).toEqual([]);
  });

  it('narrows list and count to a scope', async () => {
    const scope = like(widget.name, 'Peça 2%');
    expect(await widgets.count(t.db, { search: null }, scope)).toBe(6);
    expect(names(await widgets.list(t.db, listArgs.parse({ search: '5' }), scope))).toEqual(['Peça 25']);
  });

  it('counts through the joins the search needs', async () => {
    const found = await byGadget.list(t.db, listArgs.parse({ search: 'parafuso', orderby: 'id', order: 'asc' }));
    expect(found.map((r) => r.name)).toEqual(['Peça 01', 'Peça 02', 'Peça 03']);
    // A bulk action or an export over the filter: every id it finds, in order, and their rows in that order.
    const ids = await byGadget.ids(t.db, { search: 'parafuso', orderby: 'id', order: 'desc' });
    expect(ids).toEqual(found.map((r) => r.id).reverse());
    expect((await byGadget.byIds(t.db, [ids[2]!, 999_999, ids[0]!])).map((r) => r.name)).toEqual(['Peça 01', 'Peça 03']);
    expect(await byGadget.count(t.db, { search: 'parafuso' })).toBe(3);
    expect(await byGadget.count(t.db, { search: 'prego' })).toBe(0);
  });

  it('gives the query of a page unrun, with its SQL', () => {
    const { sql, params } = widgets.page(t.db, listArgs.parse({ search: 'x', page: 2 })).toSQL();
    expect(sql).toMatch(/ilike .* limit .* offset/i);
    expect(params).toContain(20);
  });
});
