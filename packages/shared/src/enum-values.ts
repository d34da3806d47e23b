// The enum values without their zod schemas (enums.ts), so that a web page can use them without loading zod.

/** SPEC §3 profile ids. BACK_OFFICE (99) is the generic back-office profile. */
export const Role = {
  FRONT_OFFICE: 1,
  BO_ADMIN: 2,
  BO_COLLAB: 3,
  BACK_OFFICE: 99,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const ROLE_IDS = [Role.FRONT_OFFICE, Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE] as const;

/** SPEC §6: back-office access accepts any of the three back-office profiles. */
export const BACK_OFFICE_ROLE_IDS: readonly RoleId[] = [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE];

export function isBackOfficeProfile(profileId: number | null | undefined): boolean {
  return BACK_OFFICE_ROLE_IDS.includes(profileId as RoleId);
}

export function isFrontOfficeProfile(profileId: number | null | undefined): boolean {
  return profileId === Role.FRONT_OFFICE;
}

/** SPEC §6 / issue 7: only administrators manage users. */
export function canManageUsers(profileId: number | null | undefined): boolean {
  return profileId === Role.BO_ADMIN;
}

/**
 * SPEC §4 request states 1–5, and the procedure's steps between "sent" and the decision (issue 27): an operator
 * took it in charge (6), documents were asked of the citizen (7) and came back (8), the notice of the reasons for
 * a refusal was sent (9, Law 241/1990 art. 10-bis) and the citizen's observations came back (10). The citizen may
 * withdraw a request while its procedure is open (11, issue 30: AgID's SubmitterCancel). The names are the Italian
 * codes of the original system.
 */
export const RequestState = {
  DRAFT: 1,
  DELETED: 2,
  SENT: 3,
  ACCEPTED: 4,
  REJECTED: 5,
  IN_REVIEW: 6,
  INTEGRATION_REQUESTED: 7,
  INTEGRATION_RECEIVED: 8,
  REFUSAL_NOTICE: 9,
  OBSERVATIONS_RECEIVED: 10,
  WITHDRAWN: 11,
} as const;
export type RequestStateId = (typeof RequestState)[keyof typeof RequestState];
export const REQUEST_STATE_IDS = [
  RequestState.DRAFT,
  RequestState.DELETED,
  RequestState.SENT,
  RequestState.ACCEPTED,
  RequestState.REJECTED,
  RequestState.IN_REVIEW,
  RequestState.INTEGRATION_REQUESTED,
  RequestState.INTEGRATION_RECEIVED,
  RequestState.REFUSAL_NOTICE,
  RequestState.OBSERVATIONS_RECEIVED,
  RequestState.WITHDRAWN,
] as const;

export const REQUEST_STATE_CODES: Record<RequestStateId, string> = {
  1: 'IN_BOZZA',
  2: 'ELIMINATA',
  3: 'INVIATA',
  4: 'ACCETTATA',
  5: 'RIFIUTATA',
  6: 'IN_ISTRUTTORIA',
  7: 'INTEGRAZIONE_RICHIESTA',
  8: 'INTEGRAZIONE_RICEVUTA',
  9: 'PREAVVISO_DI_RIGETTO',
  10: 'OSSERVAZIONI_RICEVUTE',
  11: 'RITIRATA',
};

/** Badge key of each state (SPEC §4), used to build translation keys and CSS variants. */
export const REQUEST_STATE_BADGES = {
  1: 'draft',
  2: 'deleted',
  3: 'sent',
  4: 'accepted',
  5: 'rejected',
  6: 'in-review',
  7: 'integration-requested',
  8: 'integration-received',
  9: 'refusal-notice',
  10: 'observations-received',
  11: 'withdrawn',
} as const satisfies Record<RequestStateId, string>;
export type RequestStateBadge = (typeof REQUEST_STATE_BADGES)[RequestStateId];

/**
 * Caption under the badge (SPEC §4): drafts and requests under review say 'updated on' (updatedOn), decided
 * and withdrawn requests 'done on' (updatedOn); while the citizen is asked to answer (integration, 10-bis notice) 'answer by'
 * with the term's last day (termDueOn).
 */
export type RequestStateCaption = 'updated-on' | 'done-on' | 'answer-by';
export const REQUEST_STATE_CAPTIONS: Record<RequestStateId, RequestStateCaption | null> = {
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
};

/** Only drafts can be changed, sent or deleted; every other state is read-only (SPEC §4). */
export function isDraftState(stateId: number | null | undefined): boolean {
  return stateId === RequestState.DRAFT;
}

/** States no transition leaves: deleted, accepted, rejected, withdrawn. */
export const FINAL_REQUEST_STATES: readonly RequestStateId[] = [
  RequestState.DELETED,
  RequestState.ACCEPTED,
  RequestState.REJECTED,
  RequestState.WITHDRAWN,
];

/**
 * Every state a request can be in once the citizen has sent it: what the back office works on (a withdrawn request
 * stays part of the record).
 */
export const SENT_REQUEST_STATES: readonly RequestStateId[] = [
  RequestState.SENT,
  RequestState.IN_REVIEW,
  RequestState.INTEGRATION_REQUESTED,
  RequestState.INTEGRATION_RECEIVED,
  RequestState.REFUSAL_NOTICE,
  RequestState.OBSERVATIONS_RECEIVED,
  RequestState.ACCEPTED,
  RequestState.REJECTED,
  RequestState.WITHDRAWN,
];

/** States in which the citizen is asked to answer by a term (termDueOn). */
export const STATES_WITH_CITIZEN_TERM: readonly RequestStateId[] = [
  RequestState.INTEGRATION_REQUESTED,
  RequestState.REFUSAL_NOTICE,
];

/** SPEC §3 notification types of the procedure notification contact. */
export const NotificationType = { EMAIL: 1, PEC: 2 } as const;
export type NotificationTypeId = (typeof NotificationType)[keyof typeof NotificationType];

/**
 * SPEC §4 wizard step statuses, numbered in their order so that "clickable" is a comparison: a step is clickable
 * when above to-do and below read-only.
 */
export const StepStatus = {
  TODO: 0,
  ENABLED: 1,
  WARNING: 2,
  COMPLETE: 3,
  READ_ONLY: 4,
} as const;
export type StepStatusValue = (typeof StepStatus)[keyof typeof StepStatus];

export function isStepClickable(status: StepStatusValue): boolean {
  return status > StepStatus.TODO && status < StepStatus.READ_ONLY;
}

/** Read-only steps are complete too (SPEC §4: "read-only (complete, not clickable)"). */
export function isStepDone(status: StepStatusValue): boolean {
  return status >= StepStatus.COMPLETE;
}

/** SUAP kinds: INT offices use this portal, EXT offices have their own (SPEC §4 "Suap exception"). */
export const SUAP_TYPES = ['INT', 'EXT'] as const;
export type SuapType = (typeof SUAP_TYPES)[number];

/** The startup flow is the only service type shown (SPEC §1). */
export const STARTUP_SERVICE_TYPE_ID = 1;

/** The first configured language is the default (SPEC §1). */
export const SUPPORTED_LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = SUPPORTED_LANGUAGES[0];

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
