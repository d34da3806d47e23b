import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV } from '../../../test/helper.js';
import { frontOfficeCaller } from './fo-client.test-support.js';
import { generateDevSecurity, publicJwkOf } from './security/ssu-keys.js';

/**
 * Production with the SSU's counterparts configured: the keys and trust come from files, the e-services are
 * mounted and demand PDND vouchers from the configured issuer, and no development stand-in or page exists.
 */
describe('SSU in production', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-ssu-keys-'));
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  // Keys an administration would have: its own (registered at PDND), PDND's public keys, its counterparts'.
  const keys = await generateDevSecurity({ issuer: 'https://pdnd.example.it' });
  const file = async (name: string, content: string) => {
    await fs.writeFile(path.join(dir, name), content);
    return path.join(dir, name);
  };
  const ownKey = await file(
    'ssu-key.pem',
    keys.frontOffice.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
  );
  const pdndJwks = await file('pdnd-jwks.json', JSON.stringify(keys.pdnd.jwks));
  const peersJwks = await file(
    'peers-jwks.json',
    JSON.stringify({ keys: [publicJwkOf(keys.backOffice), publicJwkOf(keys.catalogue)] }),
  );
  const { app } = await buildTestApp(
    {
      ...PRODUCTION_ENV,
      SSU_ENABLED: true,
      SSU_CATALOGUE_URL: 'https://catalogo-ssu.example.it/fo',
      SSU_BACKOFFICE_URL: 'https://backoffice.example.it/ssu',
      SSU_PDND_TOKEN_URL: 'https://pdnd.example.it/token.oauth2',
      SSU_PDND_TOKEN_AUDIENCE: 'https://pdnd.example.it/client-assertion',
      SSU_CLIENT_ID: keys.frontOffice.clientId,
      SSU_KEY_FILE: ownKey,
      SSU_KEY_ID: keys.frontOffice.kid,
      SSU_CATALOGUE_PURPOSE_ID: 'purpose-catalogue',
      SSU_BACKOFFICE_PURPOSE_ID: 'purpose-backoffice',
      SSU_PDND_ISSUER: keys.pdnd.issuer,
      SSU_PDND_JWKS_FILE: pdndJwks,
      SSU_PEERS_JWKS_FILE: peersJwks,
      SSU_POLL_SECONDS: 0,
    },
    { allowServerErrors: 'an unknown CUI is ERROR_500_002, a 500 as AgID specifies' },
  );

  it('mounts no stand-in and no development page', async () => {
    expect(app.ssu!.simulator).toBeUndefined();
    for (const url of ['/dev/ssu', '/dev/ssu/state.json'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const token = await app.inject({ method: 'POST', url: '/dev/ssu/pdnd/token', payload: {} });
    expect(token.statusCode).toBe(404);
  });

  it('takes the keys from the files and accepts only the configured issuer’s vouchers', async () => {
    expect(app.ssu!.setup.key.kid).toBe(keys.frontOffice.kid);
    expect(app.ssu!.setup.dev).toBeUndefined();
    // The configured back office, with the configured PDND's voucher: past authentication (an unknown CUI).
    const caller = frontOfficeCaller(app, { ...app.ssu!.setup, dev: keys });
    const unknown = {
      cui: {
        context: 'x',
        data: '2026-01-01',
        progressive: '1',
        uuid: '00000000-0000-4000-8000-000000000000',
      },
      instance_descriptor_version: '1',
      event: 'end_by_positive_outcome',
    };
    expect((await caller.post('/notify', unknown)).json()).toMatchObject({ code: 'ERROR_500_002' });
    expect((await caller.post('/notify', unknown, 'voucher-unknown-issuer-key')).json()).toMatchObject({
      code: 'ERROR_401_002',
    });
  });
});
