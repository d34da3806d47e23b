import {
  createPrivateKey,
  createPublicKey,
  generateKeyPair as generateKeyPairCallback,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';

// Key material of the SSU calls. Every token here (PDND voucher, client assertion, Agid-JWT-Signature) is RS256:
// PDND accepts only RSA keys for clients, and one algorithm means no algorithm confusion to guard against.
export const SSU_ALG = 'RS256';

const generateKeyPair = promisify(generateKeyPairCallback);

/** Our own key: signs our client assertions and our Agid-JWT-Signature tokens. */
export interface SigningKey {
  /** The kid PDND assigned to the public key when it was registered for our client. */
  kid: string;
  /** Our PDND client id: iss and sub of what we sign. */
  clientId: string;
  privateKey: KeyObject;
}

/** The PDND authorization server we trust for vouchers: a JWKS object, or its URL (fetched and cached by jose). */
export interface PdndIssuer {
  issuer: string;
  jwks: JSONWebKeySet | URL;
}

/** What a token endpoint signs vouchers with (the dev simulator plays PDND with it). */
export interface PdndIssuerKey {
  issuer: string;
  kid: string;
  privateKey: KeyObject;
}

/**
 * A counterpart's public key. Peers are one JWKS whose keys carry, besides kid, the non-standard member
 * `client_id`: the PDND client the key was registered for. A signed token then names its key (header kid)
 * and the peers tell both the key and whose it is, so "the caller is the voucher's client" is one comparison.
 */
export type PeerJwk = JWK & { kid: string; client_id: string };

export interface PeerJwks {
  keys: PeerJwk[];
}

export interface PeerKeys {
  readonly jwks: PeerJwks;
  /** The client a key belongs to; undefined for a kid nobody registered. */
  clientIdOf(kid: string): string | undefined;
  /** Key resolver for jose's jwtVerify (by header kid). */
  readonly getKey: JWTVerifyGetKey;
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

/** Checks a peers JWKS (public RSA keys, unique kid, each with its client_id) and indexes it. */
export function createPeerKeys(jwks: unknown): PeerKeys {
  const keys = (jwks as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new Error('A peers JWKS is an object with a "keys" array');
  const clients = new Map<string, string>();
  const peerKeys: PeerJwk[] = keys.map((key: unknown, index) => {
    const jwk = key as Partial<PeerJwk> | null;
    const where = `peers key ${index}`;
    if (!jwk || typeof jwk !== 'object') throw new Error(`${where} is not an object`);
    if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error(`${where} has no kid`);
    if (typeof jwk.client_id !== 'string' || jwk.client_id === '') {
      throw new Error(`${where} (kid ${jwk.kid}) has no client_id`);
    }
    if (jwk.kty !== 'RSA') throw new Error(`${where} (kid ${jwk.kid}) is not an RSA key`);
    if (jwk.alg !== undefined && jwk.alg !== SSU_ALG)
      throw new Error(`${where} (kid ${jwk.kid}) is not RS256`);
    if (PRIVATE_MEMBERS.some((member) => member in jwk)) {
      throw new Error(`${where} (kid ${jwk.kid}) holds private key material: publish only public keys`);
    }
    if (clients.has(jwk.kid)) throw new Error(`${where}: kid ${jwk.kid} appears twice`);
    clients.set(jwk.kid, jwk.client_id);
    return jwk as PeerJwk;
  });
  // jose imports the keys itself; the client_id member is ours and stays out of what it sees.
  const keySet = createLocalJWKSet({
    keys: peerKeys.map(({ client_id: _clientId, ...jwk }) => ({ ...jwk, alg: SSU_ALG })),
  });
  return {
    jwks: { keys: peerKeys },
    clientIdOf: (kid) => clients.get(kid),
    getKey: keySet,
  };
}

/** Several peer sets as one (e.g. back office and catalogue); a kid in both is refused. */
export function mergePeerKeys(...sets: PeerKeys[]): PeerKeys {
  return createPeerKeys({ keys: sets.flatMap((set) => set.jwks.keys) });
}

/** The public JWK of a signing key, as a peer publishes it. */
export function publicJwkOf(key: SigningKey): PeerJwk {
  const jwk = createPublicKey(key.privateKey).export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: key.kid, alg: SSU_ALG, use: 'sig', client_id: key.clientId };
}

function checkRsaPrivateKey(key: KeyObject, source: string): KeyObject {
  if (key.type !== 'private' || key.asymmetricKeyType !== 'rsa') {
    throw new Error(`${source} is not an RSA private key`);
  }
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error(`${source} is shorter than 2048 bits`);
  }
  return key;
}

/**
 * Reads our signing key from a file: a private JWK (JSON, its kid used unless `kid` is given) or a PEM private
 * key (PKCS#8 or PKCS#1, `kid` required). The kid must be the one PDND shows for the uploaded public key.
 */
export async function loadSigningKey(options: {
  file: string;
  clientId: string;
  kid?: string;
}): Promise<SigningKey> {
  const text = (await fs.readFile(options.file, 'utf8')).trim();
  let privateKey: KeyObject;
  let kid = options.kid;
  try {
    if (text.startsWith('{')) {
      const jwk = JSON.parse(text) as JWK;
      kid ??= jwk.kid;
      privateKey = createPrivateKey({ key: jwk as never, format: 'jwk' });
    } else {
      privateKey = createPrivateKey(text);
    }
  } catch (error) {
    throw new Error(`${options.file} holds no readable private key (a JWK or a PEM)`, { cause: error });
  }
  if (!kid) throw new Error(`${options.file}: the key's kid is missing (in the JWK or given with the file)`);
  return { kid, clientId: options.clientId, privateKey: checkRsaPrivateKey(privateKey, options.file) };
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not a readable JSON file`, { cause: error });
  }
}

/** Reads the counterparts' public keys (a peers JWKS, see PeerJwk). */
export async function loadPeerKeys(file: string): Promise<PeerKeys> {
  return createPeerKeys(await readJson(file));
}

/** Reads a plain public JWKS (PDND's keys, when not fetched from its URL). */
export async function loadJwks(file: string): Promise<JSONWebKeySet> {
  const jwks = (await readJson(file)) as JSONWebKeySet;
  if (!Array.isArray(jwks?.keys)) throw new Error(`${file} is not a JWKS (an object with a "keys" array)`);
  if (jwks.keys.some((jwk) => PRIVATE_MEMBERS.some((member) => member in jwk))) {
    throw new Error(`${file} holds private key material`);
  }
  return jwks;
}

async function newRsaKey(): Promise<{ kid: string; privateKey: KeyObject }> {
  const { privateKey } = await generateKeyPair('rsa', { modulusLength: 2048 });
  const kid = await calculateJwkThumbprint(createPublicKey(privateKey).export({ format: 'jwk' }) as JWK);
  return { kid, privateKey };
}

async function newSigningKey(): Promise<SigningKey> {
  return { ...(await newRsaKey()), clientId: randomUUID() };
}

/** A complete key set for development and tests, in memory: see generateDevSecurity. */
export interface DevSecurity {
  /** The simulated PDND: its signing key, the audience of its token endpoint and its public JWKS. */
  pdnd: PdndIssuerKey & PdndIssuer & { tokenAudience: string; jwks: JSONWebKeySet };
  frontOffice: SigningKey;
  backOffice: SigningKey;
  catalogue: SigningKey;
  /** Every client's public key: what the simulated PDND checks client assertions against. */
  clients: PeerKeys;
  /** What the front office trusts: the back office's and the catalogue's keys. */
  frontOfficePeers: PeerKeys;
  /** What the simulated back office and catalogue trust: the front office's key. */
  counterpartPeers: PeerKeys;
}

/**
 * Fresh keys and client ids (UUIDs, as PDND gives) for a simulated PDND, the front office, the back office and
 * the catalogue, consistent with each other, so that the dev simulator can issue vouchers and call and answer as
 * the counterparts. Nothing is written anywhere: a restart makes a new set.
 */
export async function generateDevSecurity(
  options: { issuer?: string; tokenAudience?: string } = {},
): Promise<DevSecurity> {
  const issuer = options.issuer ?? 'suap-dev-pdnd';
  const [pdndKey, frontOffice, backOffice, catalogue] = await Promise.all([
    newRsaKey(),
    newSigningKey(),
    newSigningKey(),
    newSigningKey(),
  ]);
  const pdndJwk = createPublicKey(pdndKey.privateKey).export({ format: 'jwk' }) as JWK;
  const peersOf = (...keys: SigningKey[]) => createPeerKeys({ keys: keys.map(publicJwkOf) });
  return {
    pdnd: {
      ...pdndKey,
      issuer,
      tokenAudience: options.tokenAudience ?? `${issuer}/client-assertion`,
      jwks: { keys: [{ ...pdndJwk, kid: pdndKey.kid, alg: SSU_ALG, use: 'sig' }] },
    },
    frontOffice,
    backOffice,
    catalogue,
    clients: peersOf(frontOffice, backOffice, catalogue),
    frontOfficePeers: peersOf(backOffice, catalogue),
    counterpartPeers: peersOf(frontOffice),
  };
}
