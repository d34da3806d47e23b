import { parseDisplayDate, type RequestDraftInput, type SendCheckable } from '@suap/shared';
import type { RequestColumns, RequestRow } from './request-row.js';

type PersonalInput = NonNullable<RequestDraftInput['personalData']>;

/** Trimmed text, or null when nothing is left: a blank answer is stored as "not given". */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const PERSONAL_TEXT_COLUMNS = [
  'firstName',
  'lastName',
  'fiscalCode',
  'placeOfBirth',
  'cityOfBirth',
  'email',
  'companyName',
] as const;

function personalColumns(input: PersonalInput | null): RequestColumns {
  if (input === null) {
    return {
      firstName: null,
      lastName: null,
      fiscalCode: null,
      dateOfBirth: null,
      placeOfBirth: null,
      cityOfBirth: null,
      gender: null,
      email: null,
      legalRepresentative: false,
      companyName: null,
    };
  }
  const columns: RequestColumns = {};
  for (const key of PERSONAL_TEXT_COLUMNS) {
    if (input[key] !== undefined) columns[key] = text(input[key]);
  }
  if (input.fiscalCode) columns.fiscalCode = input.fiscalCode.trim().toUpperCase();
  if (input.dateOfBirth !== undefined) {
    // The schema already checked the DD/MM/YYYY form and that the day exists.
    columns.dateOfBirth = input.dateOfBirth ? parseDisplayDate(input.dateOfBirth) : null;
  }
  if (input.gender !== undefined) columns.gender = input.gender || null;
  if (input.legalRepresentative !== undefined)
    columns.legalRepresentative = input.legalRepresentative ?? false;
  return columns;
}

/**
 * The columns a draft save changes. A field left out of the body keeps its stored value; null (or an empty
 * text) clears it; anything else replaces it. So a client may send the whole request or only one step.
 */
export function draftColumns(input: RequestDraftInput): RequestColumns {
  const columns: RequestColumns = {};
  if (input.language !== undefined) columns.language = input.language;
  if (input.suap !== undefined) columns.suapId = input.suap?.suapId ?? null;
  if (input.iniziative !== undefined) columns.initiativeId = input.iniziative?.iniziativeId ?? null;
  if (input.procedureNotification !== undefined) {
    columns.notificationTypeId = input.procedureNotification?.typeId ?? null;
    columns.notificationAddress = text(input.procedureNotification?.address);
  }
  if (input.personalData !== undefined) Object.assign(columns, personalColumns(input.personalData));
  if (input.partitaIva !== undefined) columns.partitaIva = text(input.partitaIva);
  if (input.personalData?.legalRepresentative === false) {
    // Acting for themselves: the company fields are not shown, so nothing typed there before is kept (issue 23).
    columns.companyName = null;
    columns.partitaIva = null;
  }
  return columns;
}

/** The stored draft as `missingForSend` reads it. */
export function sendCheckable(
  row: Pick<
    RequestRow,
    | 'suapId'
    | 'initiativeId'
    | 'notificationTypeId'
    | 'notificationAddress'
    | 'firstName'
    | 'lastName'
    | 'fiscalCode'
    | 'legalRepresentative'
    | 'companyName'
    | 'partitaIva'
  >,
): SendCheckable {
  return {
    suap: row.suapId === null ? null : { suapId: row.suapId },
    iniziative: row.initiativeId === null ? null : { iniziativeId: row.initiativeId },
    procedureNotification:
      row.notificationTypeId === null
        ? null
        : { typeId: row.notificationTypeId, address: row.notificationAddress },
    personalData: {
      firstName: row.firstName,
      lastName: row.lastName,
      fiscalCode: row.fiscalCode,
      legalRepresentative: row.legalRepresentative,
      companyName: row.companyName,
    },
    partitaIva: row.partitaIva,
  };
}

// Columns narrower than the contract's limit: the contract allows 255 characters for e-mail addresses, the
// database (and RFC 5321) 254. Checked here so an over-long address is a 400 naming the field, not a 500.
const COLUMN_LIMITS: {
  path: string;
  read: (input: RequestDraftInput) => string | null | undefined;
  max: number;
}[] = [
  { path: 'procedureNotification.address', read: (input) => input.procedureNotification?.address, max: 254 },
  { path: 'personalData.email', read: (input) => input.personalData?.email, max: 254 },
];

/** Paths of the fields too long for their column. */
export function overlongFields(input: RequestDraftInput): string[] {
  return COLUMN_LIMITS.filter(({ read, max }) => (read(input)?.trim().length ?? 0) > max).map(
    ({ path }) => path,
  );
}
