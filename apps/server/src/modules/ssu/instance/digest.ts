import { createHash } from 'node:crypto';

// The hash algorithms of the SSU's messages (alg_hash) and the digests they name.
const ALGORITHMS = { S256: 'sha256', S384: 'sha384', S512: 'sha512' } as const;
const DIGEST_BYTES = { S256: 32, S384: 48, S512: 64 } as const;
export type HashAlgorithm = keyof typeof ALGORITHMS;

const unpadded = (text: string) => text.replace(/=+$/, '');

/**
 * The digest a hash names, in lowercase hex. The portal writes hex; a back office may write the digest's bytes in
 * base64 or base64url. Null when the hash is none of these for its algorithm (a wrong length, a stray character),
 * which is bad input rather than a document to fetch.
 */
export function normalizedDigest(algorithm: HashAlgorithm, hash: string): string | null {
  const size = DIGEST_BYTES[algorithm];
  if (/^[0-9a-f]+$/i.test(hash)) return hash.length === size * 2 ? hash.toLowerCase() : null;
  for (const encoding of ['base64', 'base64url'] as const) {
    const bytes = Buffer.from(hash, encoding);
    // Node's decoders skip what they cannot read: only a hash that encodes back to itself is one.
    if (bytes.length === size && unpadded(bytes.toString(encoding)) === unpadded(hash))
      return bytes.toString('hex');
  }
  return null;
}

export const digestOf = (algorithm: HashAlgorithm, bytes: Buffer) =>
  createHash(ALGORITHMS[algorithm]).update(bytes).digest('hex');

/** Whether the bytes are what the hash names, in whichever of its encodings it is written. */
export const digestMatches = (bytes: Buffer, algorithm: HashAlgorithm, hash: string) =>
  normalizedDigest(algorithm, hash.trim()) === digestOf(algorithm, bytes);
