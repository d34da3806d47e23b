import { describe, expect, it } from 'vitest';
import {
  EMPTY_STAFF_ACTION_FORM,
  actionFields,
  checkAction,
  dueOnRange,
  type ActionContext,
} from './staff-action-form';

const context: ActionContext = {
  version: 4,
  hasObservations: false,
  today: '2025-03-10',
  maxIntegrationDueOn: '2025-06-08',
};
const form = (values: Partial<typeof EMPTY_STAFF_ACTION_FORM>) => ({ ...EMPTY_STAFF_ACTION_FORM, ...values });
const REASON = 'A reason long enough.';

describe('staff action form', () => {
  it('asks each action for its own fields; the assessment only after observations', () => {
    expect(actionFields('takeInCharge', context)).toEqual([]);
    expect(actionFields('requestIntegration', context)).toEqual(['message', 'dueOn']);
    expect(actionFields('reject', context)).toEqual(['reason']);
    expect(actionFields('reject', { hasObservations: true })).toEqual(['reason', 'observationsAssessment']);
  });

  it('builds the body with the version and the trimmed texts', () => {
    expect(checkAction('accept', form({ reason: `  ${REASON}  ` }), context)).toEqual({
      body: { action: 'accept', version: 4, reason: REASON },
      errors: {},
    });
    expect(checkAction('assign', form({ assigneeUserId: '12' }), context).body).toEqual({
      action: 'assign',
      version: 4,
      assigneeUserId: 12,
    });
    // Without observations the server refuses an assessment: none is sent, whatever the form holds.
    expect(
      checkAction('reject', form({ reason: REASON, observationsAssessment: 'x' }), context).body,
    ).toEqual({
      action: 'reject',
      version: 4,
      reason: REASON,
    });
  });

  it('refuses texts by the shared rules: required, minimum, maximum', () => {
    expect(checkAction('accept', form({ reason: '   ' }), context).errors).toEqual({ reason: 'required' });
    expect(checkAction('accept', form({ reason: 'too short' }), context).errors).toEqual({
      reason: 'minlength',
    });
    expect(checkAction('accept', form({ reason: 'x'.repeat(2001) }), context).errors).toEqual({
      reason: 'maxlength',
    });
    expect(
      checkAction('reject', form({ reason: REASON }), { ...context, hasObservations: true }).errors,
    ).toEqual({ observationsAssessment: 'required' });
    expect(checkAction('assign', form({}), context).errors).toEqual({ assigneeUserId: 'required' });
  });

  it('keeps the due date after today and within the latest day', () => {
    expect(dueOnRange(context)).toEqual({ min: '2025-03-11', max: '2025-06-08' });
    // Without the server's latest day, the contract's maximum from today.
    expect(dueOnRange({ ...context, maxIntegrationDueOn: null }).max).toBe('2025-06-08');
    const integration = (dueOn: string) =>
      checkAction('requestIntegration', form({ message: REASON, dueOn }), context).errors;
    expect(integration('')).toEqual({ dueOn: 'required' });
    expect(integration('2025-03-10')).toEqual({ dueOn: 'min' });
    expect(integration('2025-06-09')).toEqual({ dueOn: 'max' });
    expect(integration('2025-02-30')).toEqual({ dueOn: 'date' });
    expect(integration('2025-03-11')).toEqual({});
  });
});
