import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  addDaysToIsoDate,
  INTEGRATION_TERM_DAYS_MAX,
  isIsoDate,
  isoDateInRome,
  PROCEDURE_TEXT_LIMITS,
  StaffActionBodySchema,
  type Procedure,
  type StaffAction,
  type StaffActionBody,
} from '@suap/shared';

/** What the dialog's controls hold: text everywhere, the operator as a select value. */
export interface StaffActionFormValues {
  assigneeUserId: string;
  message: string;
  dueOn: string;
  reason: string;
  observationsAssessment: string;
}
export type StaffActionField = keyof StaffActionFormValues;

export const EMPTY_STAFF_ACTION_FORM: StaffActionFormValues = {
  assigneeUserId: '',
  message: '',
  dueOn: '',
  reason: '',
  observationsAssessment: '',
};

/** The texts of the procedure staff write; the citizen reads them as they are, in the request's language. */
export const TEXT_FIELDS: ReadonlySet<StaffActionField> = new Set([
  'message',
  'reason',
  'observationsAssessment',
]);
export const TEXT_LIMITS = PROCEDURE_TEXT_LIMITS.staff;

/** What the dialog needs to know of the procedure: the version to name and what the action depends on. */
export interface ActionContext {
  version: number;
  hasObservations: boolean;
  /** Today in Italy (YYYY-MM-DD), the day the server counts the terms from. */
  today: string;
  maxIntegrationDueOn: string | null;
}

export function actionContext(procedure: Procedure, now = new Date()): ActionContext {
  return {
    version: procedure.version,
    hasObservations: procedure.hasObservations,
    today: isoDateInRome(now),
    maxIntegrationDueOn: procedure.maxIntegrationDueOn,
  };
}

/** The fields of each action, in the order they appear (and are summarised in). */
export function actionFields(action: StaffAction, context: Pick<ActionContext, 'hasObservations'>) {
  const fields: Record<StaffAction, StaffActionField[]> = {
    takeInCharge: [],
    assign: ['assigneeUserId'],
    requestIntegration: ['message', 'dueOn'],
    accept: ['reason'],
    startRefusal: ['reason'],
    // The final refusal answers the citizen's observations when there are any (art. 10-bis); the server refuses
    // an assessment otherwise.
    reject: context.hasObservations ? ['reason', 'observationsAssessment'] : ['reason'],
  };
  return fields[action];
}

/** The range of the integration's due date: after today, up to the server's latest day. */
export function dueOnRange(context: ActionContext): { min: string; max: string } {
  return {
    min: addDaysToIsoDate(context.today, 1),
    max: context.maxIntegrationDueOn ?? addDaysToIsoDate(context.today, INTEGRATION_TERM_DAYS_MAX),
  };
}

/** The form's values in the body's shape, for the shared schema to judge; an empty choice reads as missing. */
function toCandidate(action: StaffAction, values: StaffActionFormValues, context: ActionContext) {
  const base = { action, version: context.version };
  switch (action) {
    case 'takeInCharge':
      return base;
    case 'assign':
      return {
        ...base,
        assigneeUserId: values.assigneeUserId === '' ? undefined : Number(values.assigneeUserId),
      };
    case 'requestIntegration':
      return { ...base, message: values.message, dueOn: values.dueOn === '' ? undefined : values.dueOn };
    case 'accept':
    case 'startRefusal':
      return { ...base, reason: values.reason };
    case 'reject':
      return context.hasObservations
        ? { ...base, reason: values.reason, observationsAssessment: values.observationsAssessment }
        : { ...base, reason: values.reason };
  }
}

export interface ActionCheck {
  body: StaffActionBody | null;
  /** The refused fields with their codes ('required', 'minlength', 'max'...), in the order of the form. */
  errors: Partial<Record<StaffActionField, string>>;
}

/**
 * The shared StaffActionBodySchema judges the texts (SPEC rules live there only); the due date's range depends on
 * today and on the server's latest day, so it is checked here, beside the schema's own rules.
 */
export function checkAction(
  action: StaffAction,
  values: StaffActionFormValues,
  context: ActionContext,
): ActionCheck {
  const errors: Partial<Record<StaffActionField, string>> = {};
  const parsed = StaffActionBodySchema.safeParse(toCandidate(action, values, context));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StaffActionField;
      if (field in EMPTY_STAFF_ACTION_FORM) errors[field] ??= issue.message;
    }
  if (action === 'requestIntegration' && isIsoDate(values.dueOn)) {
    const { min, max } = dueOnRange(context);
    if (values.dueOn < min) errors.dueOn ??= 'min';
    else if (values.dueOn > max) errors.dueOn ??= 'max';
  }
  const ok = parsed.success && Object.keys(errors).length === 0;
  return { body: ok ? parsed.data : null, errors };
}

/** checkAction as react-hook-form's resolver: the errors' messages are the codes, translated when shown. */
export function staffActionResolver(
  action: StaffAction,
  context: () => ActionContext,
): Resolver<StaffActionFormValues> {
  return (values) => {
    const { errors } = checkAction(action, values, context());
    const fieldErrors: FieldErrors<StaffActionFormValues> = {};
    for (const field of actionFields(action, context()))
      if (errors[field]) fieldErrors[field] = { type: 'validate', message: errors[field] };
    return Object.keys(fieldErrors).length > 0 ? { values: {}, errors: fieldErrors } : { values, errors: {} };
  };
}
