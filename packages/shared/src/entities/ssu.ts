import { z } from 'zod';
import { SSU_CALL_PURPOSES, SSU_CALL_STATUSES, SSU_OPERATIONS } from '../ssu-values.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../validation.js';

/**
 * The codice unico dell'istanza (CUI) the SSU catalogue gives a sent request (AgID technical specifications of
 * DPR 160/2010): it is written `context-progressive` (e.g. SUAP-058091-00000012) with the day it was assigned;
 * `uuid` names the instance in the calls between front office, catalogue and back office.
 */
export const SsuCuiSchema = z.object({
  context: z.string(),
  progressive: z.string(),
  date: IsoDateSchema,
  uuid: z.string(),
});
export type SsuCui = z.infer<typeof SsuCuiSchema>;

/**
 * One call of the portal to the SSU, as staff see it. `purpose` says what it was for (send_instance: why the
 * instance went; audit: what the message told the catalogue; fetch_document and retry: the back office's operation
 * they belong to), null for the other operations and for an audit message the portal does not name, whose
 * `message` is then shown as it went; for a retry, `message` is the SSU error code of what the portal found
 * wrong in the data (ERROR_412_001: a document that does not match its hash, …), which the page says in words.
 * `lastError` is the counterpart's answer to the last failed attempt; `nextAttemptAt` is when a pending call is tried again, when known.
 */
export const SsuCallSchema = z.object({
  callId: z.number().int(),
  operation: z.enum(SSU_OPERATIONS),
  purpose: z.enum(SSU_CALL_PURPOSES).nullable(),
  message: z.string().nullable(),
  status: z.enum(SSU_CALL_STATUSES),
  attempts: z.number().int(),
  createdAt: IsoDateTimeSchema,
  sentAt: IsoDateTimeSchema.nullable(),
  nextAttemptAt: IsoDateTimeSchema.nullable(),
  lastError: z.string().nullable(),
});
export type SsuCall = z.infer<typeof SsuCallSchema>;

/**
 * Where a request stands in the SSU, for staff: its CUI (null until the catalogue gives one), the day its receipt
 * was notified to the back office (null until then) and every call about it, oldest first. All empty for a request
 * the SSU never saw (a draft, a request sent while the SSU was off).
 */
export const SsuStatusSchema = z.object({
  cui: SsuCuiSchema.nullable(),
  receiptOn: IsoDateSchema.nullable(),
  calls: z.array(SsuCallSchema),
});
export type SsuStatus = z.infer<typeof SsuStatusSchema>;

/** What the applicant sees of it: the CUI and the receipt's day; the calls and their errors are the office's. */
export const SsuCitizenStatusSchema = SsuStatusSchema.pick({ cui: true, receiptOn: true });
export type SsuCitizenStatus = z.infer<typeof SsuCitizenStatusSchema>;
