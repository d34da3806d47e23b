import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const url = z.string().url().optional();
const text = z.string().min(1).optional();

/**
 * The national SUAP system's e-services (issue 30, README "Interoperability (SSU)"). Without the counterparts'
 * addresses, outside production, the server runs its own catalogue, back office and PDND stand-ins under
 * /dev/ssu with keys it makes at start.
 */
export const ssuEnvShape = {
  // 'false': sent requests stay in this portal, nothing goes to the SSU.
  SSU_ENABLED: bool.default(true),
  // How often the SSU worker looks for due calls (0: this instance makes none), attempts before a call is marked
  // failed, and the first retry's delay (doubling, up to an hour).
  SSU_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  SSU_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  SSU_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // The e-services this front office calls: the catalogue's (request_cui, audit) and the back office's
  // (send_instance, notify_receipt, cancel_instance) base addresses, and the code of the back office in audits.
  SSU_CATALOGUE_URL: url,
  SSU_BACKOFFICE_URL: url,
  SSU_BACKOFFICE_CODE: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'one to ten digits')
    .default('1'),
  // The competent administration's office in the catalogue (the administration itself is IPA_CODE).
  SSU_OFFICE_CODE: z.string().min(1).default('SUAP'),
  SSU_OFFICE_VERSION: z
    .string()
    .regex(/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/, 'NN.NN.NN')
    .default('01.00.00'),
  // PDND: the token endpoint and its audience, the portal's client id, key (PEM file) and key id, the purposes
  // of the two e-services it uses; the vouchers' issuer and its public keys (JWKS file) for the calls it receives.
  SSU_PDND_TOKEN_URL: url,
  SSU_PDND_TOKEN_AUDIENCE: text,
  SSU_CLIENT_ID: text,
  SSU_KEY_FILE: text,
  SSU_KEY_ID: text,
  SSU_CATALOGUE_PURPOSE_ID: text,
  SSU_BACKOFFICE_PURPOSE_ID: text,
  SSU_PDND_ISSUER: text,
  SSU_PDND_JWKS_FILE: text,
  // The audience the calls to this front office's e-services must name (default: BASE_URL + /ssu/fo), and the
  // public keys (JWKS file) of the counterparts that sign those calls and the replies.
  SSU_AUDIENCE: text,
  SSU_PEERS_JWKS_FILE: text,
};

export type SsuSettings = { [K in keyof typeof ssuEnvShape]?: z.output<(typeof ssuEnvShape)[K]> | undefined };

const REQUIRED_IN_PRODUCTION: Partial<Record<keyof SsuSettings, string>> = {
  SSU_CATALOGUE_URL: 'the SSU catalogue’s e-service (request_cui, audit)',
  SSU_BACKOFFICE_URL: 'the back office’s e-service (send_instance, notify_receipt, cancel_instance)',
  SSU_PDND_TOKEN_URL: 'the PDND token endpoint that issues the vouchers',
  SSU_PDND_TOKEN_AUDIENCE: 'the audience of the client assertions sent to the PDND token endpoint',
  SSU_CLIENT_ID: 'the portal’s client id at PDND',
  SSU_KEY_FILE: 'the portal’s private key (PEM) registered at PDND',
  SSU_KEY_ID: 'the id (kid) of that key at PDND',
  SSU_CATALOGUE_PURPOSE_ID: 'the PDND purpose of the calls to the catalogue',
  SSU_BACKOFFICE_PURPOSE_ID: 'the PDND purpose of the calls to the back office',
  SSU_PDND_ISSUER: 'the issuer of the PDND vouchers this portal accepts',
  SSU_PDND_JWKS_FILE: 'the public keys (JWKS) of the PDND vouchers',
  SSU_PEERS_JWKS_FILE: 'the public keys (JWKS) of the back office and the catalogue',
};

/** Production never runs the stand-ins: with the SSU on, every counterpart is configured, over https. */
export function ssuProductionProblems(settings: SsuSettings): string[] {
  if (settings.SSU_ENABLED === false) return [];
  const problems: string[] = [];
  for (const [name, why] of Object.entries(REQUIRED_IN_PRODUCTION))
    if (!settings[name as keyof SsuSettings])
      problems.push(`${name} is not set: ${why} (or SSU_ENABLED=false to keep requests in this portal)`);
  for (const name of ['SSU_CATALOGUE_URL', 'SSU_BACKOFFICE_URL', 'SSU_PDND_TOKEN_URL'] as const) {
    const value = settings[name];
    if (value && new URL(value).protocol !== 'https:') problems.push(`${name} must be an https URL`);
  }
  return problems;
}

/** Whether this instance runs the development counterparts: SSU on, outside production, none configured. */
export function usesSsuStandIns(settings: SsuSettings & { NODE_ENV?: string }): boolean {
  return (
    settings.SSU_ENABLED !== false &&
    settings.NODE_ENV !== 'production' &&
    !settings.SSU_CATALOGUE_URL &&
    !settings.SSU_BACKOFFICE_URL
  );
}
