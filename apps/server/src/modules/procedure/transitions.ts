import {
  FINAL_REQUEST_STATES,
  RequestState,
  Role,
  type HistoryAction,
  type RequestStateId,
  type RoleId,
} from '@suap/shared';

/**
 * The procedure's state machine (issue 27, DESIGN "One state machine"): who may take which action from which
 * state, and where it leads. Pure: the services and the deadline job ask it before every change and nothing else
 * decides a state. Final states (deleted, accepted, rejected, withdrawn) appear in no `from`.
 *
 * - `who`: 'owner' the citizen who owns the request; 'operator' an administrator or collaborator; 'responsible'
 *   the operator in charge of the request; 'admin' an administrator; 'system' the server's own job.
 * - `term`: the citizen's term (states 7 and 9) must be 'open' (today is on or before its last day) or
 *   'expired' (after it) for the step to be allowed from that state.
 * - `to` null: the step records something without changing the state (assign, expireTerm); `toFrom` names the
 *   states from which it leads elsewhere instead.
 */
type Who = 'owner' | 'operator' | 'responsible' | 'admin' | 'system';
type Term = 'open' | 'expired';

interface Rule {
  who: Who;
  from: readonly RequestStateId[];
  to: RequestStateId | null;
  /** Where the step leads from these states (of `from`), instead of `to`. */
  toFrom?: Partial<Record<RequestStateId, RequestStateId>>;
  /** States (of `from`) in which the step needs the term in this condition. */
  term?: Partial<Record<RequestStateId, Term>>;
}

const S = RequestState;

/** The states in which the procedure is open: sent and not yet decided, withdrawn or deleted. */
const OPEN_STATES = [
  S.SENT,
  S.IN_REVIEW,
  S.INTEGRATION_REQUESTED,
  S.INTEGRATION_RECEIVED,
  S.REFUSAL_NOTICE,
  S.OBSERVATIONS_RECEIVED,
] as const satisfies readonly RequestStateId[];

export const TRANSITIONS: Record<HistoryAction, Rule> = {
  send: { who: 'owner', from: [S.DRAFT], to: S.SENT },
  delete: { who: 'owner', from: [S.DRAFT], to: S.DELETED },
  takeInCharge: { who: 'operator', from: [S.SENT], to: S.IN_REVIEW },
  // An administrator gives a sent request, or one in progress, to an operator. A sent one is then in review: its
  // operator is named, so it is in their hands as if they had taken it in charge (and nobody else can take it).
  assign: {
    who: 'admin',
    from: OPEN_STATES,
    to: null,
    toFrom: { [S.SENT]: S.IN_REVIEW },
  },
  requestIntegration: {
    who: 'responsible',
    from: [S.IN_REVIEW, S.INTEGRATION_RECEIVED],
    to: S.INTEGRATION_REQUESTED,
  },
  answerIntegration: {
    who: 'owner',
    from: [S.INTEGRATION_REQUESTED],
    to: S.INTEGRATION_RECEIVED,
    term: { [S.INTEGRATION_REQUESTED]: 'open' },
  },
  accept: {
    who: 'responsible',
    from: [S.IN_REVIEW, S.INTEGRATION_RECEIVED, S.REFUSAL_NOTICE, S.OBSERVATIONS_RECEIVED],
    to: S.ACCEPTED,
  },
  // Art. 10-bis: no refusal without a notice first. Documents asked and not given by the term are a reason too.
  startRefusal: {
    who: 'responsible',
    from: [S.IN_REVIEW, S.INTEGRATION_RECEIVED, S.INTEGRATION_REQUESTED],
    to: S.REFUSAL_NOTICE,
    term: { [S.INTEGRATION_REQUESTED]: 'expired' },
  },
  submitObservations: {
    who: 'owner',
    from: [S.REFUSAL_NOTICE],
    to: S.OBSERVATIONS_RECEIVED,
    term: { [S.REFUSAL_NOTICE]: 'open' },
  },
  // Issue 30 (AgID's SubmitterCancel): the citizen may withdraw the request at any moment of an open procedure,
  // with a term running or ended alike; the procedure ends there.
  withdraw: { who: 'owner', from: OPEN_STATES, to: S.WITHDRAWN },
  // Only once the citizen has answered the notice, or its term has run out.
  reject: {
    who: 'responsible',
    from: [S.OBSERVATIONS_RECEIVED, S.REFUSAL_NOTICE],
    to: S.REJECTED,
    term: { [S.REFUSAL_NOTICE]: 'expired' },
  },
  expireTerm: {
    who: 'system',
    from: [S.INTEGRATION_REQUESTED, S.REFUSAL_NOTICE],
    to: null,
    term: { [S.INTEGRATION_REQUESTED]: 'expired', [S.REFUSAL_NOTICE]: 'expired' },
  },
  // Only the back office gives notices, through the SSU (BACK_OFFICE_TRANSITIONS): nobody here takes this step.
  backOfficeNotice: { who: 'system', from: [], to: null },
};

