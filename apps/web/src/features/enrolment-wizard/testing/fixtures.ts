import type { Iniziative, Request, Suap, User } from '@suap/shared';

// Test data shaped like the server's replies (shared contract types), for the wizard's unit and component tests.

export const TEST_USER: User = {
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

export const TEST_SUAP: Suap = {
  suapId: 4,
  name: 'SUAP del Comune di Forlì',
  pec: 'suap@pec.comune.forli.fc.it',
  type: 'INT',
  url: null,
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

/** A saved draft (state 1, version 3) with a SUAP and an initiative; override what the test is about. */
export function makeRequest(overrides: Partial<Request> = {}): Request {
  return {
    requestId: 42,
    referenceCode: null,
    version: 3,
    language: 'it',
    typeOfService: {
      typeOfServiceId: 1,
      nameIt: "Avvio di un'attività d'impresa",
      nameEn: 'Starting a business activity',
      descriptionIt: 'Avvio',
      descriptionEn: 'Startup',
    },
    stateOfRequest: { stateOfRequestId: 1, descriptionIt: 'In bozza', descriptionEn: 'Draft' },
    user: {
      userId: TEST_USER.userId,
      firstName: TEST_USER.firstName,
      lastName: TEST_USER.lastName,
      fiscalCode: TEST_USER.fiscalCode,
      profile: { profileId: 1 },
    },
    suap: TEST_SUAP,
    iniziative: TEST_INITIATIVE,
    procedureNotification: null,
    personalData: null,
    partitaIva: null,
    sentRequestDate: null,
    updatedOn: '2025-03-02T10:00:00.000Z',
    createdOn: '2025-03-01T09:30:00.000Z',
    draftExpiresOn: '2026-03-02',
    ...overrides,
  };
}
