// Bundles the server into dist/server.js and the backup commands into dist/backup.js. Dependencies stay in
// node_modules; the shared contract (TypeScript source in a workspace package) is compiled into the bundle.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@suap/'));

await build({
  // dist/server.js (`npm start`) and dist/backup.js (`npm run backup` / `npm run restore`).
  entryPoints: { server: 'src/server.ts', backup: 'src/db/backup/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
