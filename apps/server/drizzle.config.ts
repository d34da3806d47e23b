import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` reads this file: it diffs the schema against the committed snapshots and writes
// SQL migrations. The server applies them itself at start-up (src/db/migrate.ts), so no credentials are needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
