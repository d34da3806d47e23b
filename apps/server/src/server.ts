import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/client.js';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { ensureDatabase } from './db/ensure-database.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData, seedReferenceData } from './db/seed/index.js';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown.js';

const say = (message: string) => process.stdout.write(`${message}\n`);

async function main() {
  const started = Date.now();
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      log: config.LOG_LEVEL === 'debug' ? say : undefined,
    });
    await ensureDatabase(embedded.connectionString(), 'suap');
    databaseUrl = embedded.connectionString('suap');
  }
  const database = connectDatabase(databaseUrl, config.DB_POOL_SIZE, {
    boundedReadTimeoutMs: config.LIST_QUERY_TIMEOUT_MS,
  });
  const stopDatabase = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop();
  };

  try {
    await runMigrations(database.db);
    await seedReferenceData(database.db, { ipaCode: config.IPA_CODE });
    if (config.SEED_DEMO_DATA && !config.isProduction) await seedDemoData(database.db);
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const app = await buildApp({ config, database });
  installGracefulShutdown({ app, graceSeconds: config.SHUTDOWN_GRACE_SECONDS, stopDatabase });

  await app.listen({ port: config.PORT, host: config.HOST });
  say(`SUAP portal ready at ${config.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
