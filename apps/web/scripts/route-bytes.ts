/**
 * What each route of the built SPA downloads, read from Vite's manifest: the JS and CSS files a
 * module needs before it runs (its static imports, transitively), brotli-compressed as the server
 * sends them. Used by the byte-budget test (src/app/route-budgets.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteLoad {
  /** The page module, relative to apps/web (src/features/…-page.tsx). */
  module: string;
  /** Every route pattern that shows it. */
  routes: string[];
  /** Brotli bytes the first visit adds to what the browser already holds. */
  bytes: number;
  files: string[];
  /** Brotli bytes of what it loads that the budget leaves out (the rich-text editor). */
  outside: number;
}

export interface RouteBytes {
  /** A cold visit to the login screen: index.html and everything it needs before it runs. */
  login: { bytes: number; files: string[] };
  /** Each screen behind the login, visited first after signing in. */
  screens: RouteLoad[];
  /** Page modules the router loads that no *-screens.ts route names (the table would miss them). */
  unrouted: string[];
}

/**
 * What the screens import when first needed, not on their first render: a failed request's toast
 * (lib/notify.ts), the toasts' container (mounted with the first toast), the confirmation
 * dialogs (mounted on the first confirmation; app/overlays-on-demand.tsx), the global search
 * (opened by Ctrl+K or its button) and a list's bar of bulk actions (with the first row selected).
 */
const ON_DEMAND = [
  /^src\/lib\/notify\.ts$/,
  /^src\/app\/toasts\.tsx$/,
  /\/@mantine\/modals\//,
  /^src\/features\/global-search\/search-palette\.tsx$/,
  /^src\/components\/bulk\/selection-bar\.tsx$/,
];

export function routeBytes(dist: string, screensDir: string, outsideBudget: RegExp[] = []): RouteBytes {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const brotli = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const source = fs.readFileSync(path.join(dist, file));
      size = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + brotli(file), 0);

  /** The files a module needs: its chunk, its CSS, and so for every chunk it imports statically; with `rendered`, also what it imports when it renders. */
  function closure(key: string, files = new Set<string>(), rendered = false): Set<string> {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files, rendered);
    // The entry's own dynamic imports are the routes, loaded only when the address matches one.
    if (rendered && !chunk.isEntry) {
      for (const imported of chunk.dynamicImports ?? []) if (!ON_DEMAND.some((p) => p.test(imported))) closure(imported, files, true);
    }
    return files;
  }

  const entry = manifest['index.html'];
  const login = closure('index.html');
  login.add('index.html');
  // Signing in loads the login form's schema, in the chunk of zod and the domain schemas (the
  // 'validation' group of vite.config.ts): it is in the browser before the first screen.
  const held = new Set(login);
  const validation = Object.keys(manifest).find((key) => manifest[key].name === 'validation');
  if (!validation) throw new Error('the validation chunk is not in the manifest');
  closure(validation, held);
  const shell = new Set<string>();
  for (const key of ['src/app/authenticated-layout.tsx', 'src/app/require-module.tsx', 'src/app/valid-ids.tsx']) closure(key, shell, true);

  const routes = screenRoutes(screensDir);
  const pages = (entry.dynamicImports ?? []).filter((key) => key.startsWith('src/features/'));
  const screens = pages
    .filter((key) => routes.has(key))
    .map((module) => {
      const added = [...closure(module, new Set(shell), true)].filter((file) => !held.has(file));
      const outside = added.filter((file) => outsideBudget.some((p) => p.test(file)));
      const files = added.filter((file) => !outside.includes(file));
      return { module, routes: routes.get(module)!, bytes: total(files), files, outside: total(outside) };
    });
  // The router's own routes (router.tsx): the login's siblings and the address nobody knows.
  const unrouted = pages.filter((key) => !routes.has(key) && !/^src\/features\/(auth\/|home\/not-found-page)/.test(key));
  return { login: { bytes: total(login), files: [...login] }, screens, unrouted };
}

/**
 * The routes of each page module, read from the features' *-screens.ts: a route's `load` is either
 * `() => import('./x-page.tsx')` or a const holding one.
 */
function screenRoutes(featuresDir: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const feature of fs.readdirSync(featuresDir)) {
    const dir = path.join(featuresDir, feature);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('-screens.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const modulePath = (specifier: string) => `src/features/${feature}/${specifier.replace(/^\.\//, '')}`;
      const consts = new Map([...source.matchAll(/const (\w+)\s*:[^=]+=\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => [m[1], modulePath(m[2])]));
      for (const m of source.matchAll(/path:\s*['`]([^'`]+)['`][^}]*?load:\s*(?:\(\)\s*=>\s*import\('([^']+)'\)|(\w+))/g)) {
        const module = m[2] ? modulePath(m[2]) : consts.get(m[3]);
        if (!module) continue;
        routes.set(module, [...(routes.get(module) ?? []), m[1]]);
      }
    }
  }
  return routes;
}
