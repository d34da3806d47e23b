// Public entry of the public-documents module. Other modules import this module only from here.
export { default as publicDocumentsRoutes } from './public-documents.routes.js';
