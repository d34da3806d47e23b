import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Resolve files from e2e/ whether run from the repository root or from this folder.
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser journey at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
