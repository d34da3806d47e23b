import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An S3 error reply: the status, the code S3 uses and its message. */
export class S3Fault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60 * 1000;

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new S3Fault(400, 'InvalidURI', 'Couldn’t parse the specified URI.');
  }
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** S3 re-encodes the decoded path once, segment by segment: a differently-escaped key signs the same. */
function canonicalUri(path: string) {
  return path
    .split('/')
    .map((segment) => escapeUri(decode(segment)))
    .join('/');
}

function canonicalQuery(query: string) {
  if (!query) return '';
  return query
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return `${escapeUri(decode(key))}=${escapeUri(decode(value))}`;
    })
    .sort()
    .join('&');
}

/** `20250101T120000Z` as a Date, or null. */
function amzDate(value: string) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/**
 * Checks an AWS Signature Version 4 `Authorization` header as S3 does: the key is known, the scope is today's in the
 * server's region for service s3, the date is within 15 minutes, host and x-amz-* are among the signed headers, and
 * the signature recomputed with the secret matches. Returns the payload hash the client signed
 * (x-amz-content-sha256: a hex SHA-256, or UNSIGNED-PAYLOAD / STREAMING-…), which the caller checks against the body.
 */
export function verifySignature(
  request: IncomingMessage,
  credentials: Credentials,
  region: string,
  now = new Date(),
): string {
  const header = request.headers.authorization;
  if (!header) throw new S3Fault(403, 'AccessDenied', 'Access Denied');
  const match = AUTHORIZATION.exec(header);
  if (!match)
    throw new S3Fault(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const [, keyId, day, scopeRegion, service, signedList, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId)
    throw new S3Fault(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (scopeRegion !== region || service !== 's3')
    throw new S3Fault(
      400,
      'AuthorizationHeaderMalformed',
      `the region '${scopeRegion}' is wrong; expecting '${region}'`,
    );
  const longDate = String(request.headers['x-amz-date'] ?? '');
  const signedAt = amzDate(longDate);
  if (!signedAt || longDate.slice(0, 8) !== day)
    throw new S3Fault(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (Math.abs(now.getTime() - signedAt.getTime()) > SKEW_MS)
    throw new S3Fault(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string')
    throw new S3Fault(
      400,
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
    );
  const signed = signedList!.split(';');
  const sorted = [...signed].sort();
  if (signed.join(';') !== sorted.join(';') || !signed.includes('host'))
    throw new S3Fault(400, 'AuthorizationHeaderMalformed', 'SignedHeaders must be sorted and include host.');
  for (const name of Object.keys(request.headers))
    if (name.startsWith('x-amz-') && !signed.includes(name))
      throw new S3Fault(
        403,
        'AccessDenied',
        `There were headers present in the request which were not signed: ${name}`,
      );

  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const canonicalHeaders = signed.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text
      .replace(/[\r\n]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .trim()}\n`;
  });
  const canonicalRequest = [
    request.method,
    canonicalUri(queryAt < 0 ? url : url.slice(0, queryAt)),
    canonicalQuery(queryAt < 0 ? '' : url.slice(queryAt + 1)),
    canonicalHeaders.join(''),
    signedList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    ALGORITHM,
    longDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region), 's3'),
    'aws4_request',
  );
  const expected = hmac(key, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
    throw new S3Fault(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  return payloadHash;
}

/** The body as the client signed it: its SHA-256 must be the one signed, unless the client signed none. */
export function checkPayload(payloadHash: string, body: Buffer) {
  if (payloadHash === 'UNSIGNED-PAYLOAD') return;
  // aws-chunked bodies (STREAMING-…): the store's client is configured never to send them (s3-store.ts).
  if (payloadHash.startsWith('STREAMING-'))
    throw new S3Fault(
      501,
      'NotImplemented',
      `This fake does not decode aws-chunked bodies (${payloadHash}).`,
    );
  if (!/^[0-9a-f]{64}$/.test(payloadHash))
    throw new S3Fault(
      400,
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256.',
    );
  if (createHash('sha256').update(body).digest('hex') !== payloadHash)
    throw new S3Fault(
      400,
      'XAmzContentSHA256Mismatch',
      'The provided x-amz-content-sha256 header does not match what was computed.',
    );
}
