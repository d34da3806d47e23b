import {
  RequestListItemSchema,
  type Iniziative,
  type Request,
  type RequestListItem,
  type RequestStateId,
  type Suap,
  type User,
} from '@suap/shared';

// Test data shaped like the server's replies (the shared contract types), written once for every suite: one
// request builder, and the variants each area needs named by what they change.

export const CITIZEN: User = {
  userId: 11,
  userEidasId: null,
  firstName: 'Mario',
  lastName: 'Rossi',
  dateOfBirth: '01/01/1980',
  placeOfBirth: null,
  cityOfBirth: 'Roma',
  fiscalCode: 'RSSMRA80A01H501U',
  gender: 'M',
  email: 'mario.rossi@example.com',
  profile: { profileId: 1, description: 'Cittadino' },
  active: 1,
};

/** The wizard's logged-in citizen: Mario Rossi, as in the other suites. */
export const TEST_USER = CITIZEN;

export const STAFF: User = {
  ...CITIZEN,
  userId: 2,
  profile: { profileId: 2, description: 'Amministratore' },
};

export const ADMIN: User = {
  userId: 6,
  userEidasId: null,
  firstName: 'Paola',
  lastName: 'Gialli',
  dateOfBirth: '03/02/1978',
  placeOfBirth: 'Italia',
  cityOfBirth: 'Torino',
  fiscalCode: 'GLLPLA78B43L219T',
  gender: 'F',
  email: 'paola.gialli@example.com',
  profile: { profileId: 2, description: 'Amministratore' },
  active: 1,
};

export const COLLAB: User = {
  ...ADMIN,
  userId: 7,
  firstName: 'Marco',
  lastName: 'Blu',
  fiscalCode: 'BLUMRC82P09A944Y',
  email: 'marco.blu@example.com',
  profile: { profileId: 3, description: 'Collaboratore' },
};

/** A collaborator created by the tests, who has not given birth data. */
export const SARA: User = {
  ...COLLAB,
  userId: 12,
  firstName: 'Sara',
  lastName: 'Russo',
  fiscalCode: 'RSSSRA92L47F839E',
  email: 'sara.russo@example.com',
  dateOfBirth: null,
  placeOfBirth: null,
  cityOfBirth: null,
  gender: null,
};

const ROMA_SUAP: Suap = {
  suapId: 4,
  name: 'SUAP di Roma Capitale',
  pec: 'suap@pec.comune.roma.it',
  type: 'INT',
  url: null,
};

export const TEST_SUAP: Suap = {
  ...ROMA_SUAP,
  name: 'SUAP del Comune di Forlì',
  pec: 'suap@pec.comune.forli.fc.it',
};

export const TEST_INITIATIVE: Iniziative = {
  iniziativeId: 7,
  code: 'COM-7',
  description: 'Apertura di un esercizio di vicinato',
  descriptionIt: 'Apertura di un esercizio di vicinato',
  descriptionEn: 'Opening a neighbourhood shop',
  activity: 'Commercio al dettaglio',
  activityIt: 'Commercio al dettaglio',
  activityEn: 'Retail trade',
  area: 'Commercio',
  areaIt: 'Commercio',
  areaEn: 'Trade',
  typeIniziativeId: 1,
};

/** The personal data Mario Rossi entered in the wizard. */
export const CITIZEN_PERSONAL_DATA: NonNullable<Request['personalData']> = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: CITIZEN.fiscalCode,
  dateOfBirth: '01/01/1980',
  placeOfBirth: 'Italia',
  cityOfBirth: 'Roma',
  gender: 'M',
  email: 'mario.rossi@example.com',
  legalRepresentative: false,
  companyName: null,
};

const referenceCode = (requestId: number) => `SUAP-2025-${String(requestId).padStart(6, '0')}`;

/**
 * A request of CITIZEN in a given state, with SUAP, initiative and personal data. updatedOn is 10:00 on day
 * `requestId` of March 2025 (Italian time), so dates in the page tell requests apart.
 */
