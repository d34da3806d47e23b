// Public entry of the identity-checks module: its routes, and the check the login flow runs (modules/auth).
export { default as identityChecksRoutes } from './identity-checks.routes.js';
export { checkPersonOrFail } from './check-person.js';
export { CheckFailedReplySchema } from './identity-checks.schemas.js';
export { createIdentityChecksService, type IdentityChecks } from './identity-checks.service.js';