/**
 * The steps the SUAP's back office takes through the national SUAP system's e-services (issue 30): the office that
 * runs the procedure is the back office, so its request for documents or its decision is recorded from any state
 * in which the procedure is open (OPEN_STATES), without the portal's own operator rules (taking in charge, the
 * 10-bis notice before a refusal are the back office's to keep). A step from anywhere else is "not expected at the
 * current state" (ERROR_500_009 / 500_008).
 */
export const BACK_OFFICE_TRANSITIONS = {
  requestIntegration: { from: [S.SENT, S.IN_REVIEW, S.INTEGRATION_RECEIVED], to: S.INTEGRATION_REQUESTED },
  accept: { from: OPEN_STATES, to: S.ACCEPTED },
  reject: { from: OPEN_STATES, to: S.REJECTED },
  // A notice leaves the state as it is; a withdrawn request still hears that its withdrawal was taken note of.
  backOfficeNotice: { from: [...OPEN_STATES, S.WITHDRAWN], to: null },
} as const satisfies Partial<
  Record<HistoryAction, { from: readonly RequestStateId[]; to: RequestStateId | null }>
>;

export type BackOfficeAction = keyof typeof BACK_OFFICE_TRANSITIONS;

/** Where a back-office step leads from this state, or null when it cannot be taken from it. */
export function decideBackOfficeStep(
  action: BackOfficeAction,
  stateId: RequestStateId,
): RequestStateId | null {
  const rule: { from: readonly RequestStateId[]; to: RequestStateId | null } =
    BACK_OFFICE_TRANSITIONS[action];
  if (!rule.from.includes(stateId)) return null;
  return rule.to ?? stateId;
}

/** The facts a decision needs: the request as stored, the caller, and today's date in Italy. */
export interface TransitionContext {
  stateId: RequestStateId;
  ownerUserId: number;
  assigneeUserId: number | null;
  /** Last day of the citizen's term (YYYY-MM-DD), or null. */
  termDueOn: string | null;
  /** Today in Europe/Rome, YYYY-MM-DD. */
  today: string;
  /** The caller; null for the server's own job. */
  actor: { userId: number; profileId: RoleId } | null;
}

export type TransitionRefusal =
  /** The caller may never take this step here (role, not theirs, not the responsible operator): 403. */
  | 'forbidden'
  /** Not from this state (a final one included): 409. */
  | 'invalid-state'
  /** The citizen's term is still running: 409. */
  | 'term-open'
  /** The citizen's term has ended: 409. */
  | 'term-expired';

export type TransitionDecision =
  { allowed: true; to: RequestStateId } | { allowed: false; refusal: TransitionRefusal };

const OPERATOR_PROFILES: readonly RoleId[] = [Role.BO_ADMIN, Role.BO_COLLAB];

function mayAct(who: Who, context: TransitionContext): boolean {
  const { actor } = context;
  if (who === 'system') return actor === null;
  if (actor === null) return false;
  switch (who) {
    case 'owner':
      return actor.profileId === Role.FRONT_OFFICE && actor.userId === context.ownerUserId;
    case 'operator':
      return OPERATOR_PROFILES.includes(actor.profileId);
    case 'admin':
      return actor.profileId === Role.BO_ADMIN;
    case 'responsible':
      return OPERATOR_PROFILES.includes(actor.profileId) && actor.userId === context.assigneeUserId;
  }
}

/** Whether the citizen's term has ended: today is after its last day. No term reads as ended. */
export function termExpired(termDueOn: string | null, today: string): boolean {
  return termDueOn === null || today > termDueOn;
}

/** May this caller take this step now, and where does it lead? */
export function decideTransition(action: HistoryAction, context: TransitionContext): TransitionDecision {
  const rule = TRANSITIONS[action];
  // The state first: a step that cannot happen from here is refused as such, whoever asks (e.g. accepting a sent
  // request, which nobody is responsible for yet, needs taking it in charge, not another operator).
  if (FINAL_REQUEST_STATES.includes(context.stateId) || !rule.from.includes(context.stateId)) {
    return { allowed: false, refusal: 'invalid-state' };
  }
  if (!mayAct(rule.who, context)) return { allowed: false, refusal: 'forbidden' };
  const term = rule.term?.[context.stateId];
  if (term) {
    const expired = termExpired(context.termDueOn, context.today);
    if (term === 'open' && expired) return { allowed: false, refusal: 'term-expired' };
    if (term === 'expired' && !expired) return { allowed: false, refusal: 'term-open' };
  }
  return { allowed: true, to: rule.toFrom?.[context.stateId] ?? rule.to ?? context.stateId };
}

/** The actions of `candidates` this caller may take now: what the screens offer. */
export function allowedActions<A extends HistoryAction>(
  candidates: readonly A[],
  context: TransitionContext,
): A[] {
  return candidates.filter((action) => decideTransition(action, context).allowed);
}
