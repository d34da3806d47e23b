import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestMatches, normalizedDigest } from './digest.js';

const bytes = Buffer.from('%PDF-1.7 provvedimento');
const digest = (algorithm: string) => createHash(algorithm).update(bytes).digest();

describe('digestMatches', () => {
  it('reads the hash in hex (any case), base64 (padded or not) and base64url', () => {
    const sha256 = digest('sha256');
    expect(digestMatches(bytes, 'S256', sha256.toString('hex'))).toBe(true);
    expect(digestMatches(bytes, 'S256', sha256.toString('hex').toUpperCase())).toBe(true);
    expect(digestMatches(bytes, 'S256', sha256.toString('base64'))).toBe(true);
    expect(digestMatches(bytes, 'S256', sha256.toString('base64').replace(/=+$/, ''))).toBe(true);
    expect(digestMatches(bytes, 'S256', sha256.toString('base64url'))).toBe(true);
  });

  it('uses the algorithm named', () => {
    expect(digestMatches(bytes, 'S384', digest('sha384').toString('hex'))).toBe(true);
    expect(digestMatches(bytes, 'S512', digest('sha512').toString('base64'))).toBe(true);
    expect(digestMatches(bytes, 'S512', digest('sha256').toString('hex'))).toBe(false);
  });

  it('refuses other bytes and a hash in another case of base64', () => {
    expect(digestMatches(Buffer.from('other'), 'S256', digest('sha256').toString('hex'))).toBe(false);
    const base64 = digest('sha256').toString('base64');
    const swapped = base64.replace(/[a-z]/, (letter) => letter.toUpperCase());
    expect(swapped).not.toBe(base64);
    expect(digestMatches(bytes, 'S256', swapped)).toBe(false);
    expect(digestMatches(bytes, 'S256', '')).toBe(false);
  });

  it('names a digest only in a whole encoding of the right length', () => {
    const sha256 = digest('sha256');
    expect(normalizedDigest('S256', sha256.toString('base64'))).toBe(sha256.toString('hex'));
    expect(normalizedDigest('S256', sha256.toString('hex').slice(2))).toBeNull();
    expect(normalizedDigest('S384', sha256.toString('hex'))).toBeNull();
    expect(normalizedDigest('S256', `${sha256.toString('base64')}"`)).toBeNull();
    expect(normalizedDigest('S256', `${sha256.toString('base64').slice(0, 20)}\r\n`)).toBeNull();
  });
});
