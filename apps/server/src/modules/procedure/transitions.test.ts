import { describe, expect, it } from 'vitest';
import {
  HISTORY_ACTIONS,
  REQUEST_STATE_IDS,
  Role,
  type HistoryAction,
  type RequestStateId,
} from '@suap/shared';
import {
  BACK_OFFICE_TRANSITIONS,
  decideBackOfficeStep,
  decideTransition,
  termExpired,
  type BackOfficeAction,
  type TransitionContext,
} from './transitions.js';

// Every (action, state, caller, term) combination against the list below, written out by hand from issue 27 and
// Law 241/1990 rather than derived from the table: a step not listed here must be refused.
const OWNER = 10;
const RESPONSIBLE = 20;
const OTHER_COLLAB = 21;
const ADMIN = 30;
const STRANGER = 11;

type Caller =
  'owner' | 'stranger' | 'responsible' | 'otherCollab' | 'admin' | 'adminResponsible' | 'generic' | 'system';
const CALLERS: Record<Caller, TransitionContext['actor']> = {
  owner: { userId: OWNER, profileId: Role.FRONT_OFFICE },
  stranger: { userId: STRANGER, profileId: Role.FRONT_OFFICE },
  responsible: { userId: RESPONSIBLE, profileId: Role.BO_COLLAB },
  otherCollab: { userId: OTHER_COLLAB, profileId: Role.BO_COLLAB },
  admin: { userId: ADMIN, profileId: Role.BO_ADMIN },
  adminResponsible: { userId: RESPONSIBLE, profileId: Role.BO_ADMIN },
  generic: { userId: RESPONSIBLE, profileId: Role.BACK_OFFICE },
  system: null,
};
type TermCase = 'none' | 'open' | 'lastDay' | 'expired';
const TODAY = '2026-11-27';
const TERMS: Record<TermCase, string | null> = {
  none: null,
  open: '2026-12-07',
  lastDay: TODAY,
  expired: '2026-11-26',
};

/** [action, from, callers allowed, term cases allowed (undefined: any), to]. */
type Allowed = [HistoryAction, RequestStateId, Caller[], TermCase[] | undefined, RequestStateId];
const OPEN: TermCase[] = ['open', 'lastDay'];
const EXPIRED: TermCase[] = ['expired', 'none'];
const operators: Caller[] = ['responsible', 'otherCollab', 'admin', 'adminResponsible'];
const responsible: Caller[] = ['responsible', 'adminResponsible'];
const ALLOWED: Allowed[] = [
  ['send', 1, ['owner'], undefined, 3],
  ['delete', 1, ['owner'], undefined, 2],
  ['takeInCharge', 3, operators, undefined, 6],
  // Assigning a sent request puts it in review with its operator; later it only changes the operator.
  ['assign', 3, ['admin'], undefined, 6],
  ...([6, 7, 8, 9, 10] as RequestStateId[]).map((state): Allowed => [
    'assign',
    state,
    ['admin'],
    undefined,
    state,
  ]),
  ['requestIntegration', 6, responsible, undefined, 7],
  ['requestIntegration', 8, responsible, undefined, 7],
  ['answerIntegration', 7, ['owner'], OPEN, 8],
  ['accept', 6, responsible, undefined, 4],
  ['accept', 8, responsible, undefined, 4],
  ['accept', 9, responsible, undefined, 4],
  ['accept', 10, responsible, undefined, 4],
  ['startRefusal', 6, responsible, undefined, 9],
  ['startRefusal', 8, responsible, undefined, 9],
  ['startRefusal', 7, responsible, EXPIRED, 9],
  ['submitObservations', 9, ['owner'], OPEN, 10],
  ['reject', 10, responsible, undefined, 5],
  ['reject', 9, responsible, EXPIRED, 5],
  ['expireTerm', 7, ['system'], EXPIRED, 7],
  ['expireTerm', 9, ['system'], EXPIRED, 9],
  // Issue 30: the citizen withdraws the request from any open state, whatever the term, and it ends there.
  ...([3, 6, 7, 8, 9, 10] as RequestStateId[]).map((state): Allowed => [
    'withdraw',
    state,
    ['owner'],
    undefined,
    11,
  ]),
];
// An administrator who is also the responsible operator may assign as well.
ALLOWED.filter(([action]) => action === 'assign').forEach((entry) => entry[2].push('adminResponsible'));

function expected(action: HistoryAction, state: RequestStateId, caller: Caller, term: TermCase) {
  const entry = ALLOWED.find(
    ([a, from, callers, terms]) =>
      a === action &&
      from === state &&
      callers.includes(caller) &&
      (terms === undefined || terms.includes(term)),
  );
  return entry?.[4];
}

