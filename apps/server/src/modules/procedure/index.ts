// Public entry of the procedure module (issue 27): the transition table and the request history. Other modules
// import this module only from here.
export { decideTransition, allowedActions, termExpired, type TransitionContext } from './transitions.js';
export { appendHistory, readHistory, type HistoryStep } from './history.repository.js';
