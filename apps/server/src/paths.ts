import path from 'node:path';

// This file sits one level below the server package both as source (src/) and bundled (dist/),
// so the same relative walk works in tests, in development and in the built server.
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(serverRoot, '..', '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
