import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPayload, S3Fault, verifySignature, type Credentials } from './fake-s3-auth.js';

export interface FakeObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
}

interface PendingUpload {
  key: string;
  parts: Map<number, { body: Buffer; etag: string }>;
}

const MIN_PART_BYTES = 5 * 1024 * 1024;

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const element = (name: string, value: string | number | boolean) =>
  `<${name}>${xmlEscape(String(value))}</${name}>`;
const xml = (root: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;
const md5 = (data: Buffer) => createHash('md5').update(data).digest();

/** The parts a CompleteMultipartUpload names, in the order it names them. */
function partsOf(body: string) {
  const parts: { number: number; etag: string }[] = [];
  for (const [, inner] of body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const number = /<PartNumber>(\d+)<\/PartNumber>/.exec(inner!)?.[1];
    const etag = /<ETag>([^<]*)<\/ETag>/.exec(inner!)?.[1];
    if (!number || etag === undefined)
      throw new S3Fault(400, 'MalformedXML', 'The XML you provided was not well-formed.');
    parts.push({ number: Number(number), etag: etag.replace(/&quot;/g, '"') });
  }
  if (parts.length === 0) throw new S3Fault(400, 'MalformedXML', 'The XML you provided was not well-formed.');
  return parts;
}

/**
 * Test support (issue 29): a stand-in for S3-compatible object storage, path-style (`/bucket/key`), one bucket, over
 * plain HTTP on loopback. It speaks the S3 REST protocol the store uses — PutObject, CreateMultipartUpload,
 * UploadPart, CompleteMultipartUpload, AbortMultipartUpload, GetObject, HeadObject, DeleteObject, ListObjectsV2 —
 * with S3's XML replies and error codes, and checks the AWS Signature V4 of every request and the signed SHA-256 of
 * every body. As in S3, an object appears only whole, on PutObject or CompleteMultipartUpload; parts live with
 * their upload until it completes or is aborted. `maxKeys` caps a list page, to make the store paginate.
 */
export async function startFakeS3(
  options: { bucket?: string; region?: string; credentials?: Credentials; maxKeys?: number } = {},
) {
  const bucket = options.bucket ?? 'suap-documents';
  const region = options.region ?? 'eu-south-1';
  const credentials = options.credentials ?? {
    accessKeyId: 'SUAPTESTKEY',
    secretAccessKey: 'suap-test-secret',
  };
  const maxKeysCap = options.maxKeys ?? 1000;
  const objects = new Map<string, FakeObject>();
  const uploads = new Map<string, PendingUpload>();
  /** Each request as `METHOD operation`, for tests that check what the store did. */
  const calls: string[] = [];
  /** Operations whose next reply is lost: done, then answered 500 as a connection failing on the way back. */
  const loseReply = new Set<string>();

  function putObject(key: string, body: Buffer) {
    const etag = `"${md5(body).toString('hex')}"`;
    objects.set(key, { body, etag, lastModified: new Date() });
    return etag;
  }

  function completeUpload(key: string, id: string, body: string) {
    const upload = uploads.get(id);
    if (!upload || upload.key !== key)
      throw new S3Fault(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
    const named = partsOf(body);
    const chosen = named.map(({ number, etag }, index) => {
      if (index > 0 && number <= named[index - 1]!.number)
        throw new S3Fault(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      const part = upload.parts.get(number);
      if (!part || part.etag !== etag)
        throw new S3Fault(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      if (index < named.length - 1 && part.body.length < MIN_PART_BYTES)
        throw new S3Fault(
          400,
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed object size.',
        );
      return part;
    });
    uploads.delete(id);
    const whole = Buffer.concat(chosen.map((part) => part.body));
    const digest = md5(Buffer.concat(chosen.map((part) => Buffer.from(part.etag.replace(/"/g, ''), 'hex'))));
    const etag = `"${digest.toString('hex')}-${chosen.length}"`;
    objects.set(key, { body: whole, etag, lastModified: new Date() });
    return etag;
  }

  function listObjects(query: URLSearchParams) {
    if (query.get('list-type') !== '2')
      throw new S3Fault(400, 'InvalidArgument', 'Only ListObjectsV2 is served.');
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), maxKeysCap);
    const token = query.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString() : (query.get('start-after') ?? '');
    const contents: string[] = [];
    const prefixes = new Set<string>();
    let last = '';
    let truncated = false;
    for (const key of [...objects.keys()].sort()) {
      if (!key.startsWith(prefix) || key <= after) continue;
      const rest = key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      const common = cut >= 0 ? prefix + rest.slice(0, cut + delimiter.length) : null;
      if (common && (prefixes.has(common) || common <= after)) continue;
      if (contents.length + prefixes.size >= maxKeys) {
        truncated = true;
        break;
      }
      if (common) {
        prefixes.add(common);
        last = `${common}\uffff`;
      } else {
        const object = objects.get(key)!;
        contents.push(
          `<Contents>${element('Key', key)}${element('LastModified', object.lastModified.toISOString())}` +
            `${element('ETag', object.etag)}${element('Size', object.body.length)}${element('StorageClass', 'STANDARD')}</Contents>`,
        );
        last = key;
      }
    }
    return xml(
      'ListBucketResult',
      element('Name', bucket) +
        element('Prefix', prefix) +
        (delimiter ? element('Delimiter', delimiter) : '') +
        element('MaxKeys', maxKeys) +
        element('KeyCount', contents.length + prefixes.size) +
        element('IsTruncated', truncated) +
        (token ? element('ContinuationToken', token) : '') +
        (truncated ? element('NextContinuationToken', Buffer.from(last).toString('base64url')) : '') +
        contents.join('') +
        [...prefixes]
          .map((common) => `<CommonPrefixes>${element('Prefix', common)}</CommonPrefixes>`)
          .join(''),
    );
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    checkPayload(verifySignature(request, credentials, region), body);
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const query = url.searchParams;
    const method = request.method ?? 'GET';
    if (bucketName !== bucket) throw new S3Fault(404, 'NoSuchBucket', 'The specified bucket does not exist.');
    const uploadId = query.get('uploadId');
    const reply = (status: number, headers: http.OutgoingHttpHeaders = {}, payload?: string | Buffer) => {
      if (lost)
        throw new S3Fault(500, 'InternalError', 'We encountered an internal error. Please try again.');
      response.writeHead(status, {
        'x-amz-request-id': randomUUID(),
        ...(typeof payload === 'string' ? { 'content-type': 'application/xml' } : {}),
        'content-length': payload === undefined ? 0 : Buffer.byteLength(payload),
        ...headers,
      });
      response.end(method === 'HEAD' ? undefined : payload);
    };
    let lost = false;
    const operation = (name: string) => {
      calls.push(`${method} ${name}`);
      lost = loseReply.delete(name);
    };

    if (!key) {
      if (method !== 'GET')
        throw new S3Fault(405, 'MethodNotAllowed', 'The specified method is not allowed.');
      operation('ListObjectsV2');
      return reply(200, {}, listObjects(query));
    }
    if (method === 'POST' && query.has('uploads')) {
      operation('CreateMultipartUpload');
      const id = randomUUID();
      uploads.set(id, { key, parts: new Map() });
      return reply(
        200,
        {},
        xml(
          'InitiateMultipartUploadResult',
          element('Bucket', bucket) + element('Key', key) + element('UploadId', id),
        ),
      );
    }
    if (method === 'POST' && uploadId) {
      operation('CompleteMultipartUpload');
      const etag = completeUpload(key, uploadId, body.toString('utf8'));
      return reply(
        200,
        {},
        xml(
          'CompleteMultipartUploadResult',
          element('Bucket', bucket) + element('Key', key) + element('ETag', etag),
        ),
      );
    }
    if (method === 'PUT' && uploadId) {
      operation('UploadPart');
      const upload = uploads.get(uploadId);
      const number = Number(query.get('partNumber'));
      if (!upload || upload.key !== key)
        throw new S3Fault(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
      if (!Number.isInteger(number) || number < 1 || number > 10_000)
        throw new S3Fault(
          400,
          'InvalidArgument',
          'Part number must be an integer between 1 and 10000, inclusive.',
        );
      const etag = `"${md5(body).toString('hex')}"`;
      upload.parts.set(number, { body, etag });
      return reply(200, { etag });
    }
    if (method === 'DELETE' && uploadId) {
      operation('AbortMultipartUpload');
      if (!uploads.delete(uploadId))
        throw new S3Fault(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
      return reply(204);
    }
    if (method === 'PUT') {
      operation('PutObject');
      if (request.headers['x-amz-copy-source'])
        throw new S3Fault(501, 'NotImplemented', 'CopyObject is not served.');
      return reply(200, { etag: putObject(key, body) });
    }
    if (method === 'DELETE') {
      operation('DeleteObject');
      objects.delete(key);
      return reply(204);
    }
    if (method === 'GET' || method === 'HEAD') {
      operation(method === 'GET' ? 'GetObject' : 'HeadObject');
      const object = objects.get(key);
      if (!object) throw new S3Fault(404, 'NoSuchKey', 'The specified key does not exist.');
      return reply(
        200,
        {
          'content-type': 'application/octet-stream',
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
        },
        object.body,
      );
    }
    throw new S3Fault(405, 'MethodNotAllowed', 'The specified method is not allowed.');
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const fault =
        error instanceof S3Fault
          ? error
          : new S3Fault(500, 'InternalError', 'We encountered an internal error.');
      if (response.headersSent) return void response.destroy();
      const payload = xml('Error', element('Code', fault.code) + element('Message', fault.message)).replace(
        ' xmlns="http://s3.amazonaws.com/doc/2006-03-01/"',
        '',
      );
      response.writeHead(fault.status, {
        'content-type': 'application/xml',
        'content-length': Buffer.byteLength(payload),
      });
      response.end(request.method === 'HEAD' ? undefined : payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    credentials,
    /** The objects by their full key (prefix included): a test may alter one's bytes. */
    objects,
    /** The multipart uploads neither completed nor aborted, by upload id. */
    pendingUploads: () => [...uploads.values()].map((upload) => upload.key),
    calls,
    /** The next `operation` (e.g. CompleteMultipartUpload) takes effect but its reply is lost. */
    loseNextReply: (operation: string) => void loseReply.add(operation),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
