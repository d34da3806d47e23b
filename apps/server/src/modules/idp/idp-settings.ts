import type { Config } from '../../config.js';
import { postLogoutRedirectUri, redirectUriFor } from '../../lib/login-callbacks.js';
import type { IdpName } from '@suap/shared';

/** An idp is embedded unless its external issuer is configured (FO_OIDC_ISSUER / BO_OIDC_ISSUER). */
export function isEmbedded(config: Config, idp: IdpName): boolean {
  return !(idp === 'fo' ? config.FO_OIDC_ISSUER : config.BO_OIDC_ISSUER);
}

export function embeddedMountPath(idp: IdpName): string {
  return `/idp/${idp}`;
}

export function embeddedIdpSettings(config: Config, idp: IdpName) {
  const mountPath = embeddedMountPath(idp);
  return {
    mountPath,
    issuer: `${config.baseUrl}${mountPath}`,
    clientId: idp === 'fo' ? config.FO_OIDC_CLIENT_ID : config.BO_OIDC_CLIENT_ID,
    redirectUri: redirectUriFor(config, idp),
    postLogoutRedirectUri: postLogoutRedirectUri(config),
  };
}
