/**
 * One contract, typed once: each service's SDL (apps/server/schema/<service>.graphql, printed by
 * scripts/print-schema.ts from the server's schema parts) generates
 *  - apps/web/src/generated/<service>/ (for each service the web has documents for): its typed
 *    documents. A document is written as `<service>Graphql(`query Name ...`)`, imported from
 *    generated/<service>/gql.ts, and validated against that service's schema only (each service
 *    plucks its own function name). It stays a string, which lib/api.ts `gql` sends, typed with
 *    the operation's result and variables.
 *  - apps/server/src/generated/<service>-resolvers.ts: the service's resolver types.
 * `npm run codegen` writes them; scripts/check-codegen.mjs regenerates into a temporary folder
 * (CODEGEN_OUT, CODEGEN_SCHEMA_DIR) and compares.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = import.meta.dirname;
const webSrc = join(root, 'apps/web/src');
const schemaDir = process.env.CODEGEN_SCHEMA_DIR ?? join(root, 'apps/server/schema');
const out = (path: string) => join(process.env.CODEGEN_OUT ?? root, path);

const services = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => f.slice(0, -'.graphql'.length));

/** The web's own sources, to generate documents only for the services it writes some for. */
const webCode = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('generated'))
  .map((f) => readFileSync(join(webSrc, f), 'utf8'))
  .join('\n');

const generates: CodegenConfig['generates'] = {};
for (const service of services) {
  const schema = join(schemaDir, `${service}.graphql`);
  const tag = `${service}Graphql`;
  if (webCode.includes(`${tag}(`)) {
    // Per-pointer pluck options reach the code-file loader, though CodegenConfig's type lists only `loader`.
    const ownDocuments = { [join(webSrc, '**/*.{ts,tsx}')]: { pluckConfig: { modules: [], globalGqlIdentifierName: [tag], gqlMagicComment: `${tag}-only` } } };
    generates[`${out(`apps/web/src/generated/${service}`)}/`] = {
      schema,
      documents: [ownDocuments as never, `!${join(webSrc, 'generated/**')}`],
      preset: 'client',
      presetConfig: { gqlTagName: tag, fragmentMasking: false, skipIndexFile: true },
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, skipTypename: true },
    };
  }
  generates[out(`apps/server/src/generated/${service}-resolvers.ts`)] = {
    schema,
    plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript', 'typescript-resolvers'],
    config: { useTypeImports: true, enumsAsTypes: true, contextType: '../platform/graphql/context.ts#GraphqlContext' },
  };
}

const config: CodegenConfig = { overwrite: true, ignoreNoDocuments: true, generates };
export default config;
