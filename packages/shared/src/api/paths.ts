/** The session and login calls SPEC §7 leaves unnamed (the portal's own), without the `/api` prefix. */
export const sessionPaths = {
  start: '/login/start',
  logout: '/login/logout',
  identityMatch: '/login/identity-match',
  session: '/session',
  extend: '/session/extend',
} as const;

/**
 * Every API path of SPEC §7, without the `/api` prefix (API_PREFIX). Path parameters use Fastify's `:name`
 * form; the web fills them with `fillPath`.
 */
export const apiPaths = {
  health: '/health',
  login: {
    token: '/login/token',
    token2: '/login/token2',
    revoke: '/login/revoke',
  },
  userInfo: '/suap/v1/request/getUserInfo',
  backOfficeUserInfo: '/suap/v1/backoffice/userinfo',
  checks: {
    person: '/acs/check/pf',
    legalRepresentative: '/acs/check-legal-rep',
  },
  reference: {
    masterData: '/suap/v1/anagrafica/list',
    initiatives: '/suap/v1/anagrafica/iniziative/list',
    suaps: '/suap/v1/anagrafica/suap/list',
    regions: '/suap/v1/anagrafica/region/list',
    provinces: '/suap/v1/anagrafica/province/list',
    municipalities: '/suap/v1/anagrafica/municipality/list',
    publicServiceMapping: '/evidencesuaprequestor/v1/public-service/mapping',
  },
  requests: {
    create: '/suap/v1/request',
    byId: '/suap/v1/request/:id',
    list: '/suap/v1/request/list',
    pdfRecap: '/suap/v1/request/getPdfRecap/:id',
    /** GET: where the citizen's request stands in the procedure (history, operator, term, what they may do). */
    procedure: '/suap/v1/request/procedure/:id',
    /** POST: the citizen's answer to an integration request or a 10-bis notice. */
    answer: '/suap/v1/request/answer/:id',
    /** POST: the citizen withdraws their request while its procedure is open (issue 30). */
    withdraw: '/suap/v1/request/withdraw/:id',
    /** GET: the decision document (PDF) of an accepted or rejected request. */
    decisionPdf: '/suap/v1/request/getDecisionPdf/:id',
    /** GET: the request's documents; POST (multipart/form-data, one part `file`): add one (issue 29). */
    attachments: '/suap/v1/request/attachments/:id',
    /** GET: a document's bytes; DELETE: remove one not handed in yet. */
    attachment: '/suap/v1/request/attachments/:id/:attachmentId',
    /** GET: the request's codice unico dell'istanza (CUI) in the national SUAP system, once given (issue 30). */
    ssu: '/suap/v1/request/ssu/:id',
  },
  backOffice: {
    requests: '/suap/v1/backoffice/list',
    request: '/suap/v1/backoffice/request/:id',
    updateDraftStorageLimit: '/suap/v1/backoffice/updateDraftStorageLimit/:id',
    pdfRecap: '/suap/v1/backoffice/getPdfRecap/:id',
    /** GET: the procedure of a request as staff see it; POST: one staff action (StaffActionBodySchema). */
    procedure: '/suap/v1/backoffice/procedure/:id',
    /** GET: the staff a request can be assigned to. */
    operators: '/suap/v1/backoffice/operators',
    decisionPdf: '/suap/v1/backoffice/getDecisionPdf/:id',
    /** GET: the messages sent to the applicant about a request (issue 28), with whether each was delivered. */
    notifications: '/suap/v1/backoffice/notifications/:id',
    /** GET: the request in the national SUAP system (issue 30): its CUI, receipt and the portal's calls. */
    ssu: '/suap/v1/backoffice/ssu/:id',
    /** GET: the documents handed in with a request and its answers; a document's bytes (issue 29). */
    attachments: '/suap/v1/backoffice/attachments/:id',
    attachment: '/suap/v1/backoffice/attachments/:id/:attachmentId',
    users: '/suap/v1/backoffice/user/getUserList',
    user: '/suap/v1/backoffice/user/getUser/:id',
    createUser: '/suap/v1/backoffice/user/createUser',
    modifyUser: '/suap/v1/backoffice/user/modifyUser',
  },
  publicDocuments: {
    list: '/public/documents',
    file: '/public/documents/:documentId',
  },
} as const;

/**
 * The logged-in person's active sessions (one per browser or device they logged in from), for citizens and staff
 * alike (schemas in api/sessions.ts). Not part of SPEC §7: paths under /api like the other session calls.
 */
export const activeSessionPaths = {
  /** GET: the caller's sessions that have not ended. */
  list: '/session/active',
  /** DELETE: ends one of the caller's other sessions. */
  end: '/session/active/:sessionId',
  /** POST: ends every session of the caller but the one making the call. */
  endOthers: '/session/active/end-others',
} as const;

/** Replaces each `:name` with its encoded value: fillPath(apiPaths.requests.byId, { id: 7 }) -> '/suap/v1/request/7'. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The PDF recap calls answer a file, not JSON. */
export const PDF_CONTENT_TYPE = 'application/pdf';
