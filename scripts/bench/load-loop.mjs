// The load generator: N virtual users, one keep-alive connection each (node:http Agent, N sockets), each sending
// its next call as soon as the previous one answered, for a bounded time and a bounded number of calls. Every
// latency is kept (exact percentiles from the sorted samples, no histogram rounding), per call type.
// It runs in the benchmark's own Node process, on the same cores as the server: the figures include that.
import http from 'node:http';

const TIMEOUT_MS = 10_000;
const KEEP_ERRORS = 3;

function send(agent, base, call) {
  return new Promise((resolve) => {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers = { accept: 'application/json' };
    if (call.cookie) headers.cookie = call.cookie;
    if (call.method !== 'GET') headers['x-csrf-token'] = call.csrf ?? '';
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const started = performance.now();
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method: call.method, path: call.path, headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', (error) =>
          resolve({ status: 0, ms: performance.now() - started, text: String(error) }),
        );
      },
    );
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)));
    request.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, text: String(error) }),
    );
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const percentile = (sorted, share) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Per call type: calls, errors, req/s over the phase, p50/p95/p99/max in ms, and a few error samples. */
function summarise(samples, seconds) {
  const out = {};
  for (const [type, entry] of Object.entries(samples)) {
    const sorted = Float64Array.from(entry.ms).sort();
    out[type] = {
      calls: sorted.length,
      errors: entry.errors,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? NaN,
      errorSamples: entry.errorSamples,
    };
  }
  return out;
}

/**
 * One phase: `users` are virtual users (workload.mjs) and `choose(rnd)` the call type of each next call. Ends
 * after `seconds` or `maxCalls` calls, whichever first; `warmUpSeconds` before it run the same way unrecorded.
 * `onMeasureStart` is called when the warm-up ends and recording begins.
 */
export async function runPhase({ url, users, choose, seconds, maxCalls, warmUpSeconds = 0, onMeasureStart }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: users.length });
  const loop = async (until, record) => {
    let sent = 0;
    await Promise.all(
      users.map(async (user) => {
        while (performance.now() < until && sent < maxCalls) {
          sent += 1;
          const call = user.make(choose(user.rnd));
          const reply = await send(agent, base, call);
          const ok = reply.status >= 200 && reply.status < 300;
          if (call.onReply) {
            let parsed;
            try {
              parsed = ok ? JSON.parse(reply.text) : undefined;
            } catch {
              parsed = undefined;
            }
            call.onReply(parsed ? reply.status : 0, parsed);
          }
          record?.(call, reply, ok);
        }
      }),
    );
  };
  try {
    if (warmUpSeconds > 0) await loop(performance.now() + warmUpSeconds * 1000);
    const samples = {};
    onMeasureStart?.();
    const started = performance.now();
    await loop(started + seconds * 1000, (call, reply, ok) => {
      const entry = (samples[call.type] ??= { ms: [], errors: 0, errorSamples: [] });
      entry.ms.push(reply.ms);
      if (!ok) {
        entry.errors += 1;
        if (entry.errorSamples.length < KEEP_ERRORS)
          entry.errorSamples.push(
            `${call.method} ${call.path} -> ${reply.status} ${reply.text.slice(0, 100)}`,
          );
      }
    });
    const elapsed = (performance.now() - started) / 1000;
    const byType = summarise(samples, elapsed);
    const calls = Object.values(byType).reduce((sum, entry) => sum + entry.calls, 0);
    return { seconds: elapsed, calls, rps: calls / elapsed, byType };
  } finally {
    agent.destroy();
  }
}
