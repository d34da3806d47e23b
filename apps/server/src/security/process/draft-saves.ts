import type { HttpBrowser, LoggedIn } from './http-browser.js';
import { REQUESTS } from './journey.js';

/** Every save writes its marker into two columns: a row holding two different markers was half-written. */
export const addressOf = (marker: number) => `save-${marker}@example.com`;
const cityOf = (marker: number) => `City ${marker}`;

function payload(marker: number) {
  return {
    procedureNotification: { typeId: marker % 2 === 0 ? 1 : 2, address: addressOf(marker) },
    personalData: { cityOfBirth: cityOf(marker) },
  };
}

interface SavedRequest {
  requestId: number;
  version: number;
  procedureNotification: { address: string } | null;
  personalData: { cityOfBirth: string | null } | null;
}

/** The marker a stored request carries, or a description of why it has none or two. */
export function markerOf(request: SavedRequest): number | string {
  const address = /^save-(\d+)@example\.com$/.exec(request.procedureNotification?.address ?? '');
  const city = /^City (\d+)$/.exec(request.personalData?.cityOfBirth ?? '');
  if (!address || !city) return `no marker in ${JSON.stringify(request)}`;
  if (address[1] !== city[1]) return `half-written: address ${address[1]}, city ${city[1]}`;
  return Number(address[1]);
}

export interface Ack {
  marker: number;
  requestId: number;
  version: number;
  owner: LoggedIn;
}

/**
 * What the clients sent and what the server acknowledged. For each request, `produced` maps a version to the
 * marker of the save that would create it, acknowledged or not: after a crash the stored version may be the
 * last acknowledged one or one more (the save in flight committed, its reply was lost), never anything else.
 */
export class SaveLedger {
  readonly acks: Ack[] = [];
  readonly produced = new Map<number, Map<number, number>>();
  readonly failures: string[] = [];
  fired = 0;

  expect(requestId: number, version: number, marker: number) {
    const versions = this.produced.get(requestId) ?? new Map<number, number>();
    versions.set(version, marker);
    this.produced.set(requestId, versions);
  }

  /** The highest acknowledged version of each request, with its owner. */
  latestAcks(): Map<number, Ack> {
    const latest = new Map<number, Ack>();
    for (const ack of this.acks) {
      const seen = latest.get(ack.requestId);
      if (!seen || seen.version < ack.version) latest.set(ack.requestId, ack);
    }
    return latest;
  }
}

interface Worker {
  owner: LoggedIn;
  current?: { requestId: number; version: number };
}

export interface SaveRun {
  /** Markers firstMarker..lastMarker are fired; each worker runs one save at a time. */
  firstMarker: number;
  lastMarker: number;
  concurrency: number;
  /** Called after each acknowledgement (the crash test pulls the plug from here). */
  onAck?: (ledger: SaveLedger) => void;
}

/**
 * Fires draft saves from many sessions at once: each worker creates a draft, then updates it a few times with
 * the version it was given, then starts another. A worker stops at its first failed call, so after a crash
 * each request has at most one save whose outcome is unknown. Returns the first marker not fired.
 */
export async function runSaves(sessions: LoggedIn[], ledger: SaveLedger, run: SaveRun): Promise<number> {
  let next = run.firstMarker;
  const workers: Worker[] = Array.from({ length: run.concurrency }, (_, index) => ({
    owner: sessions[index % sessions.length]!,
  }));

  async function saveOnce(worker: Worker, marker: number): Promise<boolean> {
    const browser: HttpBrowser = worker.owner.browser;
    const update = worker.current && marker % 5 !== 0 ? worker.current : undefined;
    if (update) ledger.expect(update.requestId, update.version + 1, marker);
    ledger.fired += 1;
    const reply = update
      ? await browser.write('PUT', `${REQUESTS}/${update.requestId}`, {
          version: update.version,
          action: 'save',
          ...payload(marker),
        })
      : await browser.write('POST', REQUESTS, payload(marker));
    const request = (reply.json as { request?: SavedRequest } | undefined)?.request;
    if (reply.status !== 200 || !request) {
      ledger.failures.push(`marker ${marker}: ${reply.status} ${reply.text.slice(0, 200)}`);
      return false;
    }
    if (!update) ledger.expect(request.requestId, request.version, marker);
    ledger.acks.push({ marker, requestId: request.requestId, version: request.version, owner: worker.owner });
    worker.current = { requestId: request.requestId, version: request.version };
    run.onAck?.(ledger);
    return true;
  }

  await Promise.all(
    workers.map(async (worker) => {
      while (next <= run.lastMarker) {
        const marker = next++;
        const saved = await saveOnce(worker, marker).catch((error: unknown) => {
          ledger.failures.push(`marker ${marker}: ${String(error)}`);
          return false;
        });
        if (!saved) return;
      }
    }),
  );
  return next;
}

/**
 * Reads back every request that has an acknowledged save, through its owner's session, and lists what is
 * wrong: missing, older than acknowledged, a version nobody wrote, the wrong marker, or half-written.
 */
export async function verifyAcknowledged(
  ledger: SaveLedger,
): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  const latest = [...ledger.latestAcks().values()];
  for (let start = 0; start < latest.length; start += 20) {
    await Promise.all(
      latest.slice(start, start + 20).map(async (ack) => {
        const reply = await ack.owner.browser.call(`${REQUESTS}/${ack.requestId}`);
        const request = (reply.json as { request?: SavedRequest } | undefined)?.request;
        if (reply.status !== 200 || !request) {
          problems.push(`request ${ack.requestId}: ${reply.status} ${reply.text.slice(0, 200)}`);
          return;
        }
        const expected = ledger.produced.get(ack.requestId)?.get(request.version);
        const found = markerOf(request);
        if (request.version < ack.version) {
          problems.push(`request ${ack.requestId}: version ${request.version} < acknowledged ${ack.version}`);
        } else if (expected === undefined) {
          problems.push(`request ${ack.requestId}: version ${request.version} was never written`);
        } else if (found !== expected) {
          problems.push(
            `request ${ack.requestId} v${request.version}: expected marker ${expected}, found ${found}`,
          );
        }
      }),
    );
  }
  return { checked: latest.length, problems };
}

/** Every request of the citizens that carries a marker (acknowledged or not) holds exactly one. */
export async function verifyNoHalfWrites(
  sessions: LoggedIn[],
): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  let checked = 0;
  const owners = new Map(sessions.map((session) => [session.userId, session]));
  for (const owner of owners.values()) {
    const reply = await owner.browser.call(`${REQUESTS}/list?userId=${owner.userId}`);
    const list = (reply.json as { requestList?: SavedRequest[] } | undefined)?.requestList;
    if (reply.status !== 200 || !list) {
      problems.push(`list of user ${owner.userId}: ${reply.status} ${reply.text.slice(0, 200)}`);
      continue;
    }
    for (const request of list.filter((item) => item.procedureNotification?.address.startsWith('save-'))) {
      checked += 1;
      const found = markerOf(request);
      if (typeof found === 'string') problems.push(`request ${request.requestId}: ${found}`);
    }
  }
  return { checked, problems };
}
