// Public entry of the health module. Other modules import this module only from here.
export { default as healthRoutes } from './health.routes.js';
