import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { migrationsFolder } from './platform/db/migrations-folder.ts';
import { defaultFileStorage, type FileStorage } from './platform/files/storage.ts';
import { seedDemoActivity } from './seed/demo-activity.ts';
import { seedDemoAssets } from './seed/demo-assets.ts';
import { seedDemoChatActivity } from './seed/demo-chat-activity.ts';
import { seedDemoChats } from './seed/demo-chats.ts';
import { seedDemoClassroomReceipts } from './seed/demo-classroom-receipts.ts';
import { seedDemoCategories } from './seed/demo-categories.ts';
import { seedDemoHighlights } from './seed/demo-highlights.ts';
import { seedDemoProofs } from './seed/demo-proofs.ts';
import { seedDemoQuestions } from './seed/demo-questions.ts';
import { seedDemoScorm } from './seed/demo-scorm.ts';
import { seedDemoSegmentation } from './seed/demo-segmentation.ts';
import { seedDemoTrails } from './seed/demo-trails.ts';
import { seedDemoVideos } from './seed/demo-videos.ts';
import { seedDemo, DEMO_PASSWORD } from './seed/demo.ts';
import { ensureFirstAdmin } from './seed/first-admin.ts';
import { seedReference } from './seed/reference.ts';

/**
 * Opens the configured database, migrates it and loads reference, admin and demo data; first
 * clears the file storage of writes a crash cut short.
 */
export async function prepareDatabase(config: Config, log: (msg: string) => void, files: FileStorage = defaultFileStorage(config)): Promise<Database> {
  const unfinished = await files.removeStaleParts?.();
  if (unfinished) log(`removed ${unfinished} unfinished file(s) left in storage by an interrupted write`);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  log(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  await database.migrate(migrationsFolder());
  await seedReference(database.db);
  const admin = await ensureFirstAdmin(database.db, config.admin);
  if (admin) {
    log(`first super administrator created: login ${admin.login}` + (admin.generated ? ` password ${admin.password}` : ' (password from ADMIN_PASSWORD)'));
  }
  if (config.demoData && (await seedAllDemo(database.db, files))) log(`demo data loaded (demo users' password: ${DEMO_PASSWORD})`);
  return database;
}

/** Every area of the demo data, each seeded once; true when the users were seeded now. */
export async function seedAllDemo(db: Database['db'], files: FileStorage): Promise<boolean> {
  const seeded = await seedDemo(db);
  // In this order: segmentations need the users, category links the assets.
  for (const seed of [
    seedDemoSegmentation,
    seedDemoAssets,
    seedDemoCategories,
    seedDemoScorm,
    seedDemoHighlights,
    seedDemoVideos,
    seedDemoActivity,
    seedDemoClassroomReceipts,
    seedDemoProofs,
    seedDemoQuestions,
    seedDemoTrails,
    seedDemoChats,
    seedDemoChatActivity,
  ]) {
    await seed(db, files);
  }
  return seeded;
}
