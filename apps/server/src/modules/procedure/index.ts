// Public entry of the procedure module (issue 27): the transition table, the request history, the procedure's
// routes and its deadline job. Other modules import this module only from here.
export { decideTransition, allowedActions, termExpired, type TransitionContext } from './transitions.js';
export { appendHistory, readHistory, type HistoryStep } from './history.repository.js';
export { default as procedureRoutes } from './procedure.routes.js';
export { default as deadlinePlugin } from './deadline.plugin.js';
export { createProcedureService, type ProcedureService } from './procedure.service.js';
export { type BackOfficeAction } from './transitions.js';
