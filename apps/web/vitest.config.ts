import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { translationParts } from './translation-parts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The package folder, wherever npm placed it (this workspace or hoisted to the root). */
function packageDir(name: string): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find package ${name}`);
  }
}

// The kit's package "exports" only expose "module"/"main" conditions that Vitest does not pick;
// pointing at the ESM entry files directly keeps one copy of React and the real components.
const kitDir = packageDir('design-react-kit');
const bootstrapItaliaDir = packageDir('bootstrap-italia');

export default defineProject({
  // The app reads its texts through the split language files (translation-parts.ts), in tests too.
  plugins: [react(), translationParts()],
  resolve: {
    alias: [
      { find: /^design-react-kit$/, replacement: path.join(kitDir, 'dist/index.js') },
      {
        find: /^bootstrap-italia$/,
        replacement: path.join(bootstrapItaliaDir, 'dist/bootstrap-italia.esm.js'),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screens load lazily and jsdom is slow on a busy 2-core machine: waits are generous, never timing checks.
    testTimeout: 20_000,
    // The kit's ESM files import without extensions, which Node's loader rejects: let Vite transform them.
    server: { deps: { inline: ['design-react-kit'] } },
  },
});
