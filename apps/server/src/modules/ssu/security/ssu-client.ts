import { SsuError, isSsuErrorCode, type SsuErrorCode } from '../ssu-errors.js';
import { SIGNATURE_HEADER, signIntegrity, verifyIntegrity } from './integrity.js';
import { createMemoryReplayGuard } from './replay-guard.js';
import type { PeerKeys, SigningKey } from './ssu-keys.js';
import type { VoucherSource } from './voucher.js';

// Our calls to the SSU e-services (back office, catalogue): voucher, Agid-JWT-Signature over the body as sent,
// the reply's signature checked, and every failure told apart as worth retrying or not, for the outbox worker.

/** A reply, whatever its status: read it with classifySsuResponse or assertSsuSuccess. */
export interface SsuResponse {
  url: string;
  status: number;
  /** Parsed JSON for a JSON reply, text otherwise, undefined when empty. */
  body: unknown;
  rawBody: Buffer;
  headers: Headers;
  /** The client that signed the reply, when replies are verified (`peers` given). */
  signedBy: string | undefined;
}

export interface SsuClient {
  post(url: string | URL, jsonBody: unknown): Promise<SsuResponse>;
  get(url: string | URL, headers?: Record<string, string>): Promise<SsuResponse>;
}

export type SsuCallFailure =
  'request' | 'voucher' | 'network' | 'timeout' | 'reply-signature' | 'reply-too-large' | 'http';

/**
 * A call that failed. `retryable`: the same call may succeed later (network, timeout, no voucher, 503, 500 with
 * ERROR_500_007 or no code, an unverifiable reply); otherwise it never will (4xx, 500 with another code).
 */
export class SsuCallError extends Error {
  constructor(
    readonly kind: SsuCallFailure,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly code?: SsuErrorCode,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SsuCallError';
  }
}

export interface SsuClientOptions {
  voucherSource: VoucherSource;
  signingKey: SigningKey;
  /** The called e-service's audience: aud of the Agid-JWT-Signature we send. */
  audience: string;
  /** The counterparts' keys: given, every reply must carry a valid Agid-JWT-Signature. */
  peers?: PeerKeys;
  /** The client whose key must sign the replies (any peer when not given). */
  peerClientId?: string;
  fetch?: typeof fetch;
  /** Per call, reading the reply included; default 10 s. */
  timeoutMs?: number;
  /** The largest reply read (a document's base64 included); a larger one is refused unread. Default 64 MiB. */
  maxReplyBytes?: number;
  clockTolerance?: number;
}

const EMPTY = Buffer.alloc(0);
const DEFAULT_MAX_REPLY_BYTES = 64 * 1024 * 1024;

