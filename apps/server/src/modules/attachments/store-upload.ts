import type { AttachmentContentType, Signature, SignatureFormat } from '@suap/shared';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type * as pkijs from 'pkijs';
import { attachmentRefused } from './attachment-errors.js';
import type { Scanner } from './clamd.js';
import { ScannerUnavailableError } from './clamd.js';
import { detectContentType } from './content-type.js';
import { EXTENSIONS, looksComplete, nameFits, TYPE_NAMES } from './file-rules.js';
import { InspectStream, TooLargeError } from './inspect-stream.js';
import { isReadableEnvelope, verifyCades } from './signatures/cades.js';
import { verifyPades } from './signatures/pades.js';
import type { FileStore } from './storage/file-store.js';

export interface UploadChecks {
  store: FileStore;
  maxFileBytes: number;
  scanner: Scanner | null;
  trustAnchors: pkijs.Certificate[];
}

/** A file stored and checked, waiting for its row. */
export interface StoredFile {
  storageKey: string;
  size: number;
  sha256: string;
  contentType: AttachmentContentType;
  signatureFormat: SignatureFormat;
  signatures: Signature[];
  scanned: boolean;
}

/** What a stored file fills in its attachment row, whoever handed it in. */
export const storedFileColumns = (stored: StoredFile) => ({
  contentType: stored.contentType,
  size: stored.size,
  sha256: stored.sha256,
  storageKey: stored.storageKey,
  signatureFormat: stored.signatureFormat,
  signatures: stored.signatures,
  scan: stored.scanned ? ('clean' as const) : ('not-scanned' as const),
  scanner: stored.scanned ? 'clamd' : null,
});

/**
 * Streams an upload into the store and checks it there (issue 29): the size limit while it arrives, then the
 * type from the content and the name, that the file is whole, malware (when a scanner is configured) and the
 * signatures. Whatever refuses it removes the stored bytes first, so a refused or interrupted upload leaves
 * nothing behind. Only a signed file is read back whole, and never past the size limit.
 */
export async function storeUpload(
  source: Readable,
  fileName: string,
  checks: UploadChecks,
  uploadedAt: Date,
  /** Settles when the whole request body has arrived (see watchAfterBodyEnd). */
  bodyEnded?: Promise<void>,
): Promise<StoredFile> {
  const storageKey = randomUUID();
  const inspect = new InspectStream(checks.maxFileBytes);
  // The bytes start flowing before the store listens (it first makes its directory): an early refusal must wait
  // for it rather than go unheard, and a client that cuts the upload off fails the write, which cleans up.
  inspect.on('error', () => undefined);
  let cutOff = false;
  const fail = (error: Error) => {
    cutOff = true;
    inspect.destroy(error);
  };
  source.on('error', fail);
  const watchdog = bodyEnded && watchAfterBodyEnd(bodyEnded, source, inspect, fail);
  try {
    await checks.store.write(storageKey, source.pipe(inspect));
  } catch (error) {
    source.resume();
    if (error instanceof TooLargeError || inspect.size > checks.maxFileBytes)
      throw attachmentRefused('too-large', { name: fileName, limit: checks.maxFileBytes });
    // The body ended before the part did (a malformed or interrupted form): the client's fault, not the store's.
    if (cutOff) throw attachmentRefused('truncated', { name: fileName });
    throw error;
  } finally {
    watchdog?.stop();
  }
  try {
    if (inspect.size === 0) throw attachmentRefused('empty', { name: fileName });
    const contentType = detectContentType(inspect.head);
    if (!contentType) throw attachmentRefused('type', { name: fileName });
    if (!nameFits(fileName, contentType))
      throw attachmentRefused('type-mismatch', {
        name: fileName,
        detected: TYPE_NAMES[contentType],
        extensions: EXTENSIONS[contentType].join(', '),
      });
    if (!looksComplete(contentType, inspect.last)) throw attachmentRefused('truncated', { name: fileName });
    if (checks.scanner) {
      const verdict = await checks.scanner(await checks.store.read(storageKey)).catch((error: unknown) => {
        if (error instanceof ScannerUnavailableError)
          throw attachmentRefused('scanner-unavailable', { name: fileName });
        throw error;
      });
      if (!verdict.clean)
        throw attachmentRefused('malware', { name: fileName, signature: verdict.signature });
    }
    const signed = await signaturesOf(contentType, inspect.mentionsByteRange, storageKey, checks, uploadedAt);
    if (!signed) throw attachmentRefused('truncated', { name: fileName });
    return {
      storageKey,
      size: inspect.size,
      sha256: inspect.sha256,
      contentType,
      ...signed,
      scanned: checks.scanner !== null,
    };
  } catch (error) {
    await checks.store.remove(storageKey);
    throw error;
  }
}

/**
 * A body that ends inside the file part (a malformed form) leaves the parser's file stream open for ever: once the
 * body has arrived, a part that has stopped growing with nothing left in its buffer will not grow again, so it is
 * failed (and the upload refused as truncated) instead of holding its handler and file open.
 */
function watchAfterBodyEnd(
  bodyEnded: Promise<void>,
  source: Readable,
  inspect: InspectStream,
  fail: (error: Error) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  void bodyEnded.then(() => {
    if (stopped) return;
    let seen = inspect.size;
    timer = setInterval(() => {
      if (source.readableEnded) return clearInterval(timer);
      // The parser may also have destroyed the part without an error: that settles nothing on its own either.
      if (source.destroyed || (inspect.size === seen && source.readableLength === 0)) {
        clearInterval(timer);
        fail(new Error('the form ended inside the file'));
      }
      seen = inspect.size;
    }, 500);
  });
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

async function signaturesOf(
  contentType: AttachmentContentType,
  mentionsByteRange: boolean,
  storageKey: string,
  checks: UploadChecks,
  uploadedAt: Date,
): Promise<{ signatureFormat: SignatureFormat; signatures: Signature[] } | null> {
  const options = { trustAnchors: checks.trustAnchors, uploadedAt };
  if (contentType === 'application/pkcs7-mime') {
    const bytes = await buffer(await checks.store.read(storageKey));
    // An envelope that cannot be read at all is a damaged file, not a broken signature.
    if (!isReadableEnvelope(bytes)) return null;
    return { signatureFormat: 'cades', signatures: await verifyCades(bytes, options) };
  }
  if (contentType === 'application/pdf' && mentionsByteRange) {
    const bytes = await buffer(await checks.store.read(storageKey));
    const signatures = await verifyPades(bytes, options);
    return { signatureFormat: signatures.length > 0 ? 'pades' : 'none', signatures };
  }
  return { signatureFormat: 'none', signatures: [] };
}
