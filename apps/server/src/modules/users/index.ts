// Public entry of the users module. Other modules import this module only from here.
export { default as usersRoutes } from './users.routes.js';
