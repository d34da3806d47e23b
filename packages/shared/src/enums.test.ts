import { describe, expect, it } from 'vitest';
import {
  canManageUsers,
  FINAL_REQUEST_STATES,
  isBackOfficeProfile,
  isDraftState,
  isFrontOfficeProfile,
  isLanguage,
  isStepClickable,
  isStepDone,
  REQUEST_STATE_BADGES,
  REQUEST_STATE_CAPTIONS,
  REQUEST_STATE_CODES,
  REQUEST_STATE_IDS,
  RequestState,
  Role,
  RoleIdSchema,
  SENT_REQUEST_STATES,
  STATES_WITH_CITIZEN_TERM,
  StepStatus,
} from './enums.js';
import { CITIZEN_ACTIONS, HISTORY_ACTIONS, isCitizenAnswer, STAFF_ACTIONS } from './procedure-values.js';

describe('roles', () => {
  it('treats the three back-office profiles as back office, and only them', () => {
    expect([Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE].every(isBackOfficeProfile)).toBe(true);
    expect(isBackOfficeProfile(Role.FRONT_OFFICE)).toBe(false);
    expect(isBackOfficeProfile(4)).toBe(false);
    expect(isBackOfficeProfile(undefined)).toBe(false);
  });

  it('recognises the front office and the user administrators', () => {
    expect(isFrontOfficeProfile(1)).toBe(true);
    expect(isFrontOfficeProfile(99)).toBe(false);
    expect(canManageUsers(Role.BO_ADMIN)).toBe(true);
    expect(canManageUsers(Role.BO_COLLAB)).toBe(false);
    expect(canManageUsers(Role.BACK_OFFICE)).toBe(false);
  });

  it('accepts only known profile ids', () => {
    expect(RoleIdSchema.safeParse(99).success).toBe(true);
    expect(RoleIdSchema.safeParse(4).success).toBe(false);
    expect(RoleIdSchema.safeParse('1').success).toBe(false);
  });
});

describe('request states', () => {
  it('allows changes to drafts only', () => {
    expect(isDraftState(RequestState.DRAFT)).toBe(true);
    for (const state of [
      RequestState.DELETED,
      RequestState.SENT,
      RequestState.ACCEPTED,
      RequestState.REJECTED,
    ]) {
      expect(isDraftState(state)).toBe(false);
    }
  });

  it("captions drafts and steps under review with updated-on, decided requests with done-on (SPEC §4), and the citizen's terms with answer-by (issue 27)", () => {
    expect(REQUEST_STATE_BADGES[RequestState.SENT]).toBe('sent');
    expect(REQUEST_STATE_CAPTIONS).toEqual({
      1: 'updated-on',
      2: null,
      3: null,
      4: 'done-on',
      5: 'done-on',
      6: 'updated-on',
      7: 'answer-by',
      8: 'updated-on',
      9: 'answer-by',
      10: 'updated-on',
      11: 'done-on',
    });
  });

  it('ends the procedure in a withdrawn request (issue 30): a final state, still one the citizen sent', () => {
    expect(RequestState.WITHDRAWN).toBe(11);
    expect(REQUEST_STATE_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(REQUEST_STATE_CODES[RequestState.WITHDRAWN]).toBe('RITIRATA');
    expect(REQUEST_STATE_BADGES[RequestState.WITHDRAWN]).toBe('withdrawn');
    expect(FINAL_REQUEST_STATES).toEqual([2, 4, 5, 11]);
    expect([...SENT_REQUEST_STATES].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(STATES_WITH_CITIZEN_TERM).not.toContain(RequestState.WITHDRAWN);
    expect(isDraftState(RequestState.WITHDRAWN)).toBe(false);
  });
});

describe('citizen actions', () => {
  it('are the two answers and the withdrawal, all of them steps of the history', () => {
    expect(CITIZEN_ACTIONS).toEqual(['answerIntegration', 'submitObservations', 'withdraw']);
    expect(CITIZEN_ACTIONS.filter(isCitizenAnswer)).toEqual(['answerIntegration', 'submitObservations']);
    for (const action of CITIZEN_ACTIONS) expect(HISTORY_ACTIONS).toContain(action);
    expect(STAFF_ACTIONS).not.toContain('withdraw');
  });
});

describe('step statuses', () => {
  it('makes a step clickable only above to-do and below read-only', () => {
    expect(isStepClickable(StepStatus.TODO)).toBe(false);
    expect(isStepClickable(StepStatus.ENABLED)).toBe(true);
    expect(isStepClickable(StepStatus.WARNING)).toBe(true);
    expect(isStepClickable(StepStatus.COMPLETE)).toBe(true);
    expect(isStepClickable(StepStatus.READ_ONLY)).toBe(false);
  });

  it('counts complete and read-only steps as done', () => {
    expect(isStepDone(StepStatus.WARNING)).toBe(false);
    expect(isStepDone(StepStatus.COMPLETE)).toBe(true);
    expect(isStepDone(StepStatus.READ_ONLY)).toBe(true);
  });
});

describe('languages', () => {
  it('knows it and en only', () => {
    expect(isLanguage('it')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
