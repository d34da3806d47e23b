import { z } from 'zod';
import { SuapTypeSchema } from '../enums.js';

/** SPEC §3 SUAP office. INT offices take requests here; EXT offices have their own portal at `url`. */
export const SuapSchema = z.object({
  suapId: z.number().int(),
  name: z.string(),
  pec: z.string(),
  type: SuapTypeSchema,
  url: z.string().nullable(),
});
export type Suap = z.infer<typeof SuapSchema>;

/** The SUAP chosen in the picker, kept in session storage until the request is created (SPEC §3, §4). */
export const SuapSelectionSchema = SuapSchema.pick({ suapId: true, name: true, type: true, url: true });
export type SuapSelection = z.infer<typeof SuapSelectionSchema>;
