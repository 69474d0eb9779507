import { eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../db/schema/files.ts';
import { classroom } from '../db/schema/lms.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemoClassroomReceipts } from './demo-classroom-receipts.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
const now = new Date('2026-11-22T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemoAssets(t.db, t.files);
  await seedDemoCategories(t.db, t.files);
  await seedDemoActivity(t.db, t.files, now);
}, 60_000);
afterAll(() => t?.close());

describe('seedDemoClassroomReceipts', () => {
  it('gives every past classroom a PDF receipt it owns, once', async () => {
    expect(await seedDemoClassroomReceipts(t.db, t.files, now)).toBe(true);
    expect(await seedDemoClassroomReceipts(t.db, t.files, now)).toBe(false);

    const past = await t.db.select({ id: classroom.id, receipt: classroom.receipt_file_id }).from(classroom).where(lt(classroom.datetime_start, now));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((c) => c.receipt !== null)).toBe(true);
    const future = await t.db.select({ receipt: classroom.receipt_file_id }).from(classroom).where(gte(classroom.datetime_start, now));
    expect(future.every((c) => c.receipt === null)).toBe(true);

    const files = await t.db.select().from(storedFile).where(eq(storedFile.owner_kind, 'classroom'));
    expect(files).toHaveLength(past.length);
    expect(files.every((f) => f.mime === 'application/pdf' && f.original_name.startsWith('comprovante-turma-'))).toBe(true);
    expect(await t.db.$count(classroom, isNotNull(classroom.receipt_file_id))).toBe(past.length);
  });

  it('the receipt downloads as a real PDF for a Classroom admin', async () => {
    const admin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    const [room] = await t.db.select({ id: classroom.id }).from(classroom).where(isNotNull(classroom.receipt_file_id)).limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/lms/downloadReceipt?classroom_id=${room.id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
