import type { Language } from '@suap/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcTokens } from '../../lib/session-data.js';
import type { OidcClient } from './oidc-clients.js';

// The calls to an identity provider that the login, logout and refusal paths share (openid-client 6).

/**
 * The browser follows this URL, so it ends up in the history, the provider's access log and any proxy's: it names
 * the client and the provider's subject (RP-Initiated Logout's `client_id` and `logout_hint`), never the ID token,
 * which carries the person's name, birth date, e-mail and fiscal code.
 */
export function endSessionUrl(oidc: OidcClient, subject: string, lang: Language): string {
  const parameters = {
    logout_hint: subject,
    post_logout_redirect_uri: oidc.postLogoutRedirectUri,
    client_id: oidc.configuration.clientMetadata().client_id,
    ui_locales: lang,
  };
  if (oidc.configuration.serverMetadata().end_session_endpoint) {
    return client.buildEndSessionUrl(oidc.configuration, parameters).href;
  }
  const url = new URL(oidc.fallbackLogoutUrl);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.href;
}

export async function revokeQuietly(
  oidc: OidcClient,
  refreshToken: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!refreshToken) return;
  try {
    await client.tokenRevocation(oidc.configuration, refreshToken, { token_type_hint: 'refresh_token' });
  } catch (error) {
    // Logout must succeed even when the provider is down; the token then expires on its own.
    log.warn({ reason: describeOidcError(error) }, 'refresh token revocation failed');
  }
}

export function toStoredTokens(tokens: client.TokenEndpointResponse): OidcTokens {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    idToken: tokens.id_token ?? '',
    tokenType: tokens.token_type,
    accessTokenExpiresAt: tokens.expires_in ? Math.floor(Date.now() / 1000) + tokens.expires_in : null,
  };
}

export function describeOidcError(error: unknown): string {
  if (error instanceof client.ResponseBodyError)
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
