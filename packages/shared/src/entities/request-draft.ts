import { z } from 'zod';
import { DB_INTEGER_MAX, FIELD_MAX_LENGTHS } from '../constants.js';
import {
  LanguageSchema,
  NotificationTypeIdSchema,
  OptionalGenderSchema,
  STARTUP_SERVICE_TYPE_ID,
} from '../enums.js';
import { patterns } from '../patterns.js';
import {
  type AgeRange,
  closedObject,
  idField,
  optionalCodeField,
  optionalDisplayDateField,
  optionalTextField,
  requiredTextField,
} from '../validation.js';
import type { EnrolmentStepName } from './navigation.js';

export const ProcedureNotificationInputSchema = closedObject(
  {
    typeId: NotificationTypeIdSchema,
    address: requiredTextField(patterns.email, FIELD_MAX_LENGTHS.notificationAddress),
  },
  { error: 'invalid' },
);
export type ProcedureNotificationInput = z.infer<typeof ProcedureNotificationInputSchema>;

/**
 * Plausible ages of the person asking (issue 23): at least 16, the youngest age at which a minor can be
 * emancipated and so authorised to run a business (c.c. artt. 84, 390, 397); at most 120, older than anyone
 * alive. `01/01/1800` and tomorrow are refused.
 */
export const BIRTH_AGE_RANGE: AgeRange = { minYears: 16, maxYears: 120 };

/** Personal data of a draft: every field may still be empty, and every filled one must follow SPEC §5. */
export const PersonalDataDraftInputSchema = closedObject(
  {
    firstName: optionalTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
    lastName: optionalTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
    fiscalCode: optionalCodeField(patterns.fiscalCode),
    dateOfBirth: optionalDisplayDateField({ notInFuture: true, age: BIRTH_AGE_RANGE }),
    // The place of birth is a country (SPEC §3: Italia when the state of birth is empty).
    placeOfBirth: optionalTextField(patterns.countryName, FIELD_MAX_LENGTHS.place),
    cityOfBirth: optionalTextField(patterns.extendedText, FIELD_MAX_LENGTHS.place),
    gender: OptionalGenderSchema,
    email: optionalTextField(patterns.email, FIELD_MAX_LENGTHS.email),
    legalRepresentative: z.boolean({ error: 'invalid' }).nullable().optional(),
    companyName: optionalTextField(patterns.extendedText, FIELD_MAX_LENGTHS.companyName),
  },
  { error: 'invalid' },
);
export type PersonalDataDraftInput = z.infer<typeof PersonalDataDraftInputSchema>;

/**
 * What a citizen may save in a draft (POST/PUT /suap/v1/request). Related records are named by id only. Every
 * level is closed (issue 22): a key the contract does not know — the server's own fields (state, user, dates,
 * reference code, SUAP and initiative details) included — is refused with 400 naming it, never dropped silently.
 */
export const RequestDraftInputSchema = closedObject({
  requestId: idField(DB_INTEGER_MAX.bigint).optional(),
  language: LanguageSchema.optional(),
  typeOfService: closedObject({
    typeOfServiceId: z.literal(STARTUP_SERVICE_TYPE_ID, { error: 'invalid' }),
  }).optional(),
  suap: closedObject({ suapId: idField() }, { error: 'invalid' }).nullable().optional(),
  iniziative: closedObject({ iniziativeId: idField() }, { error: 'invalid' }).nullable().optional(),
  procedureNotification: ProcedureNotificationInputSchema.nullable().optional(),
  personalData: PersonalDataDraftInputSchema.nullable().optional(),
  partitaIva: optionalCodeField(patterns.vatNumber),
});
export type RequestDraftInput = z.infer<typeof RequestDraftInputSchema>;

/** The structural minimum `missingForSend` reads; both Request and RequestDraftInput fit it. */
export interface SendCheckable {
  suap?: { suapId?: number } | null;
  iniziative?: { iniziativeId?: number } | null;
  procedureNotification?: { typeId?: number; address?: string | null } | null;
  personalData?: {
    firstName?: string | null;
    lastName?: string | null;
    fiscalCode?: string | null;
    legalRepresentative?: boolean | null;
    companyName?: string | null;
  } | null;
  partitaIva?: string | null;
}

function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/**
 * Missing field paths of one wizard step (SPEC §4 completeness): notification contacts need the contact,
 * select-initiative an initiative and a SUAP, personal data first name, last name and fiscal code — and, for
 * someone acting as a company's legal representative, the company name and its VAT number.
 */
export function missingForStep(step: EnrolmentStepName, request: SendCheckable): string[] {
  switch (step) {
    case 'notification-contacts': {
      const contact = request.procedureNotification;
      return contact && contact.typeId !== undefined && !isBlank(contact.address)
        ? []
        : ['procedureNotification'];
    }
    case 'select-initiative': {
      const missing: string[] = [];
      if (request.iniziative?.iniziativeId === undefined) missing.push('iniziative');
      if (request.suap?.suapId === undefined) missing.push('suap');
      return missing;
    }
    case 'personal-data': {
      const data = request.personalData;
      const missing = (['firstName', 'lastName', 'fiscalCode'] as const)
        .filter((field) => isBlank(data?.[field]))
        .map((field) => `personalData.${field}`);
      if (data?.legalRepresentative) {
        if (isBlank(data.companyName)) missing.push('personalData.companyName');
        if (isBlank(request.partitaIva)) missing.push('partitaIva');
      }
      return missing;
    }
    default:
      return [];
  }
}

/** Steps whose data a request must have before it can be sent, in wizard order. */
export const STEPS_WITH_REQUIRED_DATA = [
  'notification-contacts',
  'select-initiative',
  'personal-data',
] as const;

/** Every missing field path, in wizard order; empty when the request can be sent. */
export function missingForSend(request: SendCheckable): string[] {
  return STEPS_WITH_REQUIRED_DATA.flatMap((step) => missingForStep(step, request));
}

/** A draft that can be sent: valid as a draft and nothing missing (each missing path reported as 'required'). */
export const RequestSendableSchema = RequestDraftInputSchema.superRefine((request, ctx) => {
  for (const path of missingForSend(request)) {
    ctx.addIssue({ code: 'custom', message: 'required', path: path.split('.') });
  }
});
export type RequestSendable = z.infer<typeof RequestSendableSchema>;
