import fs from 'node:fs';
import os from 'node:os';
import { count, eq } from 'drizzle-orm';
import { storedFile } from '../../../db/schema/files.ts';
import { course } from '../../../db/schema/lms.ts';
import { multipartBody } from '../../../test/fixtures.ts';
import { bearer, type TestApp } from '../../../test/test-app.ts';
import { UPLOAD_TEMP_PREFIX } from './scorm-store.ts';

export async function insertCourse(t: TestApp, values: { title: string; type?: 'online' | 'presential' }): Promise<number> {
  const [row] = await t.db
    .insert(course)
    .values({ type: 'online', ...values })
    .returning({ id: course.id });
  return row.id;
}

export function uploadPackage(t: TestApp, token: string, courseId: number | string, file: { name: string; data: Buffer }) {
  const body = multipartBody({ course_id: String(courseId), returnUrl: '/#/Course' }, { ...file, type: 'application/zip' });
  return t.app.inject({ method: 'POST', url: '/api/v1/lms/course_upload', headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
}

/** What an upload may leave behind: stored_file rows, objects in storage, this process's temporary upload folders. */
export async function leftovers(t: TestApp) {
  const [rows] = await t.db.select({ n: count() }).from(storedFile);
  return {
    rows: rows.n,
    objects: fs.readdirSync(t.filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length,
    temporary: fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX)).length,
  };
}

export async function courseRow(t: TestApp, id: number) {
  const [row] = await t.db
    .select({ scorm_file_id: course.scorm_file_id, scorm_version: course.scorm_version, scorm_launch: course.scorm_launch })
    .from(course)
    .where(eq(course.id, id));
  return row;
}
