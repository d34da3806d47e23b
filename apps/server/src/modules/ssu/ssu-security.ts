import type { Config } from '../../config.js';
import {
  generateDevSecurity,
  loadJwks,
  loadPeerKeys,
  loadSigningKey,
  type DevSecurity,
  type PdndIssuer,
  type PeerKeys,
  type SigningKey,
} from './security/ssu-keys.js';

/** Where this front office's counterparts are, and the keys and purposes of its calls to them and theirs to it. */
export interface SsuSetup {
  catalogueUrl: string;
  backOfficeUrl: string;
  /** The audience the calls to our e-services name. */
  frontOfficeAudience: string;
  frontOfficeUrl: string;
  tokenUrl: string;
  tokenAudience: string;
  key: SigningKey;
  cataloguePurpose: string;
  backOfficePurpose: string;
  pdnd: PdndIssuer;
  peers: PeerKeys;
  /** With the development stand-ins: their keys too. */
  dev?: DevSecurity;
}

export const DEV_PURPOSES = {
  catalogue: 'dev-purpose-catalogue',
  backOffice: 'dev-purpose-backoffice',
  frontOffice: 'dev-purpose-frontoffice',
} as const;

/**
 * The setup from the configuration, or, for the development stand-ins (config-ssu.ts usesSsuStandIns), the
 * stand-ins' addresses under /dev/ssu and a key set made at start (generateDevSecurity). A configured file that
 * cannot be read stops the start, naming it.
 */
export async function ssuSetup(config: Config, standIns: boolean): Promise<SsuSetup> {
  const frontOfficeUrl = `${config.baseUrl}/ssu/fo`;
  const frontOfficeAudience = config.SSU_AUDIENCE ?? frontOfficeUrl;
  if (standIns) {
    const base = `${config.baseUrl}/dev/ssu`;
    const dev = await generateDevSecurity({ issuer: `${base}/pdnd`, tokenAudience: `${base}/pdnd/token` });
    return {
      catalogueUrl: `${base}/catalogue`,
      backOfficeUrl: `${base}/backoffice`,
      frontOfficeAudience,
      frontOfficeUrl,
      tokenUrl: `${base}/pdnd/token`,
      tokenAudience: dev.pdnd.tokenAudience,
      key: dev.frontOffice,
      cataloguePurpose: DEV_PURPOSES.catalogue,
      backOfficePurpose: DEV_PURPOSES.backOffice,
      pdnd: { issuer: dev.pdnd.issuer, jwks: dev.pdnd.jwks },
      peers: dev.frontOfficePeers,
      dev,
    };
  }
  const need = (name: keyof Config) => {
    const value = config[name];
    if (typeof value !== 'string' || value === '')
      throw new Error(
        `${name} is not set: the SSU's counterparts are configured, so it must be too (README)`,
      );
    return value;
  };
  return {
    catalogueUrl: need('SSU_CATALOGUE_URL').replace(/\/$/, ''),
    backOfficeUrl: need('SSU_BACKOFFICE_URL').replace(/\/$/, ''),
    frontOfficeAudience,
    frontOfficeUrl,
    tokenUrl: need('SSU_PDND_TOKEN_URL'),
    tokenAudience: need('SSU_PDND_TOKEN_AUDIENCE'),
    key: await loadSigningKey({
      file: need('SSU_KEY_FILE'),
      clientId: need('SSU_CLIENT_ID'),
      kid: config.SSU_KEY_ID,
    }),
    cataloguePurpose: need('SSU_CATALOGUE_PURPOSE_ID'),
    backOfficePurpose: need('SSU_BACKOFFICE_PURPOSE_ID'),
    pdnd: { issuer: need('SSU_PDND_ISSUER'), jwks: await loadJwks(need('SSU_PDND_JWKS_FILE')) },
    peers: await loadPeerKeys(need('SSU_PEERS_JWKS_FILE')),
  };
}
