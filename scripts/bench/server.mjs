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

/**
 * CPU of a process in ms (clock ticks of 10 ms): its own (utime + stime) and that of its children it has reaped
 * (cutime + cstime: PostgreSQL backends that ended, counted by their postmaster); and its parent's pid.
 */
function statOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return {
      parent: Number(fields[1]),
      ms: own * 10,
      reaped: (Number(fields[13]) + Number(fields[14])) * 10,
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU time used so far by the server process and by its embedded PostgreSQL (every process descending from it),
 * in ms. On a machine shared with other work, req/s and latencies move with the load; CPU per call much less.
 */
export function cpuOf(pid) {
  const all = new Map();
  for (const name of fs.readdirSync('/proc')) {
    const found = /^\d+$/.test(name) ? statOf(Number(name)) : undefined;
    if (found) all.set(Number(name), found);
  }
  const descends = (child) => {
    for (let at = all.get(child)?.parent; at; at = all.get(at)?.parent) if (at === pid) return true;
    return false;
  };
  const postgres = [...all]
    .filter(([child]) => descends(child))
    .reduce((sum, [, found]) => sum + found.ms + found.reaped, 0);
  return { server: all.get(pid)?.ms ?? 0, postgres };
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
    cpu: () => cpuOf(server.pid),
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
