import { ErrorReplySchema, type Language } from '@suap/shared';
import { z } from 'zod';
import { msg, renderText, type Text } from './messages/index.js';

/** Every reply carries code, message and description (SPEC §7, §8). */
export const statusFields = {
  code: z.number().int(),
  message: z.string(),
  description: z.string(),
};
/**
 * The reply envelope routes declare for their error statuses: the shared ErrorReplySchema, so the optional
 * `errors[]` and `reason` an error carries (e.g. reason 'csrf' on a 403) survive the schema-driven serializer.
 */
export const StatusReplySchema = ErrorReplySchema;
export type StatusReply = z.infer<typeof StatusReplySchema>;

export const ok = (description = 'OK') => ({ code: 200, message: 'OK', description });

/** Detail fields of an error reply; a function is rendered in the request's language (e.g. localized errors[]). */
export type ErrorDetails = Record<string, unknown>;

/**
 * An error reply. Title and description are either texts already in the reply's language or catalogue texts
 * (`msg(...)`) the error handler renders in the request's language. A standard English title ('Bad Request')
 * is replaced there by the localized title of the status.
 */
export class ApiError extends Error {
  readonly description: string;
  constructor(
    readonly statusCode: number,
    readonly title: Text,
    readonly text: Text,
    readonly details?: ErrorDetails,
  ) {
    super(renderText(title, 'en'));
    this.description = renderText(text, 'en');
  }

  /** The reply's status fields and details in one language. */
  render(lang: Language) {
    const details: ErrorDetails = {};
    for (const [name, value] of Object.entries(this.details ?? {})) {
      details[name] = typeof value === 'function' ? (value as (lang: Language) => unknown)(lang) : value;
    }
    return { message: renderText(this.title, lang), description: renderText(this.text, lang), details };
  }
}

export const badRequest = (description: Text, details?: ErrorDetails) =>
  new ApiError(400, 'Bad Request', description, details);
export const unauthorized = (description: Text = msg('auth.login-required')) =>
  new ApiError(401, 'Unauthorized', description);
export const forbidden = (description: Text = msg('auth.forbidden')) =>
  new ApiError(403, 'Forbidden', description);
export const notFound = (description: Text = msg('http.not-found-item')) =>
  new ApiError(404, 'Not Found', description);
export const conflict = (description: Text) => new ApiError(409, 'Conflict', description);
