// The SUAP portal contract (SPEC §3, §5, §7, §9), imported by server and web as '@suap/shared'.
export { patterns, normalizeFiscalCode, type PatternName } from './patterns.js';
export * from './enums.js';
export * from './constants.js';
export * from './sort.js';
export * from './http.js';
export * from './file-size.js';
export * from './dates.js';
export * from './localized.js';
export * from './accessibility-statement.js';
export * from './login-language.js';
export * from './idp-names.js';
export * from './validation.js';

export * from './entities/response-status.js';
export * from './entities/response-codes.js';
export * from './entities/profile.js';
export * from './entities/user.js';
export * from './entities/identity.js';
export * from './entities/identity-checks.js';
export * from './entities/geography.js';
export * from './entities/suap.js';
export * from './entities/initiative.js';
export * from './entities/reference.js';
export * from './entities/request.js';
export * from './entities/request-draft.js';
export * from './entities/navigation.js';

export * from './api/paths.js';
export * from './api/paging.js';
export * from './api/auth.js';
export * from './api/identity-checks.js';
export * from './api/reference-data.js';
export * from './api/requests.js';
export * from './api/backoffice.js';
export * from './api/public-documents.js';
export * from './api/sessions.js';