/** The reply's body, read only up to `max` bytes: a counterpart cannot make the portal hold more in memory. */
async function readCapped(response: Response, url: string, max: number): Promise<Buffer> {
  const tooLarge = () =>
    new SsuCallError('reply-too-large', `The reply of ${url} is larger than ${max} bytes: not read`, false);
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    // Leaving the loop cancels the stream, which closes the connection.
    if (size > max) throw tooLarge();
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const errorCodeOf = (body: unknown): SsuErrorCode | undefined => {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return isSsuErrorCode(code) ? code : undefined;
};

const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

function parseBody(raw: Buffer, contentType: string | null): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (!/\bjson\b/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createSsuClient(options: SsuClientOptions): SsuClient {
  const doFetch = options.fetch ?? fetch;
  // Replies are only ever sent to us, so their ids need remembering in this process only.
  const replyReplay = createMemoryReplayGuard();

  async function voucher(): Promise<string> {
    try {
      return await options.voucherSource.get();
    } catch (error) {
      // The call was never made: the message itself is fine, the token endpoint or our setup is not.
      throw new SsuCallError('voucher', `No PDND voucher: ${reason(error)}`, true, undefined, undefined, {
        cause: error,
      });
    }
  }

  async function send(
    method: 'GET' | 'POST',
    url: string,
    body: string | undefined,
    extra: Record<string, string>,
  ) {
    const contentType = body === undefined ? undefined : 'application/json';
    const signed = await signIntegrity({
      body: body ?? EMPTY,
      contentType,
      audience: options.audience,
      key: options.signingKey,
    });
    // A Headers object, so that the caller's headers (If-Match, Range) cannot double ours under another case.
    const headers = new Headers(extra);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    headers.set('authorization', `Bearer ${await voucher()}`);
    for (const [name, value] of Object.entries(signed)) headers.set(name, value);
    if (contentType) headers.set('content-type', contentType);
    try {
      // No redirects: the signature is for this audience, and a redirect would carry the voucher elsewhere.
      const response = await doFetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      return {
        response,
        raw: await readCapped(response, url, options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES),
      };
    } catch (error) {
      if (error instanceof SsuCallError) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SsuCallError(
        timedOut ? 'timeout' : 'network',
        `${method} ${url} ${timedOut ? 'timed out' : `failed: ${reason((error as Error).cause ?? error)}`}`,
        true,
        undefined,
        undefined,
        { cause: error },
      );
    }
  }

  async function verifyReply(url: string, response: Response, raw: Buffer): Promise<string | undefined> {
    if (!options.peers) return undefined;
    try {
      return await verifyIntegrity({
        header: response.headers.get(SIGNATURE_HEADER) ?? undefined,
        digestHeader: response.headers.get('digest') ?? undefined,
        body: raw,
        contentType: response.headers.get('content-type') ?? undefined,
        // Replies are signed for the e-service's audience or for us, the client: both are accepted.
        audience: [options.audience, options.signingKey.clientId],
        peers: options.peers,
        expectedClientId: options.peerClientId,
        replay: replyReplay,
        clockTolerance: options.clockTolerance,
      });
    } catch (error) {
      if (!(error instanceof SsuError)) throw error;
      // What the counterpart did with the call is unknown, as when a reply is lost: worth calling again.
      throw new SsuCallError(
        'reply-signature',
        `The reply (HTTP ${response.status}) to ${url} has ${error.code === 'ERROR_401_003' ? 'no' : 'an invalid'} ` +
          `Agid-JWT-Signature${error.detail ? ` (${error.detail})` : ''}: it is not trusted`,
        true,
        response.status,
        undefined,
        { cause: error },
      );
    }
  }

  async function call(method: 'GET' | 'POST', target: string | URL, body: string | undefined, extra = {}) {
    const url = target.toString();
    for (let attempt = 1; ; attempt++) {
      const { response, raw } = await send(method, url, body, extra);
      const signedBy = await verifyReply(url, response, raw);
      const parsed = parseBody(raw, response.headers.get('content-type'));
      // A voucher refused while we thought it valid (revoked, clocks apart): once with a fresh one.
      if (response.status === 401 && errorCodeOf(parsed) === 'ERROR_401_002' && attempt === 1) {
        options.voucherSource.invalidate();
        continue;
      }
      return {
        url,
        status: response.status,
        body: parsed,
        rawBody: raw,
        headers: response.headers,
        signedBy,
      };
    }
  }

  return {
    async post(url, jsonBody) {
      let body: string;
      try {
        body = JSON.stringify(jsonBody);
      } catch (error) {
        throw new SsuCallError(
          'request',
          `POST ${url.toString()}: body not serializable`,
          false,
          undefined,
          undefined,
          {
            cause: error,
          },
        );
      }
      return call('POST', url, body);
    },
    get: (url, headers = {}) => call('GET', url, undefined, headers),
  };
}

/** success: 2xx; retry: 408, 429, 502-504, 500 with ERROR_500_007 or no SSU code; permanent: any other status. */
export function classifySsuResponse(
  response: Pick<SsuResponse, 'status' | 'body'>,
): 'success' | 'retry' | 'permanent' {
  const { status } = response;
  if (status >= 200 && status < 300) return 'success';
  if ([408, 429, 502, 503, 504].includes(status)) return 'retry';
  if (status >= 500) {
    const code = errorCodeOf(response.body);
    return code === undefined || code === 'ERROR_500_007' ? 'retry' : 'permanent';
  }
  return 'permanent';
}

/** For the outbox worker: whether a failed call may be tried again. Unknown errors are retried. */
export function classifySsuFailure(error: unknown): 'retry' | 'permanent' {
  if (error instanceof SsuCallError) return error.retryable ? 'retry' : 'permanent';
  return 'retry';
}

/** Returns a 2xx reply; throws SsuCallError ('http', with status, SSU code and retryable) for any other. */
export function assertSsuSuccess(response: SsuResponse): SsuResponse {
  const outcome = classifySsuResponse(response);
  if (outcome === 'success') return response;
  const code = errorCodeOf(response.body);
  const message = (response.body as { message?: unknown } | undefined)?.message;
  throw new SsuCallError(
    'http',
    `${response.url} answered ${response.status}${code ? ` ${code}` : ''}${typeof message === 'string' ? ` (${message})` : ''}`,
    outcome === 'retry',
    response.status,
    code,
  );
}
