/**
 * Fails when a committed generated file is stale: prints every service's SDL and runs codegen into
 * a temporary folder, then compares each output with the file on disk (no git needed, so it works
 * on a clean clone). Fix: `npm run codegen`, and commit what it changes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const OUTPUTS = ['apps/server/schema', 'apps/server/src/generated', 'apps/web/src/generated'];
const bin = (name) => join(root, 'node_modules/.bin', name);

const files = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)))
    : [];

/** Runs a tool quietly; on failure prints what it said (e.g. a document the schema refuses) and exits. */
function run(name, args, env = process.env) {
  try {
    execFileSync(bin(name), args, { cwd: root, env, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}\n${name} failed: see above.\n`);
    process.exit(1);
  }
}

// Inside the checkout: codegen reads the documents in path order, and the SDL's record documents
// (<service>.records.graphql) must sort before the web's sources here as they do in the real run.
mkdirSync(join(root, '.tmp'), { recursive: true });
const tmp = mkdtempSync(join(root, '.tmp', 'codegen-check-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
const schemaDir = join(tmp, 'apps/server/schema');
run('tsx', [join(root, 'scripts/print-schema.ts'), schemaDir]);
run('graphql-codegen', ['--config', join(root, 'codegen.ts')], { ...process.env, CODEGEN_OUT: tmp, CODEGEN_SCHEMA_DIR: schemaDir });

const stale = [];
for (const output of OUTPUTS) {
  const fresh = join(tmp, output);
  const committed = join(root, output);
  for (const file of new Set([...files(fresh), ...files(committed)])) {
    const [a, b] = [join(fresh, file), join(committed, file)];
    if (!existsSync(b)) stale.push(`${join(output, file)} (missing)`);
    else if (!existsSync(a)) stale.push(`${join(output, file)} (no longer generated)`);
    else if (!readFileSync(a).equals(readFileSync(b))) stale.push(`${join(output, file)} (out of date)`);
  }
}
if (stale.length) {
  console.error(`Generated GraphQL files are stale; run \`npm run codegen\` and commit the result:\n  ${stale.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('GraphQL schema and generated types are up to date.');
}
