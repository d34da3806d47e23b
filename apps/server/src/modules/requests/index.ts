// Public entry of the requests module: its routes, and the request views the back office lists and shows.
export { default as requestsRoutes } from './requests.routes.js';
export { preparedRequestViews, type RequestViewRow } from './request-views.query.js';
export { toRequestView } from './request-view.js';
