import type { Request, User } from '@suap/shared';

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

/** A startup request of CITIZEN shaped like the server's reply; state 1 (draft) unless overridden. */
export function citizenRequest(
  requestId: number,
  stateOfRequestId: 1 | 2 | 3 | 4 | 5,
  updatedOn: string,
): Request {
  return {
    requestId,
    referenceCode: stateOfRequestId === 1 ? null : `SUAP-2025-${String(requestId).padStart(6, '0')}`,
    version: 1,
    language: 'it',
    typeOfService: {
      typeOfServiceId: 1,
      nameIt: "Avvio di un'attività d'impresa",
      nameEn: 'Starting a business activity',
      descriptionIt: 'Avvio',
      descriptionEn: 'Startup',
    },
    stateOfRequest: { stateOfRequestId, descriptionIt: 'Stato', descriptionEn: 'State' },
    user: {
      userId: CITIZEN.userId,
      firstName: CITIZEN.firstName,
      lastName: CITIZEN.lastName,
      fiscalCode: CITIZEN.fiscalCode,
      profile: { profileId: 1 },
    },
    suap: null,
    iniziative: null,
    procedureNotification: null,
    personalData: null,
    partitaIva: null,
    sentRequestDate: stateOfRequestId === 1 ? null : updatedOn,
    updatedOn,
    createdOn: '2025-01-10T09:30:00.000Z',
    draftExpiresOn: stateOfRequestId === 1 ? '2026-03-02' : null,
  } as Request;
}

/** One page of GET request/list holding `requests`, as the server answers it (with the paging totals). */
export const requestListReply = (requests: Request[]) => ({
  code: 200,
  message: requests.length === 0 ? 'No Requests' : 'OK',
  description: 'Requests',
  requestList: requests,
  page: 1,
  size: Math.max(1, requests.length),
  totalPages: requests.length === 0 ? 0 : 1,
  totalResults: requests.length,
  sort: null,
  filter: null,
});
