// Public entry of the decision document (issue 27 item 5): its routes, for the citizen who owns an accepted or
// rejected request and for staff. Other modules import this module only from here.
export { default as decisionRoutes } from './decision.routes.js';
