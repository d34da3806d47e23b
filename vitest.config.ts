import { defineConfig } from 'vitest/config';

// Unit, server and web tests; the browser journeys in e2e/ run after them (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // Checks of the repository itself (publiccode.yml, LICENSE) and its lint rules.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts', 'lint/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
