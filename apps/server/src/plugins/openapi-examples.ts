/**
 * Example bodies and replies of the OpenAPI document (openapi-operations.ts). They are wire data, kept minimal
 * (nulls where the contract allows them, one-item lists) so that a schema change elsewhere rarely touches them;
 * openapi.test.ts validates each one against the zod schema its route registers, so a stale example fails CI.
 * The people are the seeded demo users (mario.rossi, a citizen; giulia.bianchi, an administrator).
 */

import { LAST, ok, STARTED } from './openapi-example-values.js';
import { ATTACHMENT_EXAMPLES } from './openapi-examples-attachments.js';
import { PROCEDURE_EXAMPLES } from './openapi-examples-procedure.js';
import { SSU_EXAMPLES } from './openapi-examples-ssu.js';

const CITIZEN = {
  userId: 1,
  userEidasId: null,
  firstName: 'Mario',
  lastName: 'Rossi',
  dateOfBirth: '01/01/1980',
  placeOfBirth: 'Italia',
  cityOfBirth: 'Roma',
  fiscalCode: 'RSSMRA80A01H501U',
  gender: 'M',
  email: 'mario.rossi@example.it',
  profile: { profileId: 1, description: 'Front office' },
  active: 1,
};

const ADMIN_INPUT = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  fiscalCode: 'BNCGLI85M41D612C',
  email: 'giulia.bianchi@example.it',
  profile: { profileId: 2 },
  active: 1,
};

const ADMIN = {
  userId: 3,
  userEidasId: null,
  dateOfBirth: null,
  placeOfBirth: null,
  cityOfBirth: null,
  gender: null,
  ...ADMIN_INPUT,
  profile: { profileId: 2, description: 'Back-office administrator' },
};

const CLAIMS = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA80A01H501U',
  dateOfBirth: '01/01/1980',
  gender: 'M',
  email: 'mario.rossi@example.it',
  userEidasId: null,
};

const SESSION_TIMES = { idleMinutes: 30, expiresAt: LAST, absoluteExpiresAt: '2025-03-01T21:00:00.000Z' };

const LOGIN_REPLY = {
  ...ok('Logged in'),
  claims: CLAIMS,
  expires_in: 300,
  token_type: 'Bearer',
  user: CITIZEN,
  identityMatching: false,
  origin: '/area-privata',
  session: SESSION_TIMES,
};

const SESSION_REPLY = {
  ...ok('Session'),
  authenticated: true,
  identityMatching: false,
  idp: 'fo',
  user: CITIZEN,
  claims: CLAIMS,
  sessionEnded: false,
  session: SESSION_TIMES,
};

/** A draft the citizen saved: only the SUAP is chosen so far. */
const DRAFT = {
  requestId: 7,
  referenceCode: null,
  version: 2,
  language: 'it',
  typeOfService: {
    typeOfServiceId: 1,
    nameIt: 'Avvio attività',
    nameEn: 'Business start-up',
    descriptionIt: 'Avvio di una nuova attività',
    descriptionEn: 'Starting a new business',
  },
  stateOfRequest: { stateOfRequestId: 1, descriptionIt: 'Bozza', descriptionEn: 'Draft' },
  user: {
    userId: 1,
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscalCode: 'RSSMRA80A01H501U',
    profile: { profileId: 1 },
  },
  suap: { suapId: 4, name: 'SUAP Roma', pec: 'suap@pec.comune.roma.it', type: 'INT', url: null },
  iniziative: null,
  procedureNotification: { typeId: 1, address: 'mario.rossi@example.it' },
  personalData: null,
  sentRequestDate: null,
  updatedOn: LAST,
  createdOn: STARTED,
  draftExpiresOn: '2025-03-31',
  responsibleOperator: null,
  termDueOn: null,
  termExpired: false,
};

/** The draft as a line of the back-office list (RequestListItem): what the list shows of it. */
const DRAFT_LINE = {
  requestId: DRAFT.requestId,
  referenceCode: DRAFT.referenceCode,
  typeOfService: {
    typeOfServiceId: 1,
    nameIt: DRAFT.typeOfService.nameIt,
    nameEn: DRAFT.typeOfService.nameEn,
  },
  stateOfRequest: DRAFT.stateOfRequest,
  user: { userId: 1, firstName: 'Mario', lastName: 'Rossi' },
  suap: { suapId: 4, name: 'SUAP Roma' },
  sentRequestDate: null,
  updatedOn: LAST,
  draftExpiresOn: DRAFT.draftExpiresOn,
  responsibleOperator: null,
  termDueOn: null,
  termExpired: false,
};

const PAGE = { page: 1, size: 5, totalPages: 1, totalResults: 1, filter: null };

const PERSON_CHECK = {
  codiceFiscale: 'RSSMRA80A01H501U',
  nome: 'Mario',
  cognome: 'Rossi',
  dataNascita: '01/01/1980',
  sesso: 'M',
  statoNascita: 'Italia',
  comuneNascita: 'Roma',
};

const REGION = { regionId: 12, name: 'Lazio' };
const PROVINCE = { provinceId: 58, name: 'Roma', region: REGION };

