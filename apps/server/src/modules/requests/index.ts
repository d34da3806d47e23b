// Public entry of the requests module: its routes, and the request views the back office lists and shows.
export { default as requestsRoutes } from './requests.routes.js';
export { ownPageStatement, preparedRequestViews, type RequestViewRow } from './request-views.query.js';
export { toRequestView } from './request-view.js';
export { REFERENCE_CODE_PATTERN } from './reference-code.js';
export { VIEW_COLUMNS, viewJoins } from './request-view-rows.js';
export type { Named } from './request-views.query.js';
