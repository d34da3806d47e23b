// The startup wizard's step names without their zod schema (entities/navigation.ts), so that the web route table,
// which every page downloads first, can list the step routes without loading zod (the web bundle budget).

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
export const HIDDEN_ENROLMENT_STEPS: readonly EnrolmentStepName[] = ['initial-summary', 'thank-page'];
