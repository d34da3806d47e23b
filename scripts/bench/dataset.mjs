// One benchmark database per dataset size, each in its own embedded-PostgreSQL data directory under the
// git-ignored .data-bench/ (never the `npm start` data in ./data, never a test database). The schema and the
// reference and development data come from the server's own migrations and seeds; the bulk rows from
// bulk-load.mjs. A finished load leaves dataset.json beside the database, and a later run reuses it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { bulkLoad } from './bulk-load.mjs';

const DONE_FILE = 'dataset.json';
// Bumped when bulk-load.mjs changes what it loads, so an older dataset is loaded again rather than measured.
// 2: the procedure's states 6-10 with operators in charge, the search text of migration 0013; 3: state and owner
// drawn independently; 4: the search parts of migration 0014 (search_rest, search_names); 5: fiscal codes begin
// with consonants as real ones do; 6: surnames independent of first names; 7-9: indexes and settings of 0014;
// 10: the operators' counts of migration 0021; names as common as in Italy (names.mjs); 11: search_rest without
// the fiscal code (0022); 12: terms already over marked as the deadline job would.
const LOADER_VERSION = 12;

export const datasetDir = (root, requests) => path.join(root, '.data-bench', `requests-${requests}`);

/** Makes sure the dataset exists in `dir`; returns whether an earlier load was reused. */
export async function prepareDataset(server, dir, { citizens, requests }) {
  const doneFile = path.join(dir, DONE_FILE);
  const previous = await fs
    .readFile(doneFile, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => undefined);
  if (
    previous?.citizens === citizens &&
    previous?.requests === requests &&
    previous?.loaderVersion === LOADER_VERSION
  )
    return { reused: true, previous };

  // A load cut short (Ctrl-C, crash) or a different size: start from an empty directory.
  await fs.rm(dir, { recursive: true, force: true });
  const embedded = await server.startEmbeddedPostgres({ dataDir: dir });
  let database;
  try {
    await server.ensureDatabase(embedded.connectionString(), 'suap');
    database = server.connectDatabase(embedded.connectionString('suap'), 2);
    process.stdout.write('Migrating and seeding the reference and development data...\n');
    await server.runMigrations(database.db);
    await server.seedReferenceData(database.db);
    await server.seedDemoData(database.db);
    const started = performance.now();
    const client = await database.pool.connect();
    try {
      await bulkLoad(client, {
        citizens,
        total: requests,
        startupServiceTypeId: server.STARTUP_SERVICE_TYPE_ID,
      });
    } finally {
      client.release();
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await database.pool.query(
      "select pg_size_pretty(pg_database_size('suap')) as size, current_setting('server_version') as version",
    );
    const info = {
      citizens,
      requests,
      loaderVersion: LOADER_VERSION,
      loadSeconds: Math.round(seconds),
      size: rows[0].size,
      postgres: rows[0].version,
    };
    await fs.writeFile(doneFile, `${JSON.stringify({ ...info, loadedAt: new Date().toISOString() })}\n`);
    process.stdout.write(`  loaded in ${seconds.toFixed(0)} s, database ${info.size}\n`);
    return { reused: false, previous: info };
  } finally {
    await database?.close().catch(() => undefined);
    await embedded.stop();
  }
}
