import { z } from 'zod';
import { ResponseStatusSchema } from '../entities/response-status.js';

/** The logged-in person's active sessions, for citizens and staff alike (paths: activeSessionPaths). */

/**
 * The device a session was opened from, as coarse as the User-Agent at login allows: a browser family and an
 * operating system (names such as "Firefox" and "Windows", the same in every language), null when unknown.
 */
export const SessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type SessionDevice = z.infer<typeof SessionDeviceSchema>;

export const ActiveSessionSchema = z.object({
  /** A public id of its own (UUID): never the cookie value nor the key the server finds the session by. */
  sessionId: z.uuid(),
  /** When the person logged in (ISO 8601 instant). */
  startedAt: z.string(),
  /** The last call that counted as activity (ISO 8601 instant). */
  lastActivityAt: z.string(),
  device: SessionDeviceSchema,
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** GET /session/active: the current session first, then the others by last activity, newest first. */
export const ActiveSessionListReplySchema = ResponseStatusSchema.extend({
  sessions: z.array(ActiveSessionSchema),
});
export type ActiveSessionListReply = z.infer<typeof ActiveSessionListReplySchema>;

/** `{sessionId}` of DELETE /session/active/{sessionId}: a UUID, otherwise 400 naming params.sessionId. */
export const ActiveSessionParamsSchema = z.object({
  sessionId: z
    .string({ error: 'required' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu, { error: 'pattern' }),
});
export type ActiveSessionParams = z.infer<typeof ActiveSessionParamsSchema>;

/** DELETE /session/active/{id} and POST /session/active/end-others: how many sessions ended. */
export const EndSessionsReplySchema = ResponseStatusSchema.extend({ ended: z.number().int().min(0) });
export type EndSessionsReply = z.infer<typeof EndSessionsReplySchema>;
