import { apiPaths, fillPath, type AttachmentReply, type Language } from '@suap/shared';
import { pageLanguage } from './api-request';
import { ApiError, GENERIC_ERROR_CODE, GENERIC_ERROR_STATUS, SUCCESS_CODE } from './api-status';
import { buildApiUrl } from './build-url';
import { csrfHeaders } from './csrf';
import { lazySchema } from './lazy-schema';

export interface UploadOptions {
  requestId: number;
  file: File;
  lang: Language;
  /** The share of the file sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function genericError(httpStatus?: number, cause?: unknown): ApiError {
  const error = new ApiError(GENERIC_ERROR_STATUS.message, { ...GENERIC_ERROR_STATUS }, undefined, { cause });
  error.httpStatus = httpStatus;
  return error;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** The reply as apiRequest reads one: code 200 and the contract's shape, or an ApiError keeping what the server said. */
async function interpret(httpStatus: number, text: string): Promise<AttachmentReply> {
  const reply = parse(text);
  if (reply === null || typeof reply !== 'object' || Array.isArray(reply)) throw genericError(httpStatus);
  const record = reply as Record<string, unknown>;
  const code = typeof record.code === 'number' ? record.code : GENERIC_ERROR_CODE;
  if (code !== SUCCESS_CODE || httpStatus >= 300) {
    const status = {
      code,
      message: typeof record.message === 'string' ? record.message : GENERIC_ERROR_STATUS.message,
      description:
        typeof record.description === 'string' && record.description !== ''
          ? record.description
          : GENERIC_ERROR_STATUS.description,
    };
    const error = new ApiError(GENERIC_ERROR_STATUS.message, status, reply);
    error.httpStatus = httpStatus;
    throw error;
  }
  const schema = await lazySchema('AttachmentReplySchema')().catch((cause: unknown) => {
    throw genericError(httpStatus, cause);
  });
  const parsed = schema.safeParse(reply);
  if (!parsed.success) throw genericError(httpStatus);
  return parsed.data;
}

/**
 * POST /suap/v1/request/attachments/{id}: one file as multipart/form-data (part `file`). Sent with
 * XMLHttpRequest rather than fetch because only it reports upload progress; otherwise it goes as apiRequest's
 * calls go (same origin, the page language, the CSRF header). No retry: a refused file is refused again, and a
 * lost connection is the person's to try again. No global spinner either: the file's own progress bar shows it.
 */
export function uploadAttachment({ requestId, file, lang, onProgress, signal }: UploadOptions) {
  const url = buildApiUrl(fillPath(apiPaths.requests.attachments, { id: requestId }), { lang });
  return new Promise<AttachmentReply>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', pageLanguage());
    for (const [name, value] of Object.entries(csrfHeaders('POST', url))) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      interpret(xhr.status, xhr.responseText).then(resolve, reject);
    });
    xhr.addEventListener('error', () => reject(genericError()));
    xhr.addEventListener('timeout', () => reject(genericError()));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    function abort() {
      xhr.abort();
    }
    signal?.addEventListener('abort', abort, { once: true });
    const body = new FormData();
    // No Content-Type header: the browser writes it with the part boundary.
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * What the server said about a refused file, in the page's language ("The file «x» is empty."): the error on
 * the `file` field, else the reply's description; null when the server said nothing (a lost connection).
 */
export function uploadRefusalText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.reply === undefined) return null;
  const errors = (error.reply as { errors?: unknown }).errors;
  const onFile = Array.isArray(errors)
    ? errors.find((entry: unknown) => (entry as { field?: unknown } | null)?.field === 'file')
    : undefined;
  const message = (onFile as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message !== '') return message;
  const { description } = error.status;
  return description && description !== GENERIC_ERROR_STATUS.description ? description : null;
}
