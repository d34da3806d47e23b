import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIntegrity, verifyIntegrity } from './integrity.js';
import { createMemoryReplayGuard } from './replay-guard.js';
import {
  createPeerKeys,
  generateDevSecurity,
  loadJwks,
  loadPeerKeys,
  loadSigningKey,
  mergePeerKeys,
  publicJwkOf,
} from './ssu-keys.js';
import { signVoucher, verifyVoucher } from './voucher.js';

describe('SSU keys', async () => {
  const dev = await generateDevSecurity();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ssu-keys-'));
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('make a consistent dev set: the front office and the counterparts trust each other, PDND signs vouchers', async () => {
    const clientIds = new Set([dev.frontOffice.clientId, dev.backOffice.clientId, dev.catalogue.clientId]);
    expect(clientIds.size).toBe(3);
    expect(dev.frontOfficePeers.clientIdOf(dev.backOffice.kid)).toBe(dev.backOffice.clientId);
    expect(dev.frontOfficePeers.clientIdOf(dev.catalogue.kid)).toBe(dev.catalogue.clientId);
    expect(dev.frontOfficePeers.clientIdOf(dev.frontOffice.kid)).toBeUndefined();
    expect(dev.counterpartPeers.clientIdOf(dev.frontOffice.kid)).toBe(dev.frontOffice.clientId);
    expect(dev.clients.jwks.keys).toHaveLength(3);

    const { token } = await signVoucher({
      issuerKey: dev.pdnd,
      audience: 'fo',
      clientId: dev.backOffice.clientId,
    });
    await expect(verifyVoucher(token, { ...dev.pdnd, audience: 'fo' })).resolves.toMatchObject({
      clientId: dev.backOffice.clientId,
    });
    const headers = await signIntegrity({ body: '{}', audience: 'fo', key: dev.backOffice });
    await expect(
      verifyIntegrity({
        header: headers['Agid-JWT-Signature'],
        digestHeader: headers.Digest,
        body: Buffer.from('{}'),
        audience: 'fo',
        peers: dev.frontOfficePeers,
        replay: createMemoryReplayGuard(),
      }),
    ).resolves.toBe(dev.backOffice.clientId);
  });

  it('publish only public keys', () => {
    const jwk = publicJwkOf(dev.frontOffice);
    expect(jwk).toMatchObject({ kty: 'RSA', kid: dev.frontOffice.kid, client_id: dev.frontOffice.clientId });
    expect(jwk).not.toHaveProperty('d');
    expect(dev.pdnd.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuse peers without kid or client_id, with private material, duplicated or not RSA', () => {
    const jwk = publicJwkOf(dev.backOffice);
    expect(() => createPeerKeys({ keys: [{ ...jwk, client_id: undefined }] })).toThrow(/client_id/);
    expect(() => createPeerKeys({ keys: [{ ...jwk, kid: '' }] })).toThrow(/kid/);
    expect(() => createPeerKeys({ keys: [{ ...jwk, d: 'secret' }] })).toThrow(/private/);
    expect(() => createPeerKeys({ keys: [jwk, jwk] })).toThrow(/twice/);
    expect(() => createPeerKeys({ keys: [{ ...jwk, kty: 'EC' }] })).toThrow(/RSA/);
    expect(() => createPeerKeys([jwk])).toThrow(/keys/);
    expect(() => mergePeerKeys(dev.clients, dev.counterpartPeers)).toThrow(/twice/);
    expect(mergePeerKeys(dev.frontOfficePeers, dev.counterpartPeers).jwks.keys).toHaveLength(3);
  });

  it('load a private key from a JWK or a PEM file, and peers and JWKS files', async () => {
    const jwkFile = path.join(dir, 'key.jwk.json');
    await fs.writeFile(
      jwkFile,
      JSON.stringify({ ...dev.frontOffice.privateKey.export({ format: 'jwk' }), kid: 'k1' }),
    );
    const fromJwk = await loadSigningKey({ file: jwkFile, clientId: 'client-1' });
    expect(fromJwk).toMatchObject({ kid: 'k1', clientId: 'client-1' });

    const pemFile = path.join(dir, 'key.pem');
    await fs.writeFile(pemFile, dev.frontOffice.privateKey.export({ format: 'pem', type: 'pkcs8' }));
    await expect(loadSigningKey({ file: pemFile, clientId: 'client-1' })).rejects.toThrow(/kid/);
    const fromPem = await loadSigningKey({ file: pemFile, clientId: 'client-1', kid: 'k2' });
    expect(fromPem.privateKey.equals(fromJwk.privateKey)).toBe(true);

    const pkcs1File = path.join(dir, 'key.rsa.pem');
    await fs.writeFile(pkcs1File, dev.frontOffice.privateKey.export({ format: 'pem', type: 'pkcs1' }));
    await expect(loadSigningKey({ file: pkcs1File, clientId: 'c', kid: 'k' })).resolves.toBeTruthy();

    const peersFile = path.join(dir, 'peers.json');
    await fs.writeFile(peersFile, JSON.stringify(dev.frontOfficePeers.jwks));
    const peers = await loadPeerKeys(peersFile);
    expect(peers.clientIdOf(dev.catalogue.kid)).toBe(dev.catalogue.clientId);

    const jwksFile = path.join(dir, 'pdnd.json');
    await fs.writeFile(jwksFile, JSON.stringify(dev.pdnd.jwks));
    expect(await loadJwks(jwksFile)).toEqual(dev.pdnd.jwks);
    await expect(loadJwks(jwkFile)).rejects.toThrow(/JWKS/);
  });

  it('refuse a file without a usable private key', async () => {
    const weak = path.join(dir, 'weak.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await fs.writeFile(weak, privateKey.export({ format: 'pem', type: 'pkcs8' }));
    await expect(loadSigningKey({ file: weak, clientId: 'c', kid: 'k' })).rejects.toThrow(/2048/);

    const ec = path.join(dir, 'ec.pem');
    const { privateKey: ecKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await fs.writeFile(ec, ecKey.export({ format: 'pem', type: 'pkcs8' }));
    await expect(loadSigningKey({ file: ec, clientId: 'c', kid: 'k' })).rejects.toThrow(/RSA/);

    const garbage = path.join(dir, 'garbage.pem');
    await fs.writeFile(garbage, 'not a key');
    await expect(loadSigningKey({ file: garbage, clientId: 'c', kid: 'k' })).rejects.toThrow(/no readable/);
  });
});
