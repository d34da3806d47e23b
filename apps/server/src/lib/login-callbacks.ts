import type { Config } from '../config.js';
import type { IdpName } from '@suap/shared';

/** The web app's language-less OIDC callback routes: /auth/login (front office), /auth/back-office (hidden). */
export function redirectUriFor(config: Config, idp: IdpName): string {
  return `${config.baseUrl}${idp === 'fo' ? '/auth/login' : '/auth/back-office'}`;
}

export function postLogoutRedirectUri(config: Config): string {
  return `${config.baseUrl}/auth/logout`;
}
