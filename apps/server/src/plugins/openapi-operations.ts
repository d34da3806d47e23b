import { USER_PROFILE_HEADER } from '@suap/shared';
import { EXAMPLES as X } from './openapi-examples.js';
import { NOT_YOURS, type OperationDoc } from './openapi-operation-doc.js';
import { ATTACHMENT_OPERATIONS } from './openapi-operations-attachments.js';
import { PROCEDURE_OPERATIONS } from './openapi-operations-procedure.js';
import { SSU_STATUS_OPERATIONS } from './openapi-operations-ssu.js';

export type { OperationDoc };

/**
 * What the OpenAPI document says about each API call beyond what its route declares (openapi.ts applies it).
 * One entry per "METHOD /api/path" of the server's route table, no more and no less (openapi.test.ts): a new
 * route fails the test until it is described here. operationIds are SPEC §7's names where it has one.
 */

const LOGIN_REFUSED = {
  401: "Authentication failed: the login expired, or the provider refused the code (message 'Authentication failed')",
  403: "the login is refused (message 'Authentication failed'): this person may not log in here, e.g. an inactive user",
};
/** getUserInfo and userinfo answer only the caller's own user (403 wording after "Forbidden: "). */
const NOT_OWN_USER = {
  403: `the fiscalCode is not the caller's, or the ${USER_PROFILE_HEADER} header does not match the caller's profile`,
};
const NOT_SENT = 'The request was never sent: a PDF recap exists only for sent requests';
export const OPERATIONS: Record<string, OperationDoc> = {
  ...PROCEDURE_OPERATIONS,
  ...ATTACHMENT_OPERATIONS,
  ...SSU_STATUS_OPERATIONS,
  'GET /api/health': { operationId: 'getHealth', ok: 'The service is up', probe: true, reply: X.status },
  'GET /api/health/live': { operationId: 'getLiveness', ok: 'The process is alive', reply: X.status },
  'GET /api/health/ready': {
    operationId: 'getReadiness',
    ok: 'Ready: database reachable, migrations applied',
    probe: true,
    reply: X.readiness,
    errorReplies: { 503: X.notReady },
  },
  'GET /api/login/start': {
    operationId: 'loginStart',
    ok: 'Redirect to the identity provider’s authorization endpoint',
    redirect: true,
  },
  'POST /api/login/token': {
    operationId: 'loginToken',
    responses: LOGIN_REFUSED,
    ok: 'Logged in: identity claims and session deadlines (never the tokens)',
    body: X.loginTokenBody,
    reply: X.loginReply,
  },
  'POST /api/login/token2': {
    operationId: 'loginToken2',
    responses: LOGIN_REFUSED,
    ok: 'Logged in (back office): identity claims and session deadlines (never the tokens)',
    body: X.loginTokenBody,
    reply: X.loginReply,
  },
  'POST /api/login/revoke': {
    operationId: 'loginRevoke',
    responses: { 401: 'There is no session to revoke' },
    ok: 'Refresh token revoked',
    body: X.emptyBody,
    reply: X.logoutReply,
  },
  'POST /api/login/logout': {
    operationId: 'logout',
    ok: 'Logged out; logoutUrl is the provider logout to visit next',
    body: X.emptyBody,
    reply: X.logoutReply,
  },
  'POST /api/login/identity-match': {
    operationId: 'identityMatch',
    responses: {
      400: 'The person data do not match the fiscal code (valido false), or invalid input',
      401: 'Identity matching needs a login without fiscal code first',
      409: 'This session is not waiting for identity matching, or the identity is linked to someone else',
    },
    ok: 'Identity matched: the login is complete',
    body: X.personCheckBody,
    reply: X.loginReply,
  },
  'GET /api/session': { operationId: 'getSession', ok: 'The browser’s session', reply: X.sessionReply },
  'POST /api/session/extend': {
    operationId: 'extendSession',
    responses: { 401: 'There is no session to extend: log in again' },
    ok: 'Session extended: the new deadlines',
    reply: X.sessionReply,
  },
  'GET /api/session/active': {
    operationId: 'listActiveSessions',
    ok: 'The caller’s active sessions, the current one first',
    reply: X.activeSessions,
  },
  'DELETE /api/session/active/:sessionId': {
    operationId: 'endActiveSession',
    ok: 'The session ended',
    responses: {
      404: 'Not found: no such active session of the caller',
      409: 'This is the session making the call: log out to end it',
    },
    reply: X.endedSessions,
  },
  'POST /api/session/active/end-others': {
    operationId: 'endOtherSessions',
    ok: 'Every other session of the caller ended',
    reply: X.endedSessions,
  },
  'GET /api/suap/v1/request/getUserInfo': {
    operationId: 'getUserInfo',
    responses: NOT_OWN_USER,
    ok: 'The portal user of the logged-in citizen (user null when not registered yet)',
    reply: X.userInfo,
  },
  'GET /api/suap/v1/backoffice/userinfo': {
    operationId: 'backOfficeUserInfo',
    responses: NOT_OWN_USER,
    ok: 'The portal user of the logged-in staff member',
    reply: { ...X.userInfo, user: X.userReply.user },
  },
  'POST /api/acs/check/pf': {
    operationId: 'checkPf',
    responses: { 400: 'The person data do not match the fiscal code (valido false), or invalid input' },
    ok: 'Outcome of the fiscal-code check (valido)',
    body: X.personCheckBody,
    reply: X.personCheckReply,
  },
  'GET /api/acs/check-legal-rep': {
    operationId: 'checkLegalRep',
    ok: 'Outcome of the legal-representative check (esito OK or KO)',
    reply: X.legalRepReply,
  },
  'POST /api/suap/v1/request': {
    operationId: 'createRequest',
    responses: { 409: "Conflict: too many open drafts (reason 'draft-limit')" },
    ok: 'Draft created (state 1, version 1)',
    impossible: [404],
    body: X.draftBody,
    reply: X.requestReply,
  },
  'GET /api/suap/v1/request/list': {
    operationId: 'getRequestList',
    ok: 'The citizen’s own requests, newest first',
    impossible: [404],
    reply: X.requestList,
  },
  'GET /api/suap/v1/request/:id': {
    operationId: 'getRequest',
    ok: 'The request',
    responses: { 404: NOT_YOURS },
    reply: X.requestReply,
  },
  'PUT /api/suap/v1/request/:id': {
    operationId: 'updateRequest',
    ok: 'Draft saved, or request sent',
    responses: {
      404: NOT_YOURS,
      409: 'Conflict: reason says whether the version is stale or the request read-only',
    },
    body: X.draftUpdateBody,
    reply: X.requestReply,
  },
  'DELETE /api/suap/v1/request/:id': {
    operationId: 'deleteRequest',
    ok: 'Draft deleted (state 2)',
    responses: {
      404: NOT_YOURS,
      409: 'Conflict: reason says whether the version is stale or the request read-only',
    },
    reply: X.deleted,
  },
  'GET /api/suap/v1/request/getPdfRecap/:id': {
    operationId: 'getPdfRecap',
    ok: 'The PDF recap, in the language the request was made in',
    responses: { 404: NOT_YOURS },
    pdf: true,
  },
  'GET /api/suap/v1/anagrafica/list': {
    operationId: 'getMasterData',
    ok: 'Master data and configuration',
    reply: X.masterData,
  },
  'GET /api/suap/v1/anagrafica/iniziative/list': {
    operationId: 'getIniziativeList',
    ok: 'One page of initiatives',
    reply: X.initiatives,
  },
  'GET /api/suap/v1/anagrafica/suap/list': {
    operationId: 'getSuapList',
    ok: 'One page of SUAP offices',
    reply: X.suaps,
  },
  'GET /api/suap/v1/anagrafica/region/list': {
    operationId: 'getRegionList',
    ok: 'Regions',
    reply: X.regions,
  },
  'GET /api/suap/v1/anagrafica/province/list': {
    operationId: 'getProvinceList',
    ok: 'Provinces',
    reply: X.provinces,
  },
  'GET /api/suap/v1/anagrafica/municipality/list': {
    operationId: 'getMunicipalityList',
    ok: 'Municipalities',
    reply: X.municipalities,
  },
  'GET /api/evidencesuaprequestor/v1/public-service/mapping': {
    operationId: 'getPublicServiceMapping',
    ok: 'The EU public service the Italian service name maps to',
    responses: { 404: 'Not found: no mapping for this service name and IPA code' },
    reply: X.publicService,
  },
  'GET /api/suap/v1/backoffice/list': {
    operationId: 'backOfficeRequestList',
    ok: 'One page of requests',
    impossible: [404, 409],
    reply: X.backOfficeRequestList,
  },
  'GET /api/suap/v1/backoffice/request/:id': {
    operationId: 'backOfficeGetRequest',
    ok: 'The request (personal data hidden for requests never sent)',
    impossible: [409],
    responses: { 404: 'Not found: no such request' },
    reply: X.requestReply,
  },
  'GET /api/suap/v1/backoffice/getPdfRecap/:id': {
    operationId: 'backOfficeGetPdfRecap',
    ok: 'The PDF recap of a sent request',
    responses: { 404: 'Not found: no such request', 409: NOT_SENT },
    pdf: true,
  },
  'PUT /api/suap/v1/backoffice/updateDraftStorageLimit/:id': {
    operationId: 'updateDraftStorageLimit',
    ok: 'Deletion day of the draft changed',
    responses: { 404: 'Not found: no such request', 409: 'Conflict: the request is not a draft' },
    body: X.draftStorageLimitBody,
    reply: { ...X.requestReply, description: 'Draft storage limit updated' },
  },
  'GET /api/suap/v1/backoffice/user/getUserList': {
    operationId: 'getUserList',
    ok: 'One page of users',
    impossible: [404],
    reply: X.userList,
  },
  'GET /api/suap/v1/backoffice/user/getUser/:id': {
    operationId: 'getUser',
    ok: 'The user',
    responses: { 404: 'Not found: no such user' },
    reply: X.userReply,
  },
  'POST /api/suap/v1/backoffice/user/createUser': {
    operationId: 'createUser',
    ok: 'User created',
    impossible: [404],
    body: X.createUserBody,
    reply: X.userReply,
  },
  'PUT /api/suap/v1/backoffice/user/modifyUser': {
    operationId: 'modifyUser',
    ok: 'User modified',
    responses: { 404: 'Not found: no user with this userId' },
    body: X.modifyUserBody,
    reply: X.userReply,
  },
  'GET /api/public/documents': {
    operationId: 'getPublicDocuments',
    ok: 'The downloadable documents, in the language asked for',
    reply: X.publicDocuments,
  },
  'GET /api/public/documents/:documentId': {
    operationId: 'getPublicDocument',
    ok: 'The document as a PDF file',
    pdf: true,
  },
};
