import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { preparedShapes } from './prepared-shapes.ts';
import { mapRowsOnce } from './rows-mapped-once.ts';
import { createTestTables, gadget, widget, widgetHasGadget } from './test-tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createTestTables(t.db);
  const made = await t.db
    .insert(widget)
    .values([{ name: 'Peça com CPF', cpf: '52998224725' }, { name: 'Peça sem nada' }, { name: 'Peça ligada' }])
    .returning({ id: widget.id });
  const [bolt] = await t.db.insert(gadget).values({ title: 'Parafuso' }).returning({ id: gadget.id });
  await t.db.insert(widgetHasGadget).values({ widget_id: made[2].id, gadget_id: bolt.id });
});
afterAll(() => t?.close());

/** Every kind of selected field: columns (a timestamp, a nullable one), a left join's, a typed SQL, an aliased one, a scalar subquery. */
const select = (name: string) => {
  const links = t.db.select({ n: count().as('n') }).from(widgetHasGadget);
  return t.db
    .select({
      id: widget.id,
      name: widget.name,
      cpf: widget.cpf,
      created_at: widget.created_at,
      gadget: gadget.title,
      linked_at: widgetHasGadget.created_at,
      doubled: sql<number>`${widget.id} * 2`.mapWith(Number),
      upper: sql<string>`upper(${widget.name})`.as('upper'),
      total: sql<number>`(${links})`.mapWith(Number),
    })
    .from(widget)
    .leftJoin(widgetHasGadget, eq(widgetHasGadget.widget_id, widget.id))
    .leftJoin(gadget, eq(gadget.id, widgetHasGadget.gadget_id))
    .orderBy(desc(widget.id))
    .prepare(name);
};

describe('mapRowsOnce', () => {
  it("maps a flat select's rows exactly as Drizzle does: values decoded, nulls of a left join kept as null", async () => {
    const drizzles = await select('rows_mapped_by_drizzle').execute();
    const ours = await mapRowsOnce(select('rows_mapped_once')).execute();
    expect(ours).toEqual(drizzles);
    expect(ours).toHaveLength(3);
    expect(ours[0]).toMatchObject({ name: 'Peça ligada', gadget: 'Parafuso', doubled: ours[0].id * 2, upper: 'PEÇA LIGADA', total: 1 });
    expect(ours[0].created_at).toBeInstanceOf(Date);
    expect(ours[0].linked_at).toBeInstanceOf(Date);
    expect(ours[1]).toMatchObject({ name: 'Peça sem nada', cpf: null, gadget: null, linked_at: null });
    expect(Object.keys(ours[1])).toEqual(Object.keys(drizzles[1]));
  });

  it('is what every statement preparedShapes keeps maps with; a nested select keeps Drizzle’s mapping', async () => {
    const kept = preparedShapes<ReturnType<typeof select>>()(t.db, 'flat', (name) => select(name));
    expect((kept as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const nested = t.db
      .select({ id: widget.id, link: { gadget: widgetHasGadget.gadget_id } })
      .from(widget)
      .leftJoin(widgetHasGadget, eq(widgetHasGadget.widget_id, widget.id))
      .orderBy(widget.id)
      .prepare('nested_select');
    expect((mapRowsOnce(nested) as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    // Drizzle empties a left-joined object whose columns are all null.
    expect((await nested.execute()).map((row) => row.link)).toEqual([null, null, { gadget: expect.any(Number) }]);
  });
});