export const EXAMPLES = {
  status: ok('Up'),
  readiness: {
    ...ok('Ready'),
    checks: { database: 'ok', migrations: 'ok', lifecycle: 'ok' },
  },
  notReady: {
    code: 503,
    message: 'Service Unavailable',
    description: 'Not ready (database): the database is not reachable',
    checks: { database: 'failing', migrations: 'not checked', lifecycle: 'ok' },
  },
  loginTokenBody: {
    code: 'authorization-code-from-the-provider',
    redirect_uri: 'https://suap.example.it/callback',
    grant_type: 'authorization_code',
    state: 'state-from-login-start',
  },
  loginReply: LOGIN_REPLY,
  emptyBody: {},
  logoutReply: { ...ok('Logged out'), logoutUrl: 'https://spid-gateway.example.it/logout' },
  personCheckBody: PERSON_CHECK,
  personCheckReply: { ...ok('Checked'), valido: true, ...PERSON_CHECK },
  sessionReply: SESSION_REPLY,
  activeSessions: {
    ...ok('1 session'),
    sessions: [
      {
        sessionId: '3f0b7c52-9d1e-4a6b-8f3c-2d5e7a9b1c04',
        startedAt: STARTED,
        lastActivityAt: LAST,
        device: { browser: 'Firefox', os: 'Windows' },
        current: true,
      },
    ],
  },
  endedSessions: { ...ok('Sessions ended'), ended: 1 },
  userInfo: { ...ok('OK'), user: CITIZEN },
  legalRepReply: { ...ok('Checked'), esito: 'OK' },
  draftBody: {
    suap: { suapId: 4 },
    procedureNotification: { typeId: 1, address: 'mario.rossi@example.it' },
  },
  draftUpdateBody: { version: 2, action: 'save', suap: { suapId: 4 } },
  requestReply: { ...ok('Request found'), request: DRAFT },
  requestList: { ...ok('1 requests'), ...PAGE, size: 3, sort: null, requestList: [DRAFT] },
  deleted: ok('Draft deleted'),
  backOfficeRequestList: {
    ...ok('1 requests'),
    ...PAGE,
    totalIsLowerBound: false,
    sort: { field: 'requestId', type: 'desc' },
    requestList: [DRAFT_LINE],
  },
  draftStorageLimitBody: { draftExpiresOn: '2099-12-31' },
  ...PROCEDURE_EXAMPLES,
  ...ATTACHMENT_EXAMPLES,
  ...SSU_EXAMPLES,
  masterData: {
    ...ok('OK'),
    masterData: {
      configuration: {
        typeOfServiceAnagList: [DRAFT.typeOfService],
        stateOfRequestAnagList: [DRAFT.stateOfRequest],
        typeIniziativeList: [
          {
            typeIniziativeId: 1,
            description: 'Commercio',
            descriptionIt: 'Commercio',
            descriptionEn: 'Trade',
          },
        ],
      },
      languages: ['it', 'en'],
      ipaCode: 'c_h501',
      production: false,
      draftStorageDays: 30,
      sessionIdleMinutes: 30,
      baseUrl: 'https://suap.example.it',
    },
  },
  initiatives: {
    ...ok('1 initiatives'),
    ...PAGE,
    sort: null,
    iniziativeList: [
      {
        iniziativeId: 1,
        code: 'COM-01',
        description: 'Apertura di un negozio',
        descriptionIt: 'Apertura di un negozio',
        descriptionEn: 'Opening a shop',
        activity: 'Commercio al dettaglio',
        activityIt: 'Commercio al dettaglio',
        activityEn: 'Retail trade',
        area: 'Commercio',
        areaIt: 'Commercio',
        areaEn: 'Trade',
        typeIniziativeId: 1,
      },
    ],
  },
  suaps: { ...ok('1 SUAP'), ...PAGE, sort: { field: 'name', type: 'asc' }, suapList: [DRAFT.suap] },
  regions: { ...ok('1 regions'), regionList: [REGION] },
  provinces: { ...ok('1 provinces'), provinceList: [PROVINCE] },
  municipalities: {
    ...ok('1 municipalities'),
    municipalityList: [{ municipalityId: 58091, name: 'Roma', province: PROVINCE }],
  },
  publicService: {
    ...ok('OK'),
    publicService: { euPublicServiceId: 'EU-PS-0001', name: 'Avvio attività', ipaCode: 'c_h501' },
  },
  userList: { ...ok('1 users'), ...PAGE, sort: { field: 'lastName', type: 'asc' }, userList: [ADMIN] },
  userReply: { ...ok('OK'), user: ADMIN },
  createUserBody: ADMIN_INPUT,
  modifyUserBody: { ...ADMIN_INPUT, userId: 3 },
  publicDocuments: {
    ...ok('2 documents'),
    documents: [
      {
        documentId: 'decree-160',
        title: 'Decreto 160/2010',
        fileName: 'decreto-160.pdf',
        contentType: 'application/pdf',
        size: 52_224,
        sizeLabel: '51 KB',
        url: '/api/public/documents/decree-160?lang=it',
      },
    ],
  },
} as const;
