import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_STAGES,
  SCAN_RESULTS,
  SIGNATURE_FORMATS,
  SIGNATURE_STATUSES,
} from '../attachment-values.js';
import { IsoDateTimeSchema } from '../validation.js';

/**
 * One signature found on a file, as the server verified it. `signerFiscalCode` comes from the certificate's
 * subject serial number (`TINIT-<code>`), `signingTime` from the signed attributes (null when the signature names
 * none), `certificateValidAtSigning` compares that time (or the upload's) with the certificate's validity.
 */
export const SignatureSchema = z.object({
  status: z.enum(SIGNATURE_STATUSES),
  signerName: z.string().nullable(),
  signerFiscalCode: z.string().nullable(),
  signingTime: IsoDateTimeSchema.nullable(),
  certificateValidAtSigning: z.boolean(),
  /** Why a broken signature is broken, in English (staff read it as a technical detail). */
  problem: z.string().nullable(),
});
export type Signature = z.infer<typeof SignatureSchema>;

/** A document attached to a request (issue 29); its bytes are downloaded from its own address. */
export const AttachmentSchema = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  stage: z.enum(ATTACHMENT_STAGES),
  /** The history step that handed it in (the send, or the citizen's answer); null while it can still be removed. */
  historyId: z.number().int().nullable(),
  uploadedAt: IsoDateTimeSchema,
  signatureFormat: z.enum(SIGNATURE_FORMATS),
  signatures: z.array(SignatureSchema),
  scan: z.enum(SCAN_RESULTS),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