describe('transition table', () => {
  it('allows exactly the listed steps, for every action, state, caller and term', () => {
    const mismatches: string[] = [];
    let combinations = 0;
    for (const action of HISTORY_ACTIONS)
      for (const state of REQUEST_STATE_IDS)
        for (const caller of Object.keys(CALLERS) as Caller[])
          for (const term of Object.keys(TERMS) as TermCase[]) {
            combinations += 1;
            const decision = decideTransition(action, {
              stateId: state,
              ownerUserId: OWNER,
              assigneeUserId: RESPONSIBLE,
              termDueOn: TERMS[term],
              today: TODAY,
              actor: CALLERS[caller],
            });
            const want = expected(action, state, caller, term);
            const got = decision.allowed ? decision.to : undefined;
            if (want !== got)
              mismatches.push(`${action} from ${state} by ${caller}, term ${term}: want ${want}, got ${got}`);
          }
    expect(combinations).toBe(HISTORY_ACTIONS.length * REQUEST_STATE_IDS.length * 8 * 4);
    expect(mismatches).toEqual([]);
  });

  it('never leaves a final state, whoever asks', () => {
    for (const action of HISTORY_ACTIONS)
      for (const state of [2, 4, 5, 11] as RequestStateId[])
        for (const actor of Object.values(CALLERS)) {
          const decision = decideTransition(action, {
            stateId: state,
            ownerUserId: OWNER,
            assigneeUserId: RESPONSIBLE,
            termDueOn: null,
            today: TODAY,
            actor,
          });
          expect(decision.allowed).toBe(false);
        }
  });

  it('tells why a step is refused', () => {
    const base = { ownerUserId: OWNER, assigneeUserId: RESPONSIBLE, today: TODAY, termDueOn: null };
    expect(decideTransition('accept', { ...base, stateId: 6, actor: CALLERS.otherCollab })).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(decideTransition('accept', { ...base, stateId: 6, actor: CALLERS.generic })).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(decideTransition('accept', { ...base, stateId: 3, actor: CALLERS.responsible })).toEqual({
      allowed: false,
      refusal: 'invalid-state',
    });
    // The state is checked before the caller: nobody is responsible for a sent request, and a final one is final.
    expect(
      decideTransition('accept', { ...base, assigneeUserId: null, stateId: 3, actor: CALLERS.admin }),
    ).toEqual({ allowed: false, refusal: 'invalid-state' });
    expect(decideTransition('reject', { ...base, stateId: 4, actor: CALLERS.otherCollab })).toEqual({
      allowed: false,
      refusal: 'invalid-state',
    });
    expect(
      decideTransition('reject', { ...base, stateId: 9, termDueOn: TERMS.open, actor: CALLERS.responsible }),
    ).toEqual({ allowed: false, refusal: 'term-open' });
    expect(
      decideTransition('answerIntegration', {
        ...base,
        stateId: 7,
        termDueOn: TERMS.expired,
        actor: CALLERS.owner,
      }),
    ).toEqual({ allowed: false, refusal: 'term-expired' });
    expect(
      decideTransition('answerIntegration', {
        ...base,
        stateId: 7,
        termDueOn: TERMS.open,
        actor: CALLERS.stranger,
      }),
    ).toEqual({ allowed: false, refusal: 'forbidden' });
  });

  it("refuses the withdrawal of a decided or withdrawn request as a matter of state, and anyone else's as forbidden", () => {
    const base = { ownerUserId: OWNER, assigneeUserId: RESPONSIBLE, today: TODAY, termDueOn: null };
    for (const stateId of [4, 5, 11] as RequestStateId[])
      expect(decideTransition('withdraw', { ...base, stateId, actor: CALLERS.owner })).toEqual({
        allowed: false,
        refusal: 'invalid-state',
      });
    for (const caller of ['stranger', 'responsible', 'admin', 'generic', 'system'] as Caller[])
      expect(decideTransition('withdraw', { ...base, stateId: 6, actor: CALLERS[caller] }), caller).toEqual({
        allowed: false,
        refusal: 'forbidden',
      });
  });

  it('leaves the back office nothing to do on a withdrawn request but take note of it', () => {
    for (const action of Object.keys(BACK_OFFICE_TRANSITIONS) as BackOfficeAction[])
      expect(decideBackOfficeStep(action, 11), action).toBe(action === 'backOfficeNotice' ? 11 : null);
  });

  it('lets the back office give notices in an open procedure without changing its state, never after its end', () => {
    for (const state of [3, 6, 7, 8, 9, 10] as const)
      expect(decideBackOfficeStep('backOfficeNotice', state)).toBe(state);
    for (const state of [1, 2, 4, 5] as const)
      expect(decideBackOfficeStep('backOfficeNotice', state)).toBeNull();
  });

  it('counts the last day of a term as still open', () => {
    expect(termExpired(TODAY, TODAY)).toBe(false);
    expect(termExpired('2026-11-26', TODAY)).toBe(true);
    expect(termExpired(null, TODAY)).toBe(true);
  });
});
