import { z } from 'zod';
import { GenderSchema, LanguageSchema, NotificationTypeIdSchema, RoleIdSchema } from '../enums.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../validation.js';
import { IniziativeSchema } from './initiative.js';
import { OperatorSchema } from './procedure.js';
import { StateOfRequestSchema, TypeOfServiceSchema } from './reference.js';
import { SuapSchema } from './suap.js';

/** Where the SUAP sends communications about the procedure: e-mail (1) or certified mail, PEC (2). */
export const ProcedureNotificationSchema = z.object({
  typeId: NotificationTypeIdSchema,
  address: z.string(),
});
export type ProcedureNotification = z.infer<typeof ProcedureNotificationSchema>;

/**
 * The applicant as confirmed in the personal-data step. A legal representative acts for the company named here;
 * its VAT number is the request's `partitaIva`. Fields stay null until the applicant fills them.
 */
export const PersonalDataSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  cityOfBirth: z.string().nullable(),
  gender: GenderSchema.nullable(),
  email: z.string().nullable(),
  legalRepresentative: z.boolean(),
  companyName: z.string().nullable(),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** The owner of a request, as a request carries it (SPEC §3). */
export const RequestUserSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string(),
  profile: z.object({ profileId: RoleIdSchema }),
});
export type RequestUser = z.infer<typeof RequestUserSchema>;

/**
 * A request as the server sends it (SPEC §3). `requestId` is absent only for a new draft that exists in the
 * browser alone. `referenceCode` is given when the request is sent. `version` grows at every save; a save
 * naming an older version is refused with 409. `language` is the language the request was made in (its PDF
 * recap uses it). `draftExpiresOn` is the day a draft left untouched is deleted; null for other states.
 * Instants are ISO 8601 strings, `draftExpiresOn` a calendar date YYYY-MM-DD. After sending (issue 27):
 * `responsibleOperator` is the member of staff in charge (null until one takes it), `termDueOn` the last day of the
 * term the citizen is given to answer (states 7 and 9, else null) and `termExpired` true once that day has passed.
 */
export const RequestSchema = z.object({
  requestId: z.number().int().optional(),
  referenceCode: z.string().nullable(),
  version: z.number().int().min(0),
  language: LanguageSchema,
  typeOfService: TypeOfServiceSchema,
  stateOfRequest: StateOfRequestSchema,
  user: RequestUserSchema,
  suap: SuapSchema.nullable(),
  iniziative: IniziativeSchema.nullable(),
  procedureNotification: ProcedureNotificationSchema.nullable(),
  personalData: PersonalDataSchema.nullable(),
  partitaIva: z.string().nullable().optional(),
  sentRequestDate: IsoDateTimeSchema.nullable(),
  updatedOn: IsoDateTimeSchema,
  createdOn: IsoDateTimeSchema,
  draftExpiresOn: IsoDateSchema.nullable(),
  responsibleOperator: OperatorSchema.nullable(),
  termDueOn: IsoDateSchema.nullable(),
  termExpired: z.boolean(),
});
export type Request = z.infer<typeof RequestSchema>;

/**
 * One line of the back-office request list (SPEC §2 columns: sent date, id and reference code, citizen, SUAP,
 * state, responsible operator, request type; issue 25): what the list shows of a request and no more. The citizen's
 * personal data, contact, VAT number and the initiative's texts are not in it; the details page reads them for the
 * one request opened. Every field has the name and shape it has in Request, so a Request reads as a line too.
 */
export const RequestListItemSchema = z.object({
  requestId: z.number().int(),
  referenceCode: z.string().nullable(),
  typeOfService: TypeOfServiceSchema.pick({ typeOfServiceId: true, nameIt: true, nameEn: true }),
  stateOfRequest: StateOfRequestSchema,
  user: RequestUserSchema.pick({ userId: true, firstName: true, lastName: true }),
  suap: SuapSchema.pick({ suapId: true, name: true }).nullable(),
  sentRequestDate: IsoDateTimeSchema.nullable(),
  updatedOn: IsoDateTimeSchema,
  draftExpiresOn: IsoDateSchema.nullable(),
  responsibleOperator: OperatorSchema.nullable(),
  termDueOn: IsoDateSchema.nullable(),
  termExpired: z.boolean(),
});
export type RequestListItem = z.infer<typeof RequestListItemSchema>;
