import { z } from 'zod';
import { StepStatusSchema } from '../enums.js';

/** The startup enrolment steps in order; the first and last are hidden from the step menu (SPEC §2). */
export const ENROLMENT_STEPS = [
  'initial-summary',
  'notification-contacts',
  'select-initiative',
  'personal-data',
  'request-summary',
  'thank-page',
] as const;
export type EnrolmentStepName = (typeof ENROLMENT_STEPS)[number];
export const EnrolmentStepNameSchema = z.enum(ENROLMENT_STEPS);
export const HIDDEN_ENROLMENT_STEPS: readonly EnrolmentStepName[] = ['initial-summary', 'thank-page'];

/** SPEC §3 navigation step: `label` and `title` are translation keys, `url` the step's path. */
export const NavigationStepSchema = z.object({
  name: EnrolmentStepNameSchema,
  next: EnrolmentStepNameSchema.nullable(),
  label: z.string(),
  title: z.string().optional(),
  url: z.string(),
  status: StepStatusSchema,
  hidden: z.boolean(),
});
export type NavigationStep = z.infer<typeof NavigationStepSchema>;
