import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type pg from 'pg';
import type { IdpName } from '@suap/shared';

export interface IdpSecrets {
  /** Private signing keys (JWK), the first signs. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's own cookies, the first signs. */
  cookieKeys: string[];
  /** Secret of the portal's client at this provider (client_secret_basic). */
  clientSecret: string;
}

async function generateSecrets(): Promise<IdpSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * The provider's keys are generated once and kept in the database (table idp_keys), so tokens, cookies and
 * provider sessions stay valid across restarts and across instances. Several instances starting at once may
 * each generate keys: `on conflict do nothing` keeps the first and everyone reads that one back.
 */
export async function loadOrCreateIdpSecrets(pool: pg.Pool, idp: IdpName): Promise<IdpSecrets> {
  const existing = await readSecrets(pool, idp);
  if (existing) return existing;
  const fresh = await generateSecrets();
  await pool.query(
    `insert into idp_keys (idp, jwks, cookie_keys, client_secret) values ($1, $2, $3, $4)
     on conflict (idp) do nothing`,
    [idp, fresh.jwks, JSON.stringify(fresh.cookieKeys), fresh.clientSecret],
  );
  const stored = await readSecrets(pool, idp);
  if (!stored) throw new Error(`The ${idp} identity provider keys could not be stored`);
  return stored;
}

async function readSecrets(pool: pg.Pool, idp: IdpName): Promise<IdpSecrets | undefined> {
  const { rows } = await pool.query<{
    jwks: IdpSecrets['jwks'];
    cookie_keys: string[];
    client_secret: string;
  }>('select jwks, cookie_keys, client_secret from idp_keys where idp = $1', [idp]);
  const row = rows[0];
  return row && { jwks: row.jwks, cookieKeys: row.cookie_keys, clientSecret: row.client_secret };
}
