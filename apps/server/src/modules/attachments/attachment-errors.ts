import { formatFileSize, type Language } from '@suap/shared';
import { msg, type TextKey } from '../../lib/messages/index.js';
import { ApiError, notFound } from '../../lib/reply.js';

/** Why an upload or a download was refused, for clients that react to the case rather than read the text. */
export const ATTACHMENT_REFUSALS = [
  'no-file',
  'empty',
  'too-large',
  'request-too-large',
  'type',
  'type-mismatch',
  'truncated',
  'malware',
  'scanner-unavailable',
  'not-changeable',
  'handed-in',
  'integrity',
] as const;
export type AttachmentRefusal = (typeof ATTACHMENT_REFUSALS)[number];

const STATUS: Record<AttachmentRefusal, number> = {
  'no-file': 400,
  empty: 400,
  'too-large': 413,
  'request-too-large': 413,
  type: 415,
  'type-mismatch': 415,
  truncated: 400,
  malware: 422,
  'scanner-unavailable': 503,
  'not-changeable': 409,
  'handed-in': 409,
  integrity: 500,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The refusal as an error reply: its status, its text naming the file and the rule (the catalogue's
 * `attachment.<reason>`), `reason` for clients, and the field error on `file` the forms show.
 */
export function attachmentRefused(reason: AttachmentRefusal, params: Record<string, string | number> = {}) {
  const status = STATUS[reason];
  const values = {
    ...params,
    ...(typeof params.limit === 'number' ? { limit: formatFileSize(params.limit, 0) } : {}),
  };
  const text = msg(`attachment.${reason}` as TextKey, values);
  return new ApiError(status, TITLES[status]!, text, {
    reason,
    errors: (lang: Language) => [{ field: 'file', rule: reason, message: text(lang) }],
  });
}

export const attachmentNotFound = () => notFound(msg('attachment.not-found'));
