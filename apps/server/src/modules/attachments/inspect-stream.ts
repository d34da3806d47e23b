import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { SNIFF_BYTES } from './content-type.js';

/** The upload went past the size it may have. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`larger than ${limit} bytes`);
  }
}

const BYTE_RANGE = Buffer.from('/ByteRange');
const TAIL_BYTES = 1024;

/**
 * Passes an upload through while learning what the checks need, without keeping it: its size (refusing it past
 * `limit` bytes, so an oversized upload stops at the limit instead of filling the disk), its SHA-256, its first
 * bytes (the type is recognised from them), its last ones (a complete file ends with its format's end marker)
 * and whether it names a /ByteRange (a signed PDF, read again later).
 */
export class InspectStream extends Transform {
  size = 0;
  head: Buffer = Buffer.alloc(0);
  mentionsByteRange = false;
  tooLarge = false;
  /** The last bytes seen: a complete file ends with its format's end marker. */
  last: Buffer = Buffer.alloc(0);
  private readonly hash = createHash('sha256');
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly limit: number) {
    super();
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit) {
      // Once: what still arrives after the refusal is dropped, not refused again.
      if (!this.tooLarge) done(new TooLargeError(this.limit));
      else done();
      this.tooLarge = true;
      return;
    }
    this.hash.update(chunk);
    if (this.head.length < SNIFF_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    if (!this.mentionsByteRange) {
      // The marker may straddle two chunks: look in the end of the last one joined to this one.
      const window = Buffer.concat([this.tail, chunk.subarray(0, BYTE_RANGE.length)]);
      this.mentionsByteRange = chunk.includes(BYTE_RANGE) || window.includes(BYTE_RANGE);
      this.tail = chunk.subarray(Math.max(0, chunk.length - BYTE_RANGE.length + 1));
    }
    this.last = Buffer.concat([this.last, chunk]).subarray(-TAIL_BYTES);
    done(null, chunk);
  }
}
