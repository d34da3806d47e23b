import {
  RequestState,
  STATES_WITH_CITIZEN_TERM,
  type AttachmentContentType,
  type AttachmentStage,
  type RequestStateId,
} from '@suap/shared';
import path from 'node:path';
import type { RequestFacts } from './attachments.repository.js';

/** The extensions a name may carry for each type: another one means the file is not what its name says. */
export const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'application/pkcs7-mime': ['.p7m'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** How the messages name each type. */
export const TYPE_NAMES: Record<AttachmentContentType, string> = {
  'application/pdf': 'PDF',
  'application/pkcs7-mime': 'CAdES (.p7m)',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

export const nameFits = (fileName: string, type: AttachmentContentType) =>
  EXTENSIONS[type].includes(path.extname(fileName).toLowerCase());

const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Whether a file of this type is whole, from its last bytes: a PDF ends with %%EOF (perhaps followed by a line
 * end), a JPEG with the EOI marker FFD9, a PNG with its IEND chunk. A .p7m is judged when its envelope is parsed.
 */
export function looksComplete(type: AttachmentContentType, last: Buffer): boolean {
  const trimmed = last.subarray(0, last.length - (/[\s\0]*$/.exec(last.toString('latin1'))?.[0].length ?? 0));
  switch (type) {
    case 'application/pdf':
      return trimmed.subarray(-64).includes(Buffer.from('%%EOF'));
    case 'image/jpeg':
      return trimmed.subarray(-2).equals(Buffer.from([0xff, 0xd9]));
    case 'image/png':
      return trimmed.subarray(-8).equals(PNG_END);
    case 'application/pkcs7-mime':
      return true;
  }
}

/**
 * At which stage the owner may add or remove documents now: to a draft, or to the answer while an integration
 * request or a 10-bis notice waits for them, up to and including the term's last day. Null: not now.
 */
export function openStage(facts: RequestFacts, today: string): AttachmentStage | null {
  if (facts.stateId === RequestState.DRAFT) return 'application';
  const waiting = STATES_WITH_CITIZEN_TERM.includes(facts.stateId as RequestStateId);
  if (waiting && facts.termExpiredAt === null && facts.termDueOn !== null && today <= facts.termDueOn)
    return 'answer';
  return null;
}
