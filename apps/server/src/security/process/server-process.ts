import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../db/embedded.js';
import { repoRoot, serverRoot } from '../../paths.js';

export interface ServerSettings {
  /** Use this PostgreSQL; without it the server starts its own embedded one under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  port?: number;
  /** The public URL the server believes it has (a load balancer in front of several instances). */
  baseUrl?: string;
  env?: Record<string, string>;
  /** 'bundle' runs dist/server.js, what `npm start` runs (build it first); default: the source through tsx. */
  entry?: 'source' | 'bundle';
  /** Only what `npm start` would set (no test mode, log level or login rate limit): for measurements. */
  startDefaults?: boolean;
}

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Still running (not exited, not killed). */
  alive(): boolean;
  /** The last lines it printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, an embedded PostgreSQL child is left behind. */
  kill(): Promise<void>;
  /** SIGTERM and a graceful close; SIGKILL if it does not exit in time. */
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();
const START_TIMEOUT_MS = 180_000;
const READY_LINE = 'SUAP portal ready at';

/**
 * The Node.js options `npm start` runs the server with (the root package.json's start script; a test keeps the
 * two the same). Under V8's default limit on a machine with much memory, the first full collection under load
 * came at about 150 MB of heap with some 50 MB live, and the process reached 250 to 280 MB; with a 1 GB limit
 * V8 grows the heap less between collections (they came at 60 to 85 MB). The young generation V8 sizes from
 * that limit then held some 50 MB on its own, idle (Node 24): the process took 310 MB at start and 360 MB under
 * the benchmark; 16 MB semi-spaces brought that to 185 and 270 MB for the same CPU per call (issue 25,
 * docs/benchmarks.md).
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=1024', '--max-semi-space-size=16'];

// Tests run the source through tsx, not dist/: the code as it is now, never racing a build.
const SOURCE_ARGS = [...SERVER_NODE_OPTIONS, '--import', 'tsx', path.join(serverRoot, 'src', 'server.ts')];
const BUNDLE_ARGS = [...SERVER_NODE_OPTIONS, path.join(serverRoot, 'dist', 'server.js')];
// Traffic tests log in and start drafts far beyond what one person would, through one address.
const TEST_SETTINGS = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  MAX_OPEN_DRAFTS_PER_CITIZEN: '1000',
};

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const PORT_ATTEMPTS = 3;

/**
 * Starts the server (source or bundle) and resolves once it prints that it listens. A port it chose itself may
 * be taken between the check and the child's listen (by any connection of the tests running alongside): then it
 * tries another one.
 */
export async function startServer(settings: ServerSettings): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(settings, settings.port ?? (await freePort()));
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (settings.port !== undefined || !portTaken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

async function startOnce(settings: ServerSettings, port: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  // A minimal environment: nothing from the developer's shell (a DATABASE_URL, say) leaks into the server.
  const env: Record<string, string> = {
    // eslint-disable-next-line no-restricted-properties -- not a setting: the child needs a PATH to run tools
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: os.homedir(),
    TMPDIR: os.tmpdir(),
    ...(settings.startDefaults ? {} : TEST_SETTINGS),
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: settings.baseUrl ?? url,
    DATA_DIR: settings.dataDir,
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...settings.env,
  };
  const child = spawn(process.execPath, settings.entry === 'bundle' ? BUNDLE_ARGS : SOURCE_ARGS, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let killed = false;
  const server: ServerProcess = {
    url,
    pid: child.pid ?? -1,
    child,
    alive: () => !killed && child.exitCode === null && child.signalCode === null,
    output: () => printed,
    async kill() {
      killed = true;
      child.kill('SIGKILL');
      await exited(child);
      running.delete(server);
    },
    async stop() {
      if (server.alive()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited(child);
        clearTimeout(timer);
      }
      killed = true;
      running.delete(server);
    },
  };
  running.add(server);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      if (printed.includes(READY_LINE)) done();
    };
    const onExit = () => fail(new Error(`exited with ${child.exitCode ?? child.signalCode}`));
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const fail = (error: Error) => {
      cleanup();
      void server.stop().finally(() => reject(new Error(`The server ${error.message}:\n${printed}`)));
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
  return server;
}

/** For afterAll: whatever a failed test left running is stopped. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
