import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/helper.js';
import { ConfigError, loadConfig } from './config.js';

const asEnv = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const MINIO = {
  ATTACHMENTS_S3_BUCKET: 'suap-documents',
  ATTACHMENTS_S3_ENDPOINT: 'https://objects.comune.example.it:9000',
  ATTACHMENTS_S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  ATTACHMENTS_S3_SECRET_ACCESS_KEY: SECRET,
  ATTACHMENTS_S3_FORCE_PATH_STYLE: 'true',
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('object storage configuration (issue 29)', () => {
  it('keeps the documents on disk when no bucket is set', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
  });

  it('reads a complete S3-compatible configuration, the region defaulting to us-east-1 with an endpoint', () => {
    expect(loadConfig({ ...MINIO, ATTACHMENTS_S3_PREFIX: 'suap/documents' }).objectStorage).toEqual({
      bucket: 'suap-documents',
      endpoint: 'https://objects.comune.example.it:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: SECRET,
      prefix: 'suap/documents/',
      forcePathStyle: true,
    });
  });

  it('accepts AWS S3 itself: a region and no endpoint, virtual-hosted addressing', () => {
    const { ATTACHMENTS_S3_ENDPOINT: _endpoint, ATTACHMENTS_S3_FORCE_PATH_STYLE: _style, ...aws } = MINIO;
    expect(loadConfig({ ...aws, ATTACHMENTS_S3_REGION: 'eu-south-1' }).objectStorage).toMatchObject({
      endpoint: undefined,
      region: 'eu-south-1',
      prefix: '',
      forcePathStyle: false,
    });
  });

  it.each([
    ['no access key', { ATTACHMENTS_S3_ACCESS_KEY_ID: undefined }, 'ATTACHMENTS_S3_ACCESS_KEY_ID is not set'],
    [
      'no secret',
      { ATTACHMENTS_S3_SECRET_ACCESS_KEY: undefined },
      'ATTACHMENTS_S3_SECRET_ACCESS_KEY is not set',
    ],
    [
      'neither an endpoint nor a region',
      { ATTACHMENTS_S3_ENDPOINT: undefined },
      'ATTACHMENTS_S3_REGION is not set: the AWS region of the bucket',
    ],
    [
      'settings without a bucket',
      { ATTACHMENTS_S3_BUCKET: undefined },
      'ATTACHMENTS_S3_ENDPOINT is set but ATTACHMENTS_S3_BUCKET is not',
    ],
    [
      'a bucket name S3 refuses',
      { ATTACHMENTS_S3_BUCKET: 'Suap_Documents' },
      'ATTACHMENTS_S3_BUCKET: an S3 bucket name',
    ],
    [
      'a prefix climbing out',
      { ATTACHMENTS_S3_PREFIX: 'suap/../other' },
      'ATTACHMENTS_S3_PREFIX: names of letters',
    ],
    ['an absolute prefix', { ATTACHMENTS_S3_PREFIX: '/suap' }, 'ATTACHMENTS_S3_PREFIX: names of letters'],
    [
      'an endpoint that is not http',
      { ATTACHMENTS_S3_ENDPOINT: 'ftp://objects.example.it' },
      'ATTACHMENTS_S3_ENDPOINT: must be',
    ],
    [
      'credentials in the endpoint',
      { ATTACHMENTS_S3_ENDPOINT: `https://key:${encodeURIComponent(SECRET)}@objects.example.it` },
      'ATTACHMENTS_S3_ENDPOINT: the address only',
    ],
  ])('refuses %s, saying which setting, never a secret', (_case, change, expected) => {
    const env = Object.fromEntries(
      Object.entries({ ...MINIO, ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const message = refusal(env);
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    expect(message).toContain(expected);
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(encodeURIComponent(SECRET));
  });

  it('refuses a plain http endpoint in production, unless the storage is on this host', () => {
    const production = { ...asEnv(PRODUCTION_ENV), ...MINIO };
    expect(loadConfig(production).objectStorage?.bucket).toBe('suap-documents');
    const message = refusal({
      ...production,
      ATTACHMENTS_S3_ENDPOINT: 'http://objects.comune.example.it:9000',
    });
    expect(message.split('\n')[0]).toBe('The server will not start in production:');
    expect(message).toContain('ATTACHMENTS_S3_ENDPOINT must be an https URL');
    expect(message.match(/^ {2}- /gm)).toHaveLength(1);
    for (const local of ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000'])
      expect(loadConfig({ ...production, ATTACHMENTS_S3_ENDPOINT: local }).objectStorage?.endpoint).toBe(
        local,
      );
    // Outside production a development MinIO over http is fine.
    expect(
      loadConfig({ ...MINIO, ATTACHMENTS_S3_ENDPOINT: 'http://minio:9000' }).objectStorage,
    ).not.toBeNull();
  });
});
