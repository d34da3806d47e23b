import type { z } from 'zod';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { SsuCitizenStatusSchema, SsuStatusSchema } from '../entities/ssu.js';

/** GET backOffice.ssu: the request's CUI, receipt and calls to the national SUAP system (issue 30). */
export const SsuStatusReplySchema = ResponseStatusSchema.extend({ ssu: SsuStatusSchema });
export type SsuStatusReply = z.infer<typeof SsuStatusReplySchema>;

/** GET requests.ssu: the CUI of one of the citizen's own requests and the day of its receipt. */
export const SsuCitizenStatusReplySchema = ResponseStatusSchema.extend({ ssu: SsuCitizenStatusSchema });
export type SsuCitizenStatusReply = z.infer<typeof SsuCitizenStatusReplySchema>;
