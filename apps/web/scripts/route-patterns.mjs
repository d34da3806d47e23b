// After `vite build`: writes <dist>/route-patterns.json, the URL patterns of every route of the web app's route
// table (src/app/routes.tsx), so the server can answer an unknown address with 404 (issue 23, item 11) without
// a second list of routes. The table is read as text (importing it would pull every screen); route-patterns.test.ts
// checks that this reading equals the imported table, so a change to the table's shape fails there.
// Usage: node scripts/route-patterns.mjs <dist dir>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/** Every mounted entry of `appRoutes` (one with a screen: the others show not-found): `{ path, languageless }`. */
export function readRoutePatterns(source) {
  const start = source.indexOf('export const appRoutes');
  const end = source.indexOf('] as const', start);
  if (start < 0 || end < 0) throw new Error('routes.tsx: the appRoutes table was not found');
  return source
    .slice(start, end)
    .split(/\bname:\s*/)
    .slice(1)
    .map((entry) => {
      const routePath = /\bpath:\s*'([^']*)'/.exec(entry)?.[1];
      if (routePath === undefined) throw new Error(`routes.tsx: unreadable route entry: ${entry}`);
      return {
        path: routePath,
        languageless: /\blanguageless:\s*true/.test(entry),
        mounted: /\bscreen:/.test(entry),
      };
    })
    .filter((route) => route.mounted)
    .map(({ path: routePath, languageless }) => ({ path: routePath, languageless }));
}

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
  const source = fs.readFileSync(path.join(webRoot, 'src', 'app', 'routes.tsx'), 'utf8');
  fs.writeFileSync(path.join(distDir, ROUTE_PATTERNS_FILE), `${JSON.stringify(readRoutePatterns(source))}\n`);
}
