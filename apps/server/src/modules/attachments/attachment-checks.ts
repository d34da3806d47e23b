import fs from 'node:fs/promises';
import { ConfigError, type Config } from '../../config.js';
import { clamdScanner } from './clamd.js';
import { parseTrustAnchors } from './signatures/cms.js';
import type { UploadChecks } from './store-upload.js';
import { diskStore } from './storage/disk-store.js';
import { s3Store } from './storage/s3-store.js';

/** A configured trust list that cannot be read, or holds no certificate, stops the start with the reason. */
async function readTrustAnchors(file: string) {
  const pem = await fs.readFile(file, 'utf8').catch((error: unknown) => {
    throw new ConfigError(`SIGNATURE_TRUST_ANCHORS_FILE: cannot read ${file} (${(error as Error).message})`);
  });
  const anchors = parseTrustAnchors(pem);
  if (anchors.length === 0)
    throw new ConfigError(`SIGNATURE_TRUST_ANCHORS_FILE: ${file} holds no PEM certificate`);
  return anchors;
}

export type AttachmentChecks = UploadChecks & { maxRequestBytes: number };

/**
 * What every upload is checked with, from the configuration: the store (the bucket of ATTACHMENTS_S3_BUCKET when
 * set, else ATTACHMENTS_DIR, by default under DATA_DIR), the limits, the ClamAV daemon (CLAMD_URL; none: files are
 * stored unscanned, and the portal says so) and the trust anchors (SIGNATURE_TRUST_ANCHORS_FILE; none: a signature
 * can be intact, never valid).
 */
export async function attachmentChecks(config: Config): Promise<AttachmentChecks> {
  const anchors = config.SIGNATURE_TRUST_ANCHORS_FILE
    ? await readTrustAnchors(config.SIGNATURE_TRUST_ANCHORS_FILE)
    : [];
  return {
    store: config.objectStorage ? s3Store(config.objectStorage) : diskStore(config.attachmentsDir),
    maxFileBytes: config.ATTACHMENT_MAX_FILE_BYTES,
    maxRequestBytes: config.ATTACHMENT_MAX_REQUEST_BYTES,
    scanner: config.CLAMD_URL ? clamdScanner(config.CLAMD_URL) : null,
    trustAnchors: anchors,
  };
}
