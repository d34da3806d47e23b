import type { AttachmentContentType } from '@suap/shared';
import { Readable } from 'node:stream';
import type { Executor } from '../../db/client.js';
import { requestAttachments } from '../../db/schema.js';
import { ApiError } from '../../lib/reply.js';
import type { AttachmentRefusal } from './attachment-errors.js';
import { detectContentType, SNIFF_BYTES } from './content-type.js';
import { EXTENSIONS } from './file-rules.js';
import { sanitizeFileName } from './file-name.js';
import { storedFileColumns, storeUpload, type StoredFile, type UploadChecks } from './store-upload.js';

export type BackOfficeDocumentOutcome =
  | { stored: StoredFile; fileName: string }
  /** `transient`: the same bytes may pass later (the scanner was down); otherwise they never will. */
  | { refused: AttachmentRefusal; description: string; transient: boolean };

const refusalOf = (error: unknown): AttachmentRefusal | undefined =>
  error instanceof ApiError ? (error.details?.reason as AttachmentRefusal | undefined) : undefined;

/**
 * A document the back office sent through the national SUAP system (issue 30), checked as any upload is: its
 * type from its content (its name is ours: `base` plus the type's extension), the size limit, that it is whole,
 * malware, its signatures. A refusal is told, not thrown, so the caller can ask the back office for it again.
 */
export async function storeBackOfficeDocument(
  bytes: Buffer,
  base: string,
  checks: UploadChecks,
  receivedAt: Date,
): Promise<BackOfficeDocumentOutcome> {
  const type: AttachmentContentType | null = detectContentType(bytes.subarray(0, SNIFF_BYTES));
  const fileName = sanitizeFileName(`${base}${type ? EXTENSIONS[type][0] : ''}`);
  try {
    return { stored: await storeUpload(Readable.from([bytes]), fileName, checks, receivedAt), fileName };
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused || !(error instanceof ApiError)) throw error;
    return { refused, description: error.description, transient: refused === 'scanner-unavailable' };
  }
}

/** Its row, under the back-office step it came with; no user handed it in. Returns the attachment's id. */
export async function insertBackOfficeAttachment(
  tx: Executor,
  document: { requestId: number; historyId: number; fileName: string; stored: StoredFile },
): Promise<number> {
  const [row] = await tx
    .insert(requestAttachments)
    .values({
      requestId: document.requestId,
      stage: 'backOffice',
      historyId: document.historyId,
      fileName: document.fileName,
      ...storedFileColumns(document.stored),
      uploadedBy: null,
    })
    .returning({ attachmentId: requestAttachments.attachmentId });
  return row!.attachmentId;
}
