// Public entry of the national SUAP system's module (issue 30): its plugin (e-services, worker, development
// stand-ins) and the routes where staff and the applicant read a request's CUI (ssu-status.routes.ts). The calls
// it makes are written by the steps that owe them through modules/outbox (ssuStep).
export { default as ssuPlugin } from './ssu.plugin.js';
export { default as ssuStatusRoutes } from './ssu-status.routes.js';
