import { z } from 'zod';

/** Every reply carries code, message and description (SPEC §7, §8). */
export const statusFields = {
  code: z.number().int(),
  message: z.string(),
  description: z.string(),
};
export const StatusReplySchema = z.object(statusFields);
export type StatusReply = z.infer<typeof StatusReplySchema>;

export const ok = (description = 'OK') => ({ code: 200, message: 'OK', description });

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly description: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (description: string, details?: Record<string, unknown>) =>
  new ApiError(400, 'Bad Request', description, details);
export const unauthorized = (description = 'Log in to use this service') =>
  new ApiError(401, 'Unauthorized', description);
export const forbidden = (description = 'You are not allowed to do this') =>
  new ApiError(403, 'Forbidden', description);
export const notFound = (description = 'Not found') => new ApiError(404, 'Not Found', description);
export const conflict = (description: string) => new ApiError(409, 'Conflict', description);
