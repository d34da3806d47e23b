import { describe, expect, it } from 'vitest';
import { ssuProductionProblems, usesSsuStandIns } from './config-ssu.js';
import { loadConfig } from './config.js';
import { PRODUCTION_ENV } from '../test/helper.js';

const asEnv = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

const CONFIGURED = {
  SSU_CATALOGUE_URL: 'https://catalogo-ssu.example.it/fo',
  SSU_BACKOFFICE_URL: 'https://backoffice.example.it/ssu',
  SSU_PDND_TOKEN_URL: 'https://auth.interop.pagopa.it/token.oauth2',
  SSU_PDND_TOKEN_AUDIENCE: 'auth.interop.pagopa.it/client-assertion',
  SSU_CLIENT_ID: 'b2c5a3f0-0000-4000-8000-000000000001',
  SSU_KEY_FILE: '/etc/suap/ssu-key.pem',
  SSU_KEY_ID: 'suap-key-1',
  SSU_CATALOGUE_PURPOSE_ID: 'purpose-catalogue',
  SSU_BACKOFFICE_PURPOSE_ID: 'purpose-backoffice',
  SSU_PDND_ISSUER: 'interop.pagopa.it',
  SSU_PDND_JWKS_FILE: '/etc/suap/pdnd-jwks.json',
  SSU_PEERS_JWKS_FILE: '/etc/suap/peers-jwks.json',
};

describe('SSU settings', () => {
  it('runs the stand-ins only outside production, with the SSU on and no counterpart configured', () => {
    expect(usesSsuStandIns({ NODE_ENV: 'development', SSU_ENABLED: true })).toBe(true);
    expect(usesSsuStandIns({ NODE_ENV: 'production', SSU_ENABLED: true })).toBe(false);
    expect(usesSsuStandIns({ NODE_ENV: 'development', SSU_ENABLED: false })).toBe(false);
    expect(
      usesSsuStandIns({
        NODE_ENV: 'development',
        SSU_ENABLED: true,
        SSU_BACKOFFICE_URL: 'https://bo.example.it',
      }),
    ).toBe(false);
  });

  it('refuses a production start with the SSU on and a counterpart missing, naming each setting', () => {
    const env = asEnv({ ...PRODUCTION_ENV, SSU_ENABLED: 'true' });
    expect(() => loadConfig(env)).toThrow(/SSU_CATALOGUE_URL is not set/);
    const problems = ssuProductionProblems({ SSU_ENABLED: true });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(Object.keys(CONFIGURED));
    expect(ssuProductionProblems({ SSU_ENABLED: false })).toEqual([]);
  });

  it('starts production with every counterpart configured over https, and refuses plain http', () => {
    expect(loadConfig(asEnv({ ...PRODUCTION_ENV, SSU_ENABLED: 'true', ...CONFIGURED })).SSU_ENABLED).toBe(
      true,
    );
    expect(() =>
      loadConfig(
        asEnv({
          ...PRODUCTION_ENV,
          SSU_ENABLED: 'true',
          ...CONFIGURED,
          SSU_BACKOFFICE_URL: 'http://bo.example.it',
        }),
      ),
    ).toThrow(/SSU_BACKOFFICE_URL must be an https URL/);
  });

  it('refuses a back-office code that is not digits', () => {
    expect(() => loadConfig({ SSU_BACKOFFICE_CODE: 'BO-1' })).toThrow(/SSU_BACKOFFICE_CODE/);
  });
});
