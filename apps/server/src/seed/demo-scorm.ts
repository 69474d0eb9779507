import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../db/schema/account.ts';
import { course } from '../db/schema/lms.ts';
import type { CurrentUser } from '../platform/auth/current-user.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { saveScormPackage } from '../services/lms/scorm/scorm-store.ts';
import { scormFixture, type FixtureVersion } from './scorm-fixtures.ts';

/** The demo online courses (seed/demo-categories.ts) and the version of the package each plays. */
const PACKAGES: Record<string, FixtureVersion> = {
  'Fundamentos do Seguro Auto': '1.2',
  'Atendimento consultivo': '2004',
  'Seguro de Vida: primeiros passos': '1.2',
  'Campanha de fim de ano 2024': '2004',
};

/** The fixtures are a few KB; the configured ceiling is the route's business. */
const SEED_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Real SCORM packages for the demo online courses, stored the way lms/course_upload stores
 * them (checked, owned by the course, version and launch file recorded). Idempotent: only
 * the demo courses still without a package get one, so it also runs after the courses exist.
 */
export async function seedDemoScorm(db: Db, files: FileStorage): Promise<boolean> {
  const pending = await db
    .select({ id: course.id, title: course.title })
    .from(course)
    .where(and(eq(course.type, 'online'), isNull(course.scorm_file_id), inArray(course.title, Object.keys(PACKAGES))))
    .orderBy(asc(course.id));
  if (!pending.length) return false;
  const [author] = await db
    .select({ id: users.id, name: users.name, uid: users.uid, mail: users.mail })
    .from(users)
    .where(eq(users.profile_id, PROFILE_ID.SUPER_ADMIN))
    .orderBy(asc(users.id))
    .limit(1);
  const actor: CurrentUser = {
    id: author?.id ?? 0,
    name: author?.name ?? 'seed',
    first_name: '',
    uid: author?.uid ?? '',
    mail: author?.mail ?? '',
    profile: null,
    modules: [],
    sessionId: 0,
    impersonated_by: null,
  };
  for (const row of pending) {
    const pkg = await scormFixture(PACKAGES[row.title]);
    await saveScormPackage({ db, files }, actor, row.id, { filename: pkg.name, stream: Readable.from([pkg.buffer]) }, SEED_MAX_BYTES);
  }
  return true;
}
