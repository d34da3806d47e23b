// Builds the web app and the server bundle when their output is missing or older than their sources,
// so `npm start` on a fresh clone works and a second start does not rebuild.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const shared = newestMtime(path.join(root, 'packages/shared/src'));

const targets = [
  {
    name: 'web app',
    workspace: '@suap/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
    ],
  },
  {
    name: 'server',
    workspace: '@suap/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs'],
  },
];

/** `only`: workspace names to consider (the benchmark needs just the server); all targets by default. */
export function buildIfNeeded(only) {
  for (const target of targets) {
    if (only && !only.includes(target.workspace)) continue;
    const sourceTime = Math.max(
      shared,
      ...target.sources.map((s) => {
        const full = path.join(root, s);
        if (!fs.existsSync(full)) return 0;
        return fs.statSync(full).isDirectory() ? newestMtime(full) : mtime(full);
      }),
    );
    if (mtime(path.join(root, target.output)) >= sourceTime) continue;
    process.stdout.write(`Building the ${target.name}...\n`);
    execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
