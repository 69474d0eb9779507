import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { accountFieldValue, segmentation } from '../db/schema/account.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemo } from './demo.ts';
import { seedDemoSegmentation } from './demo-segmentation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t?.close();
});

it('loads values for fields 9 and 10 and segments a few demo users, once', async () => {
  expect(await seedDemoSegmentation(t.db, t.files)).toBe(true);
  const of = (field: number) => t.db.select().from(accountFieldValue).where(eq(accountFieldValue.account_field_id, field));
  const f9 = await of(ACCOUNT_FIELD_ID.FIELD_9);
  const f10 = await of(ACCOUNT_FIELD_ID.FIELD_10);
  expect(f9).toHaveLength(8);
  expect(f10).toHaveLength(16);
  expect(f9.find((v) => v.value === 'DIR-001')).toMatchObject({ label: 'Diretoria Comercial' });
  expect(f10.find((v) => v.value === 'SUC-100')).toMatchObject({ label: 'São Paulo' });
  const segs = await t.db
    .select()
    .from(segmentation)
    .where(and(eq(segmentation.module_name, 'User')));
  expect(segs).toHaveLength(6 * 2 + 3);
  expect(await seedDemoSegmentation(t.db, t.files)).toBe(false);
  expect(await t.db.select().from(segmentation)).toHaveLength(15);
});
