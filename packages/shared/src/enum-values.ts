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

/** SPEC §4 request states; the names are the Italian codes of the original system. */
export const RequestState = {
  DRAFT: 1,
  DELETED: 2,
  SENT: 3,
  ACCEPTED: 4,
  REJECTED: 5,
} as const;
export type RequestStateId = (typeof RequestState)[keyof typeof RequestState];
export const REQUEST_STATE_IDS = [
  RequestState.DRAFT,
  RequestState.DELETED,
  RequestState.SENT,
  RequestState.ACCEPTED,
  RequestState.REJECTED,
] as const;

export const REQUEST_STATE_CODES: Record<RequestStateId, string> = {
  1: 'IN_BOZZA',
  2: 'ELIMINATA',
  3: 'INVIATA',
  4: 'ACCETTATA',
  5: 'RIFIUTATA',
};

/** Badge key of each state (SPEC §4), used to build translation keys and CSS variants. */
export const REQUEST_STATE_BADGES = {
  1: 'draft',
  2: 'deleted',
  3: 'sent',
  4: 'accepted',
  5: 'rejected',
} as const satisfies Record<RequestStateId, string>;
export type RequestStateBadge = (typeof REQUEST_STATE_BADGES)[RequestStateId];

/** Caption under the badge (SPEC §4): drafts say 'updated on', decided requests 'done on'; both show updatedOn. */
export const REQUEST_STATE_CAPTIONS: Record<RequestStateId, 'updated-on' | 'done-on' | null> = {
  1: 'updated-on',
  2: null,
  3: null,
  4: 'done-on',
  5: 'done-on',
};

/** Only drafts can be changed, sent or deleted; every other state is read-only (SPEC §4). */
export function isDraftState(stateId: number | null | undefined): boolean {
  return stateId === RequestState.DRAFT;
}

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
