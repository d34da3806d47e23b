import { z } from 'zod';
import { RequestStateIdSchema, RoleIdSchema } from '../enums.js';
import { CITIZEN_ACTIONS, HISTORY_ACTIONS, HISTORY_ACTOR_KINDS, STAFF_ACTIONS } from '../procedure-values.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../validation.js';

export const StaffActionSchema = z.enum(STAFF_ACTIONS, { error: 'invalid' });
export const CitizenActionSchema = z.enum(CITIZEN_ACTIONS, { error: 'invalid' });
export const HistoryActionSchema = z.enum(HISTORY_ACTIONS);

/** A member of staff as the procedure names them: the responsible operator (Law 241/1990 art. 5), an actor. */
export const OperatorSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Operator = z.infer<typeof OperatorSchema>;

/**
 * One step of a request's history (append-only on the server). `fromStateId` is null for the first step;
 * `fromStateId` equals `toStateId` for steps that change no state (expireTerm, and assign except on a sent
 * request, which it puts in review). `message` is the reason, the message to the citizen or the citizen's answer;
 * `assessment` the final refusal's answer to the citizen's observations; `dueOn` the term given to the citizen;
 * `assignee` the operator put in charge.
 */
export const HistoryEntrySchema = z.object({
  historyId: z.number().int(),
  at: IsoDateTimeSchema,
  action: HistoryActionSchema,
  fromStateId: RequestStateIdSchema.nullable(),
  toStateId: RequestStateIdSchema,
  actor: z.object({
    kind: z.enum(HISTORY_ACTOR_KINDS),
    /** Null for the system; staff and citizens by name. */
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileId: RoleIdSchema.nullable(),
  }),
  message: z.string().nullable(),
  assessment: z.string().nullable(),
  dueOn: IsoDateSchema.nullable(),
  assignee: OperatorSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/**
 * Where a request stands in the procedure, for whoever asks (the citizen who owns it, or staff): the responsible
 * operator, the term running for the citizen (7 and 9), whether it has expired, the history oldest first, and the
 * actions the caller may take now (from the server's transition table). `version` is what an action must name.
 */
export const ProcedureSchema = z.object({
  requestId: z.number().int(),
  version: z.number().int(),
  stateId: RequestStateIdSchema,
  language: z.enum(['it', 'en']),
  responsibleOperator: OperatorSchema.nullable(),
  termDueOn: IsoDateSchema.nullable(),
  termExpired: z.boolean(),
  /** True while a 10-bis notice has been answered with observations: the final refusal must address them. */
  hasObservations: z.boolean(),
  history: z.array(HistoryEntrySchema),
  staffActions: z.array(StaffActionSchema),
  citizenActions: z.array(CitizenActionSchema),
  /** Staff only: the due date the integration form proposes (today + INTEGRATION_TERM_DAYS), else null. */
  defaultIntegrationDueOn: IsoDateSchema.nullable(),
  /** Staff only: the latest due date an integration request may set, else null. */
  maxIntegrationDueOn: IsoDateSchema.nullable(),
  /** The days a 10-bis notice gives the citizen on this server (REFUSAL_NOTICE_TERM_DAYS), for staff to be told. */
  refusalNoticeTermDays: z.number().int(),
  /** The decision document can be downloaded (accepted or rejected). */
  hasDecision: z.boolean(),
});
export type Procedure = z.infer<typeof ProcedureSchema>;
