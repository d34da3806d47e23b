import { z } from 'zod';
import {
  IniziativeSchema,
  PersonalDataSchema,
  ProcedureNotificationSchema,
  RequestSchema,
  RequestUserSchema,
  STARTUP_SERVICE_TYPE_ID,
  SuapSelectionSchema,
  type Request,
  type RequestDraftInput,
  type SuapSelection,
  type User,
} from '@suap/shared';

/**
 * The request the wizard edits: a Request as the server sent it, or a new one that exists only in this tab
 * (no requestId, no version yet). The SUAP may be the selection kept from the SUAP picker, without its PEC.
 */
export const WizardDraftSchema = RequestSchema.partial({
  requestId: true,
  referenceCode: true,
  version: true,
  language: true,
  stateOfRequest: true,
  sentRequestDate: true,
  updatedOn: true,
  createdOn: true,
  draftExpiresOn: true,
  responsibleOperator: true,
  termDueOn: true,
  termExpired: true,
}).extend({
  typeOfService: z.looseObject({ typeOfServiceId: z.number().int() }),
  suap: SuapSelectionSchema.extend({ pec: z.string().optional() }).nullable(),
  iniziative: IniziativeSchema.nullable(),
  procedureNotification: ProcedureNotificationSchema.nullable(),
  personalData: PersonalDataSchema.nullable(),
  user: RequestUserSchema,
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;

/** SPEC §4: a new request starts locally as a startup draft with the user's data and the SUAP chosen before. */
export function newDraft(
  user: Pick<User, 'userId' | 'firstName' | 'lastName' | 'fiscalCode' | 'profile'>,
  selectedSuap?: SuapSelection | null,
): WizardDraft {
  return {
    typeOfService: { typeOfServiceId: STARTUP_SERVICE_TYPE_ID },
    user: {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      fiscalCode: user.fiscalCode,
      profile: { profileId: user.profile.profileId },
    },
    suap: selectedSuap ?? null,
    iniziative: null,
    procedureNotification: null,
    personalData: null,
    partitaIva: null,
  };
}

export function draftFromRequest(request: Request): WizardDraft {
  return request;
}

/** What a save sends: related records by id only, and the answers (the server ignores everything else). */
export function toDraftInput(draft: WizardDraft): RequestDraftInput {
  const personal = draft.personalData;
  return {
    typeOfService: { typeOfServiceId: STARTUP_SERVICE_TYPE_ID },
    ...(draft.language ? { language: draft.language } : {}),
    suap: draft.suap ? { suapId: draft.suap.suapId } : null,
    iniziative: draft.iniziative ? { iniziativeId: draft.iniziative.iniziativeId } : null,
    procedureNotification: draft.procedureNotification
      ? { typeId: draft.procedureNotification.typeId, address: draft.procedureNotification.address }
      : null,
    personalData: personal ? { ...personal } : null,
    partitaIva: draft.partitaIva ?? null,
  };
}
