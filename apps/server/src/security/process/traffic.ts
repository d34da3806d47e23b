import type { LoggedIn } from './http-browser.js';
import { REQUESTS } from './journey.js';

export type Route = 'health' | 'list' | 'save' | 'read';

export interface Outcome {
  route: Route;
  startedAt: number;
  endedAt: number;
  /** Absent when the call failed without a reply (timeout, reset). */
  status?: number;
  body?: unknown;
  error?: string;
}

export interface WriterState {
  requestId: number;
  /** The last version the server acknowledged, and the address that save wrote. */
  ackedVersion: number;
  ackedAddress: string;
  /** The version the next save names; re-read after a failed save, whose outcome is unknown. */
  version: number;
}

export interface Traffic {
  outcomes: Outcome[];
  writers: WriterState[];
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps `loops` clients busy until stopped: most alternate the public health check and the citizen's own
 * request list, `writers` of them save their own draft over and over (and re-read it after a failed save). Every call has a client-side timeout,
 * so a server that hangs shows up as an error instead of a stalled test.
 */
export function startTraffic(
  citizen: LoggedIn,
  options: { loops: number; writers: WriterState[]; timeoutMs: number },
): Traffic {
  const outcomes: Outcome[] = [];
  let running = true;
  const { browser } = citizen;

  async function record(route: Route, call: () => ReturnType<typeof browser.call>) {
    const startedAt = Date.now();
    try {
      const reply = await call();
      outcomes.push({ route, startedAt, endedAt: Date.now(), status: reply.status, body: reply.json });
      return reply;
    } catch (error) {
      outcomes.push({ route, startedAt, endedAt: Date.now(), error: String(error) });
      return undefined;
    }
  }

  async function reader(index: number) {
    const timeoutMs = options.timeoutMs;
    for (let turn = index; running; turn += 1) {
      if (turn % 2 === 0) await record('health', () => browser.call('/api/health', { timeoutMs }));
      else
        await record('list', () => browser.call(`${REQUESTS}/list?userId=${citizen.userId}`, { timeoutMs }));
      await pause(50);
    }
  }

  async function writer(state: WriterState) {
    const timeoutMs = options.timeoutMs;
    for (let turn = 1; running; turn += 1) {
      const address = `outage-${state.requestId}-${turn}@example.com`;
      const reply = await record('save', () =>
        browser.write(
          'PUT',
          `${REQUESTS}/${state.requestId}`,
          { version: state.version, action: 'save', procedureNotification: { typeId: 1, address } },
          { timeoutMs },
        ),
      );
      const saved = (reply?.json as { request?: { version: number } } | undefined)?.request;
      if (reply?.status === 200 && saved) {
        Object.assign(state, { ackedVersion: saved.version, ackedAddress: address, version: saved.version });
      } else {
        // The save may or may not have committed: learn the current version before the next one.
        const current = await record('read', () =>
          browser.call(`${REQUESTS}/${state.requestId}`, { timeoutMs }),
        );
        const read = (current?.json as { request?: { version: number } } | undefined)?.request;
        if (current?.status === 200 && read) state.version = read.version;
      }
      await pause(100);
    }
  }

  const done = Promise.all([
    ...Array.from({ length: options.loops - options.writers.length }, (_, index) => reader(index)),
    ...options.writers.map(writer),
  ]);
  return {
    outcomes,
    writers: options.writers,
    async stop() {
      running = false;
      await done;
    },
  };
}
