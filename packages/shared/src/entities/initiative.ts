import { z } from 'zod';

/**
 * SPEC §3 initiative. `description`, `activity` and `area` are in the language of the call (its `lang` query
 * parameter, else Italian); the It/En variants are always present so a client can switch language locally.
 */
export const IniziativeSchema = z.object({
  iniziativeId: z.number().int(),
  code: z.string(),
  description: z.string(),
  descriptionIt: z.string(),
  descriptionEn: z.string(),
  activity: z.string(),
  activityIt: z.string(),
  activityEn: z.string(),
  area: z.string(),
  areaIt: z.string(),
  areaEn: z.string(),
  typeIniziativeId: z.number().int(),
});
export type Iniziative = z.infer<typeof IniziativeSchema>;

export const InitiativeTypeSchema = z.object({
  typeIniziativeId: z.number().int(),
  description: z.string(),
  descriptionIt: z.string(),
  descriptionEn: z.string(),
});
export type InitiativeType = z.infer<typeof InitiativeTypeSchema>;
