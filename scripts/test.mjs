// `npm test`: the static checks (types, lint with the import boundaries, formatting, API document), unit, server
// and web tests (Vitest), then the browser journeys (e2e/) against a built portal.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (label, command, args) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
    process.exit(result.status ?? 1);
  }
};

process.stdout.write(`Node.js ${process.version}\n`);
run('static checks', 'npm', ['run', 'check']);
run('unit, server and web tests', 'npx', ['vitest', 'run']);
buildIfNeeded();
run('browser tests', 'npm', ['run', 'test:e2e']);
