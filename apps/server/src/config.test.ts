import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/helper.js';
import { ConfigError, loadConfig } from './config.js';

const asEnv = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('configuration', () => {
  it('starts development with one command: embedded providers, demo data, loopback only', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.FO_OIDC_ISSUER).toBeUndefined();
  });

  it('opens development to the network only when asked to', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('accepts a complete production configuration, without demo data, on every interface', () => {
    const config = loadConfig(asEnv(PRODUCTION_ENV));
    expect(config.isProduction).toBe(true);
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.trustProxy).toBe(1);
  });

  it('refuses production without providers in one message naming every missing variable', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message.split('\n')[0]).toBe('The server will not start in production:');
    for (const name of [
      'BASE_URL',
      'FO_OIDC_ISSUER',
      'FO_OIDC_CLIENT_SECRET',
      'BO_OIDC_ISSUER',
      'BO_OIDC_CLIENT_SECRET',
      'LEGAL_REP_CHECK_URL',
      'TRUST_PROXY',
      'ACCESSIBILITY_STATEMENT_URL',
      'SMTP_URL',
      'SMTP_FROM',
    ])
      expect(message).toContain(`  - ${name} is not set`);
  });

  it.each([
    ['SMTP_URL', 'smtp://mail.example.it:25', 'SMTP_URL must be encrypted'],
    [
      'SMTP_URL',
      'smtps://mail.example.it:465?tls.rejectUnauthorized=false',
      'SMTP_URL: tls.rejectUnauthorized=false would send the messages without checking the mail server',
    ],
    ['BASE_URL', 'http://suap.example.it', 'BASE_URL must be an https URL'],
    ['FO_OIDC_ISSUER', 'http://spid.example.it', 'FO_OIDC_ISSUER must be an https URL'],
    ['BO_OIDC_CLIENT_SECRET', '', 'BO_OIDC_CLIENT_SECRET is not set'],
    ['SEED_DEMO_DATA', 'true', 'SEED_DEMO_DATA is a development switch'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY: true would trust every X-Forwarded-For hop'],
  ])('refuses production with %s=%j', (name, value, expected) => {
    const message = refusal({ ...asEnv(PRODUCTION_ENV), [name]: value });
    expect(message).toContain(expected);
    expect(message.match(/^ {2}- /gm)).toHaveLength(1);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10.0.0.5, 10.0.0.6', ['10.0.0.5', '10.0.0.6']],
    ['loopback,10.1.0.0/16,fd00::/8', ['loopback', '10.1.0.0/16', 'fd00::/8']],
    ['false', false],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['0', '11', 'proxy.example.it', '10.0.0.0/33', '10.0.0.5/8/1'])(
    'refuses TRUST_PROXY=%j',
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toContain('TRUST_PROXY:');
    },
  );
});