export function citizenRequest(
  requestId: number,
  stateId: RequestStateId,
  overrides: Partial<Request> = {},
): Request {
  const day = String(requestId).padStart(2, '0');
  const draft = stateId === 1;
  const notSent = draft || stateId === 2;
  return {
    requestId,
    referenceCode: notSent ? null : referenceCode(requestId),
    version: requestId + 1,
    language: 'it',
    typeOfService: {
      typeOfServiceId: 1,
      nameIt: "Avvio di un'attività d'impresa",
      nameEn: 'Starting a business activity',
      descriptionIt: 'Avvio',
      descriptionEn: 'Startup',
    },
    stateOfRequest: { stateOfRequestId: stateId, descriptionIt: 'Stato', descriptionEn: 'State' },
    user: {
      userId: CITIZEN.userId,
      firstName: CITIZEN.firstName,
      lastName: CITIZEN.lastName,
      fiscalCode: CITIZEN.fiscalCode,
      profile: { profileId: 1 },
    },
    suap: ROMA_SUAP,
    iniziative: { ...TEST_INITIATIVE, code: 'COM-VIC-APE' },
    procedureNotification: { typeId: 2, address: 'mario.rossi@pec.example.com' },
    personalData: CITIZEN_PERSONAL_DATA,
    partitaIva: null,
    sentRequestDate: notSent ? null : `2025-02-${day}T09:15:00.000Z`,
    updatedOn: `2025-03-${day}T09:00:00.000Z`,
    createdOn: `2025-01-${day}T09:00:00.000Z`,
    draftExpiresOn: draft ? `2026-03-${day}` : null,
    responsibleOperator: null,
    termDueOn: null,
    termExpired: false,
    ...overrides,
  };
}

/** A startup request of CITIZEN as the login box lists it: no SUAP or data yet, sent on `updatedOn`. */
export function summaryRequest(requestId: number, stateId: RequestStateId, updatedOn: string): Request {
  const draft = stateId === 1;
  return citizenRequest(requestId, stateId, {
    referenceCode: draft ? null : referenceCode(requestId),
    version: 1,
    suap: null,
    iniziative: null,
    procedureNotification: null,
    personalData: null,
    sentRequestDate: draft ? null : updatedOn,
    updatedOn,
    createdOn: '2025-01-10T09:30:00.000Z',
    draftExpiresOn: draft ? '2026-03-02' : null,
  });
}

/** A request of Mario Rossi as the back office sees it (in English, no initiative or personal data). */
export function staffRequest(
  requestId: number,
  stateId: RequestStateId,
  overrides: Partial<Request> = {},
): Request {
  const notSent = stateId === 1 || stateId === 2;
  return citizenRequest(requestId, stateId, {
    version: 2,
    language: 'en',
    stateOfRequest: { stateOfRequestId: stateId, descriptionIt: 'Inviata', descriptionEn: 'Sent' },
    iniziative: null,
    procedureNotification: notSent ? null : { typeId: 2, address: 'mario.rossi@pec.example.com' },
    personalData: null,
    sentRequestDate: notSent ? null : '2025-03-02T09:15:00.000Z',
    updatedOn: '2025-03-03T09:00:00.000Z',
    createdOn: '2025-03-01T09:00:00.000Z',
    draftExpiresOn: stateId === 1 ? '2026-03-03' : null,
    ...overrides,
  });
}

/** `request` as a line of the back-office list: the contract's parse keeps the list's fields and drops the rest. */
export const listItem = (request: Request): RequestListItem => RequestListItemSchema.parse(request);

/** A saved wizard draft (request 42, state 1, version 3) with a SUAP and an initiative. */
export function makeRequest(overrides: Partial<Request> = {}): Request {
  return citizenRequest(42, 1, {
    version: 3,
    stateOfRequest: { stateOfRequestId: 1, descriptionIt: 'In bozza', descriptionEn: 'Draft' },
    suap: TEST_SUAP,
    iniziative: TEST_INITIATIVE,
    procedureNotification: null,
    personalData: null,
    updatedOn: '2025-03-02T10:00:00.000Z',
    createdOn: '2025-03-01T09:30:00.000Z',
    draftExpiresOn: '2026-03-02',
    ...overrides,
  });
}

export { listReply, page, requestListReply, requestReply } from './replies';
