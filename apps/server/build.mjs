// Production build: one ESM bundle of the server with the domain package inlined and every
// npm dependency left external (PGlite must load its data files from its own folder).
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@backoffice/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.rmSync('dist/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The demo SCORM packages' sources, zipped by the seed at start (seed/scorm-fixtures.ts).
fs.rmSync('dist/scorm-packages', { recursive: true, force: true });
fs.cpSync('src/seed/scorm-packages', 'dist/scorm-packages', { recursive: true });
// The SCORM preview's player script, read beside the bundle (services/lms/scorm/player/player-script.ts).
fs.copyFileSync('src/services/lms/scorm/player/player.js', 'dist/player.js');
