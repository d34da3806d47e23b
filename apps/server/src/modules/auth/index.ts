// Public entry of the auth module: what app.ts registers. Other modules import this module only from here.
export { default as authRoutes } from './auth.routes.js';
export { default as sessionRoutes } from './session.routes.js';
export { default as userInfoRoutes } from './userinfo.routes.js';
