/**
 * One contract, typed once: each service's SDL (apps/server/schema/<service>.graphql, printed by
 * scripts/print-schema.ts from the server's schema parts) generates
 *  - apps/web/src/generated/<service>/ (for each service the web has documents for): its typed
 *    documents. A document is written as `<service>Graphql(`query Name ...`)`, imported from
 *    generated/<service>/gql.ts, and validated against that service's schema only (each service
 *    plucks its own function name). It stays a string, which lib/api.ts `gql` sends, typed with
 *    the operation's result and variables.
 *  - apps/server/src/generated/<service>-resolvers.ts: the service's resolver types, and
 *    apps/server/src/generated/services.ts, which names them by service: every schema part is
 *    typed with its service's (platform/graphql/service-part.ts), so `tsc` refuses a resolver for a
 *    field the SDL lacks or one whose result does not fit the field's type.
 * `npm run codegen` writes them; scripts/check-codegen.mjs regenerates into a temporary folder
 * (CODEGEN_OUT, CODEGEN_SCHEMA_DIR) and compares.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = import.meta.dirname;
const webSrc = join(root, 'apps/web/src');
const schemaDir = process.env.CODEGEN_SCHEMA_DIR ?? join(root, 'apps/server/schema');
const out = (path: string) => join(process.env.CODEGEN_OUT ?? root, path);

const services = readdirSync(schemaDir)
  .filter((f) => /^[a-z]+\.graphql$/.test(f))
  .map((f) => f.slice(0, -'.graphql'.length));

/** The web's own sources, to generate documents only for the services it writes some for. */
const webCode = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('generated'))
  .map((f) => readFileSync(join(webSrc, f), 'utf8'))
  .join('\n');

/**
 * By service, where a resolver legitimately returns another shape than the SDL type ({T}) because a
 * field resolver of that type completes or serialises a field; every other field is still checked.
 */
const mappers: Record<string, Record<string, string>> = {
  // Asset.categories is resolved per asset.
  dam: { Asset: "Omit<{T}, 'categories'>" },
  // The rows keep the Date; Profile.updated_at and VideoSearchItem.published_at serialise it.
  account: { Profile: "Omit<{T}, 'updated_at'> & { updated_at: Date }" },
  // Course.categories and Trail.categories are resolved per record.
  lms: { VideoSearchItem: "Omit<{T}, 'published_at'> & { published_at: Date | null }", Course: "Omit<{T}, 'categories'>", Trail: "Omit<{T}, 'categories'>" },
};

const recordDocuments = (service: string) => [join(schemaDir, `${service}.records.graphql`)].filter((f) => existsSync(f));

const generates: CodegenConfig['generates'] = {};
for (const service of services) {
  const schema = join(schemaDir, `${service}.graphql`);
  const tag = `${service}Graphql`;
  if (webCode.includes(`${tag}(`)) {
    // Per-pointer pluck options reach the code-file loader, though CodegenConfig's type lists only `loader`.
    const ownDocuments = { [join(webSrc, '**/*.{ts,tsx}')]: { pluckConfig: { modules: [], globalGqlIdentifierName: [tag], gqlMagicComment: `${tag}-only` } } };
    generates[`${out(`apps/web/src/generated/${service}`)}/`] = {
      schema,
      // The record documents printed beside the SDL: every form's fragment and save mutation.
      documents: [ownDocuments as never, ...recordDocuments(service), `!${join(webSrc, 'generated/**')}`],
      preset: 'client',
      presetConfig: { gqlTagName: tag, fragmentMasking: false, skipIndexFile: true },
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, skipTypename: true },
    };
  }
  generates[out(`apps/server/src/generated/${service}-resolvers.ts`)] = {
    schema,
    plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript', 'typescript-resolvers'],
    config: { useTypeImports: true, enumsAsTypes: true, contextType: '../platform/graphql/context.ts#GraphqlContext', mappers: mappers[service] },
  };
}

const typeName = (service: string) => `${service[0]!.toUpperCase()}${service.slice(1)}Resolvers`;
generates[out('apps/server/src/generated/services.ts')] = {
  // Any schema: the file only names each service's resolver types.
  schema: join(schemaDir, `${services[0]}.graphql`),
  plugins: [
    {
      add: {
        content: [
          '/* eslint-disable */',
          "/** Each service's resolver types, by name: platform/graphql/service-part.ts types the schema parts with them. */",
          ...services.map((s) => `import type { Resolvers as ${typeName(s)} } from './${s}-resolvers.ts';`),
          'export type ServiceResolvers = {',
          ...services.map((s) => `  ${s}: ${typeName(s)};`),
          '};',
        ],
      },
    },
  ],
};

const config: CodegenConfig = { overwrite: true, ignoreNoDocuments: true, generates };
export default config;
