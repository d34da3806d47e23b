// After `vite build`: writes <dist>/route-patterns.json, the URL patterns of every route of the web app's route
// table (src/app/routes.tsx), so the server can answer an unknown address with 404 (issue 23, item 11) without
// a second list of routes. The table is assembled from several modules (the path table of
// src/lib/routing/route-paths.ts and the wizard's steps), so it is imported through Vite's module loader rather
// than read as text; screens load on demand, so importing the table loads none of them.
// Usage: node scripts/route-patterns.mjs <dist dir>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every mounted entry of `appRoutes` (one with a screen: the others show not-found): `{ path, languageless }`. */
export function routePatterns(appRoutes) {
  return appRoutes
    .filter((route) => route.screen)
    .map((route) => ({ path: route.path, languageless: route.languageless === true }));
}

/** Imports src/app/routes.tsx with the app's Vite configuration (its virtual modules and aliases). */
export async function loadRoutePatterns() {
  const server = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { appRoutes } = await server.ssrLoadModule('/src/app/routes.tsx');
    return routePatterns(appRoutes);
  } finally {
    await server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
  fs.writeFileSync(path.join(distDir, ROUTE_PATTERNS_FILE), `${JSON.stringify(await loadRoutePatterns())}\n`);
}
