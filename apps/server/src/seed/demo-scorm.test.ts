import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { course } from '../db/schema/lms.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemoScorm } from './demo-scorm.ts';
import { scormFixture } from './scorm-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoScorm', () => {
  it('gives each demo online course a real package, once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    expect(await seedDemoScorm(t.db, t.files)).toBe(false);
    await seedDemoCategories(t.db, t.files);
    expect(await seedDemoScorm(t.db, t.files)).toBe(true);
    expect(await seedDemoScorm(t.db, t.files)).toBe(false);

    const rows = await t.db
      .select({ id: course.id, title: course.title, version: course.scorm_version, launch: course.scorm_launch })
      .from(course)
      .where(eq(course.type, 'online'));
    expect(Object.fromEntries(rows.map((r) => [r.title, `${r.version} ${r.launch}`]))).toEqual({
      'Fundamentos do Seguro Auto': '1.2 index.html',
      'Atendimento consultivo': '2004 conteudo/index.html',
      'Seguro de Vida: primeiros passos': '1.2 index.html',
      'Campanha de fim de ano 2024': '2004 conteudo/index.html',
    });
    const auto = rows.find((r) => r.title === 'Fundamentos do Seguro Auto')!;
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/lms/baixar_scorm?course_id=${auto.id}`, headers: bearer(admin.token) });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, (await scormFixture('1.2')).buffer)).toBe(0);
  });
});
