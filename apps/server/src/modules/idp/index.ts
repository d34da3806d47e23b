// Public entry of the development identity provider. Other modules import this module only from here.
export { default as idpPlugin } from './idp.plugin.js';
