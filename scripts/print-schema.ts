/**
 * Prints the SDL each GraphQL service serves (the contract the web documents and the resolver
 * types are generated from) into apps/server/schema/<service>.graphql, or into the folder given
 * as the first argument. Builds the schemas the way the endpoint does; no database is opened.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildServiceSchema } from '../apps/server/src/platform/graphql/service-schema.ts';
import { mergeSchemas, SERVICES } from '../apps/server/src/services/registry.ts';

const outDir = process.argv[2] ?? join(import.meta.dirname, '../apps/server/schema');
mkdirSync(outDir, { recursive: true });
for (const [service, definition] of Object.entries(SERVICES)) {
  // Sorted, so the file changes only when the contract does, not when parts move around.
  const sdl = printSchema(lexicographicSortSchema(buildServiceSchema(mergeSchemas(definition.schemas))));
  writeFileSync(join(outDir, `${service}.graphql`), `${sdl}\n`);
}
