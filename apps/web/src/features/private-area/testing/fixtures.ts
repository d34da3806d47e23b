import type { Request, RequestStateId, User } from '@suap/shared';

// Test data shaped like the server's replies (the shared contract types).

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

export const STAFF: User = {
  ...CITIZEN,
  userId: 2,
  profile: { profileId: 2, description: 'Amministratore' },
};

/**
 * A request of CITIZEN in a given state, with SUAP and initiative. updatedOn is 10:00 on day `requestId` of
 * March 2025 (Italian time), so dates in the page tell requests apart.
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
    referenceCode: notSent ? null : `SUAP-2025-${String(requestId).padStart(6, '0')}`,
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
    suap: {
      suapId: 4,
      name: 'SUAP di Roma Capitale',
      pec: 'suap@pec.comune.roma.it',
      type: 'INT',
      url: null,
    },
    iniziative: {
      iniziativeId: 7,
      code: 'COM-VIC-APE',
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
    },
    procedureNotification: { typeId: 2, address: 'mario.rossi@pec.example.com' },
    personalData: {
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
    },
    partitaIva: null,
    sentRequestDate: notSent ? null : `2025-02-${day}T09:15:00.000Z`,
    updatedOn: `2025-03-${day}T09:00:00.000Z`,
    createdOn: `2025-01-${day}T09:00:00.000Z`,
    draftExpiresOn: draft ? `2026-03-${day}` : null,
    ...overrides,
  };
}

/**
 * GET request/list as the server answers it: the page `url` asks for (3 a page by default) of `requests`, in
 * the order given, with the totals. Without a URL, the first page.
 */
export function listReply(requests: Request[], url?: URL) {
  const page = Number(url?.searchParams.get('page') ?? 1);
  const size = Number(url?.searchParams.get('size') ?? 3);
  return {
    code: 200,
    message: requests.length === 0 ? 'No Requests' : 'OK',
    description: `${requests.length} requests`,
    requestList: requests.slice((page - 1) * size, page * size),
    page,
    size,
    totalPages: Math.ceil(requests.length / size),
    totalResults: requests.length,
    sort: null,
    filter: null,
  };
}

export const requestReply = (request: Request) => ({
  code: 200,
  message: 'OK',
  description: 'Request found',
  request,
});
