import { z } from 'zod';
import {
  GENDERS,
  NotificationType,
  REQUEST_STATE_IDS,
  ROLE_IDS,
  StepStatus,
  SUAP_TYPES,
  SUPPORTED_LANGUAGES,
} from './enum-values.js';

export * from './enum-values.js';

// The zod schemas of the enum values (SPEC §3), kept apart from the values: see enum-values.ts.
export const RoleIdSchema = z.literal(ROLE_IDS, { error: 'invalid' });
export const RequestStateIdSchema = z.literal(REQUEST_STATE_IDS, { error: 'invalid' });
export const NotificationTypeIdSchema = z.literal([NotificationType.EMAIL, NotificationType.PEC], {
  error: 'invalid',
});
export const StepStatusSchema = z.literal([
  StepStatus.TODO,
  StepStatus.ENABLED,
  StepStatus.WARNING,
  StepStatus.COMPLETE,
  StepStatus.READ_ONLY,
]);
export const SuapTypeSchema = z.enum(SUAP_TYPES, { error: 'invalid' });
export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES, { error: 'invalid' });
export const GenderSchema = z.enum(GENDERS, { error: 'invalid' });
/** Gender in forms, where an untouched select is ''. */
export const OptionalGenderSchema = z
  .enum([...GENDERS, ''], { error: 'invalid' })
  .nullable()
  .optional();
