import { z } from 'zod';
import { LanguageSchema, NotificationTypeIdSchema } from '../enums.js';
import { NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from '../procedure-values.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../validation.js';

export const NotificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export const NotificationStatusSchema = z.enum(NOTIFICATION_STATUSES);

/**
 * One message to the applicant about their request (issue 28), as staff see it on the request's details: what it
 * was about, where it went (the request's notification contact when the event happened), in which language, and
 * whether it was delivered. `lastError` is the mail server's answer to the last failed attempt; `nextAttemptAt`
 * is when a pending message is tried again.
 */
export const NotificationSchema = z.object({
  notificationId: z.number().int(),
  event: NotificationEventSchema,
  channel: NotificationTypeIdSchema,
  recipient: z.string(),
  language: LanguageSchema,
  dueOn: IsoDateSchema.nullable(),
  status: NotificationStatusSchema,
  attempts: z.number().int(),
  createdAt: IsoDateTimeSchema,
  sentAt: IsoDateTimeSchema.nullable(),
  nextAttemptAt: IsoDateTimeSchema.nullable(),
  lastError: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
