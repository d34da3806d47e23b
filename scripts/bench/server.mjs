// Runs the built server (what `npm start` runs, with its default settings) on a benchmark data directory
// through the process-test helper `startServer`, and adds what the benchmark reports: spawn-to-ready time
// and the process's resident memory. Needs tsx registered (run.mjs does it before importing the helpers).
import fs from 'node:fs';

/** VmRSS of a Linux process in bytes, or undefined once it is gone. */
export function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function startBenchServer(dataDir, extraEnv = {}) {
  const { startServer } = await import('../../apps/server/src/security/process/server-process.ts');
  const started = performance.now();
  const server = await startServer({ dataDir, entry: 'bundle', startDefaults: true, env: extraEnv });
  const readySeconds = (performance.now() - started) / 1000;

  let maxRss = 0;
  let sampler;
  const sample = () => {
    maxRss = Math.max(maxRss, rssOf(server.pid) ?? 0);
  };
  return {
    url: server.url,
    pid: server.pid,
    readySeconds,
    output: server.output,
    /** Samples RSS every 100 ms until stopSampling(); returns the maximum seen. */
    startSampling() {
      sample();
      sampler = setInterval(sample, 100);
    },
    stopSampling() {
      clearInterval(sampler);
      return maxRss;
    },
    async stop() {
      clearInterval(sampler);
      await server.stop(); // SIGTERM: the server stops its PostgreSQL too
    },
  };
}
