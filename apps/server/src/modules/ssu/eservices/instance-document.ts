import { SsuError } from '../ssu-errors.js';

/** A single byte range of a document of `size` bytes, inclusive, as RFC 9110 reads `Range: bytes=…`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads the Range header: absent → the whole document; one satisfiable range → that range; anything else (more
 * than one range, as the e-service serves single parts only; another unit; nothing satisfiable) →
 * ERROR_416_001.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) throw new SsuError('ERROR_416_001', `range ${header}`);
  const [, first, last] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) throw new SsuError('ERROR_416_001', `range ${header}`);
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) throw new SsuError('ERROR_416_001', `range ${header} of ${size} bytes`);
  return { start, end };
}

/**
 * The If-Match precondition holds the document's hash (SHA-256, hex, as in the instance index). Entity tags may
 * come quoted or weak-marked; the hash inside is what is compared. Missing → ERROR_428_001; another → 412_001.
 */
export function checkIfMatch(header: string | undefined, sha256: string): void {
  if (header === undefined || header.trim() === '') throw new SsuError('ERROR_428_001');
  const tags = header.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
  if (!tags.some((tag) => tag === '*' || tag.toLowerCase() === sha256))
    throw new SsuError('ERROR_412_001', 'If-Match names another representation');
}
