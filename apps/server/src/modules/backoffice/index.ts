// Public entry of the back-office module. Other modules import this module only from here.
export { default as backOfficeRoutes } from './backoffice.routes.js';
export { default as draftExpiryPlugin } from './draft-expiry.plugin.js';
