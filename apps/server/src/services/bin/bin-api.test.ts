import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { BIN_MESSAGES } from '@backoffice/domain/recycle-bin';
import { auditLog } from '../../db/schema/account.ts';
import { binEntry } from '../../db/schema/bin.ts';
import { storedFile } from '../../db/schema/files.ts';
import { course, trailItem } from '../../db/schema/lms.ts';
import { seedAllDemo } from '../../boot.ts';
import { createTestApp, expectRefused, type TestApp } from '../../test/test-app.ts';
import { binKit, databaseRows } from './bin-test-kit.ts';
import { purgeExpired } from './bin-store.ts';

let t: TestApp;
let kit: ReturnType<typeof binKit>;
let superToken: string;
let superId: number;
let marketingToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
  ({ token: superToken, id: superId } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
  ({ token: marketingToken } = await t.signIn(await t.createProfile({ title: 'Marketing', modules: ['Media', 'Banner', 'Testimony', 'Category'] })));
  kit = binKit(t, superToken);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const deleteCourse = (id: number) => t.gql('lms', `mutation ($id: Int!) { deleteCourse(id: $id) }`, { id }, superToken);

/** An online course of the demo that trails hold, with its categories and progress. */
async function courseInTrails(): Promise<number> {
  const [row] = await t.db
    .select({ id: course.id })
    .from(course)
    .innerJoin(trailItem, sql`${trailItem.item_type} = 'course' and ${trailItem.item_id} = ${course.id}`)
    .where(eq(course.type, 'online'))
    .limit(1);
  return row!.id;
}

describe('the recycle bin', () => {
  it('takes a deleted course with what hangs on it, and a restore puts every row back exactly as it was', async () => {
    const id = await courseInTrails();
    const before = await databaseRows(t);
    const body = await deleteCourse(id);
    expect(body.errors).toBeUndefined();
    // Gone from its table, and its trail items with it.
    expect(await t.db.$count(course, eq(course.id, id))).toBe(0);
    expect(await t.db.$count(trailItem, sql`${trailItem.item_type} = 'course' and ${trailItem.item_id} = ${id}`)).toBe(0);

    const entry = await kit.entryOf('course', id);
    expect(entry).toMatchObject({ type: 'course', type_label: 'Curso on-line', record_id: id, deleted_by: superId, days_left: 30 });
    const restored = await kit.restore(entry!.id);
    expect(restored).toEqual({ type: 'course', record_id: id, not_restored: [] });
    // Every row as it was, the course's places in the trails included (the items after it were
    // numbered 1..n again when it left; they move back down one).
    expect(await databaseRows(t)).toEqual(before);
    expect(await kit.entryOf('course', id)).toBeUndefined();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'bin.restore')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.details).toMatchObject({ type: 'course', record_id: id });
  });

  it('shows each entry only to callers holding its module, and refuses the others as not found', async () => {
    const id = await courseInTrails();
    await deleteCourse(id);
    const entry = (await kit.entryOf('course', id))!;
    expect(await kit.entries({}, marketingToken)).toEqual([]);
    expectRefused(await t.gql('bin', kit.RUN.restore, { id: entry.id }, marketingToken), 'NOT_FOUND', BIN_MESSAGES.notFound);
    expectRefused(await t.gql('bin', kit.RUN.purge, { id: entry.id }, marketingToken), 'NOT_FOUND', BIN_MESSAGES.notFound);
    expectRefused(await t.gql('bin', kit.RUN.entries, {}), 'UNAUTHENTICATED');
    await kit.restore(entry.id);
  });

  it('purges for good, with the files, by hand and after the delay', async () => {
    const id = await courseInTrails();
    const [withFiles] = await t.db.select({ thumb: course.thumbnail_file_id }).from(course).where(eq(course.id, id));
    const [file] = withFiles!.thumb ? await t.db.select().from(storedFile).where(eq(storedFile.id, withFiles!.thumb)) : [];
    await deleteCourse(id);
    const entry = (await kit.entryOf('course', id))!;
    // Still in storage while the course may come back.
    if (file) expect(await exists(file.storage_key)).toBe(true);
    await kit.purge(entry.id);
    expect(await t.db.$count(binEntry, eq(binEntry.id, entry.id))).toBe(0);
    if (file) expect(await exists(file.storage_key)).toBe(false);

    // The daily purge takes what is older than the delay only.
    const other = await courseInTrails();
    await deleteCourse(other);
    const waiting = (await kit.entryOf('course', other))!;
    expect(await purgeExpired({ db: t.db, files: t.files }, 30)).toBe(0);
    await t.db
      .update(binEntry)
      .set({ deleted_at: sql`now() - interval '31 days'` })
      .where(eq(binEntry.id, waiting.id));
    expect(await purgeExpired({ db: t.db, files: t.files }, 30)).toBe(1);
    expect(await kit.entryOf('course', other)).toBeUndefined();
  });
});

async function exists(key: string): Promise<boolean> {
  try {
    for await (const chunk of t.files.read(key)) if (chunk) return true;
    return true;
  } catch {
    return false;
  }
}
