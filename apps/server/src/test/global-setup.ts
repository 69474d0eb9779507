import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, dropDatabaseTemplate, type DatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Builds the migrated, seeded database every API test file starts from (see database-template.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const template = await createDatabaseTemplate(url);
  project.provide('databaseTemplate', template);
  return () => dropDatabaseTemplate(url, template);
}
