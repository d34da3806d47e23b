import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * S3-compatible object storage for the documents' bytes (issue 29, README "Configuration"): with a bucket they go
 * there instead of ATTACHMENTS_DIR, which is what lets several instances share them.
 */
export const objectStorageEnvShape = {
  ATTACHMENTS_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  // The service's address (MinIO, Ceph, a cloud provider's S3 API); none: AWS S3 in ATTACHMENTS_S3_REGION.
  ATTACHMENTS_S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'must be an https:// (or http://) URL')
    .optional(),
  ATTACHMENTS_S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'a region name such as eu-south-1')
    .optional(),
  ATTACHMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  ATTACHMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Segments that cannot be `.` or `..`, so every key stays below the prefix.
  ATTACHMENTS_S3_PREFIX: z
    .string()
    .regex(
      /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\/?$/,
      'names of letters, digits, ".", "_" and "-" separated by "/", e.g. suap/documents/',
    )
    .optional(),
  // `/bucket/key` addressing instead of `bucket.host/key`: what MinIO-like servers without per-bucket names need.
  ATTACHMENTS_S3_FORCE_PATH_STYLE: bool.optional(),
};

export type ObjectStorageEnv = {
  [K in keyof typeof objectStorageEnvShape]?: z.output<(typeof objectStorageEnvShape)[K]> | undefined;
};

/** Where and as whom the documents are kept in object storage (storage/s3-store.ts). */
export interface ObjectStorage {
  bucket: string;
  /** The service's URL; none: AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key: `""` or ending in `/`. */
  prefix: string;
  forcePathStyle: boolean;
}

/** What S3-compatible servers other than AWS expect when told nothing else (MinIO's default). */
const DEFAULT_REGION = 'us-east-1';

const LOOPBACK = ['127.0.0.1', '[::1]', 'localhost'];

/**
 * An incomplete or unsafe object storage setting, one line each, naming the variable (never its value: two of them
 * are credentials). Half a configuration is refused rather than silently storing the documents on disk.
 */
export function objectStorageProblems(settings: ObjectStorageEnv, isProduction: boolean): string[] {
  const names = Object.keys(objectStorageEnvShape) as (keyof ObjectStorageEnv)[];
  if (!settings.ATTACHMENTS_S3_BUCKET)
    return names
      .filter((name) => settings[name] !== undefined)
      .map(
        (name) =>
          `${name} is set but ATTACHMENTS_S3_BUCKET is not: set the bucket to keep the documents in object storage, or remove the ATTACHMENTS_S3_* settings to keep them in ATTACHMENTS_DIR`,
      );
  const problems: string[] = [];
  if (!settings.ATTACHMENTS_S3_ACCESS_KEY_ID)
    problems.push(
      'ATTACHMENTS_S3_ACCESS_KEY_ID is not set: the access key the portal uses at the object storage',
    );
  if (!settings.ATTACHMENTS_S3_SECRET_ACCESS_KEY)
    problems.push('ATTACHMENTS_S3_SECRET_ACCESS_KEY is not set: the secret of that access key');
  const endpoint = settings.ATTACHMENTS_S3_ENDPOINT;
  if (!endpoint && !settings.ATTACHMENTS_S3_REGION)
    problems.push(
      'ATTACHMENTS_S3_REGION is not set: the AWS region of the bucket (e.g. eu-south-1), or ATTACHMENTS_S3_ENDPOINT for another S3-compatible service',
    );
  if (endpoint) {
    const url = new URL(endpoint);
    // Credentials in the URL would bypass the key settings and end up wherever the URL is shown.
    if (url.username || url.password || url.search || url.hash)
      problems.push(
        'ATTACHMENTS_S3_ENDPOINT: the address only (scheme, host, port), without credentials, query or fragment',
      );
    // The documents are the applicants' papers: encrypted on the way, unless the storage is on this machine.
    if (isProduction && url.protocol !== 'https:' && !LOOPBACK.includes(url.hostname))
      problems.push(
        'ATTACHMENTS_S3_ENDPOINT must be an https URL (the documents are the applicants’ papers); only a service on this host (127.0.0.1, ::1, localhost) may be plain http://',
      );
  }
  return problems;
}

/** The object storage the documents go to, or null for the directory; call after objectStorageProblems. */
export function objectStorageOf(settings: ObjectStorageEnv): ObjectStorage | null {
  const bucket = settings.ATTACHMENTS_S3_BUCKET;
  if (!bucket) return null;
  const prefix = settings.ATTACHMENTS_S3_PREFIX ?? '';
  return {
    bucket,
    endpoint: settings.ATTACHMENTS_S3_ENDPOINT,
    region: settings.ATTACHMENTS_S3_REGION ?? DEFAULT_REGION,
    accessKeyId: settings.ATTACHMENTS_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: settings.ATTACHMENTS_S3_SECRET_ACCESS_KEY ?? '',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: settings.ATTACHMENTS_S3_FORCE_PATH_STYLE ?? false,
  };
}
