// Public entry of the reference-data module. Other modules import this module only from here.
export { default as referenceDataRoutes } from './reference-data.routes.js';
