import {
  GENERIC_ERROR,
  GENERIC_ERROR_CODE,
  INVALID_API_RESULT_MESSAGE,
  SUCCESS_CODE,
  type ResponseStatus,
} from '@suap/shared';

/** SPEC §7: every reply carries code, message and description. */
export type ApiStatus = ResponseStatus;

export { GENERIC_ERROR_CODE, SUCCESS_CODE };

/** SPEC §8: network failure, unparseable reply or missing status all collapse to this. */
export const GENERIC_ERROR_STATUS: ApiStatus = Object.freeze({ ...GENERIC_ERROR });

export const INVALID_RESULT_MESSAGE = INVALID_API_RESULT_MESSAGE;

/**
 * A failed call. `message` follows SPEC §8 ('Invalid API Parsed Result' for a reply whose code is not
 * 200, 'Generic Error' otherwise); `status` keeps what the server said, because some screens show the
 * server's message (e.g. a 400 on user creation).
 */
export class ApiError extends Error {
  readonly status: ApiStatus;
  readonly reply: unknown;
  /** HTTP status of the response, when there was one. */
  httpStatus: number | undefined;

  constructor(message: string, status: ApiStatus, reply?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.reply = reply;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
