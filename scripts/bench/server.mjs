// Runs the built server (apps/server/dist/server.js, what `npm start` runs) on a benchmark data directory,
// on 127.0.0.1 and a free port, with the environment `npm start` would have (defaults) plus only what the
// benchmark must set. Measures spawn-to-ready and samples the process's resident memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY_LINE = 'SUAP portal ready at';
const START_TIMEOUT_MS = 180_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** VmRSS of a Linux process in bytes, or undefined once it is gone. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function startBenchServer(root, dataDir, extraEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: os.homedir(),
    TMPDIR: os.tmpdir(),
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: url,
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs every request at the default level: the pipe is drained (as a log collector would) but
  // only the tail is kept, for error messages.
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let maxRss = 0;
  let sampler;
  const server = {
    url,
    pid: child.pid,
    readySeconds: 0,
    output: () => tail,
    /** Samples RSS every 100 ms until stopSampling(); returns the maximum seen. */
    startSampling() {
      maxRss = Math.max(maxRss, rssOf(child.pid) ?? 0);
      sampler = setInterval(() => {
        maxRss = Math.max(maxRss, rssOf(child.pid) ?? 0);
      }, 100);
    },
    stopSampling() {
      clearInterval(sampler);
      return maxRss;
    },
    async stop() {
      clearInterval(sampler);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // the server stops its PostgreSQL on SIGTERM
        const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(force);
      }
    },
  };

  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      if (!tail.includes(READY_LINE)) return;
      cleanup();
      resolve();
    };
    const onExit = () => fail(`exited with ${child.exitCode ?? child.signalCode}`);
    function cleanup() {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    }
    function fail(why) {
      cleanup();
      void server.stop().finally(() => reject(new Error(`The server ${why}:\n${tail}`)));
    }
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
  server.readySeconds = (performance.now() - started) / 1000;
  return server;
}
