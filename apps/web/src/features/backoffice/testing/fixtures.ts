import type { Request, RequestStateId, User } from '@suap/shared';

// Test data shaped like the server's replies (the shared contract types).

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

export const SARA: User = {
  userId: 12,
  userEidasId: null,
  firstName: 'Sara',
  lastName: 'Russo',
  dateOfBirth: null,
  placeOfBirth: null,
  cityOfBirth: null,
  fiscalCode: 'RSSSRA92L47F839E',
  gender: null,
  email: 'sara.russo@example.com',
  profile: { profileId: 3, description: 'Collaboratore' },
  active: 1,
};

/** A request of Mario Rossi in a given state; drafts and deleted ones come minimised, as the server sends them. */
export function staffRequest(
  requestId: number,
  stateId: RequestStateId,
  overrides: Partial<Request> = {},
): Request {
  const notSent = stateId === 1 || stateId === 2;
  return {
    requestId,
    referenceCode: notSent ? null : `SUAP-2025-${String(requestId).padStart(6, '0')}`,
    version: 2,
    language: 'en',
    typeOfService: {
      typeOfServiceId: 1,
      nameIt: "Avvio di un'attività d'impresa",
      nameEn: 'Starting a business activity',
      descriptionIt: 'Avvio',
      descriptionEn: 'Startup',
    },
    stateOfRequest: { stateOfRequestId: stateId, descriptionIt: 'Inviata', descriptionEn: 'Sent' },
    user: {
      userId: 11,
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA80A01H501U',
      profile: { profileId: 1 },
    },
    suap: {
      suapId: 4,
      name: 'SUAP di Roma Capitale',
      pec: 'suap@pec.comune.roma.it',
      type: 'INT',
      url: null,
    },
    iniziative: null,
    procedureNotification: notSent ? null : { typeId: 2, address: 'mario.rossi@pec.example.com' },
    personalData: null,
    partitaIva: null,
    sentRequestDate: notSent ? null : '2025-03-02T09:15:00.000Z',
    updatedOn: '2025-03-03T09:00:00.000Z',
    createdOn: '2025-03-01T09:00:00.000Z',
    draftExpiresOn: stateId === 1 ? '2026-03-03' : null,
    ...overrides,
  };
}

export function page<K extends string, T>(
  key: K,
  items: T[],
  options: { page?: number; totalResults?: number; size?: number } = {},
) {
  const size = options.size ?? 5;
  const totalResults = options.totalResults ?? items.length;
  return {
    code: 200,
    message: 'OK',
    description: '',
    page: options.page ?? 1,
    size,
    totalPages: Math.ceil(totalResults / size),
    totalResults,
    sort: null,
    filter: null,
    [key]: items,
  } as Record<K, T[]> & Record<string, unknown>;
}
