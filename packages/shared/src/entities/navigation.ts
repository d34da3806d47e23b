import { z } from 'zod';
import { StepStatusSchema } from '../enums.js';
import { ENROLMENT_STEPS } from '../enrolment-steps.js';

// The step names live in a zod-free leaf (see enrolment-steps.ts); re-exported so the contract reads as before.
export * from '../enrolment-steps.js';

export const EnrolmentStepNameSchema = z.enum(ENROLMENT_STEPS);

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
