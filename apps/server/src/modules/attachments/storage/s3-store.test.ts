import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3.js';
import type { ObjectStorage } from '../../../config-storage.js';
import { PART_BYTES, s3Store } from './s3-store.js';

const PREFIX = 'suap/documents/';

function settingsOf(fake: FakeS3, changes: Partial<ObjectStorage> = {}): ObjectStorage {
  return {
    bucket: fake.bucket,
    endpoint: fake.endpoint,
    region: fake.region,
    ...fake.credentials,
    prefix: PREFIX,
    forcePathStyle: true,
    ...changes,
  };
}

/** Bytes that differ from part to part, so a part swapped or repeated would show. */
function content(size: number) {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; at += 32) createHash('sha256').update(String(at)).digest().copy(bytes, at);
  return bytes;
}

/** Streams `bytes` in 64 KiB chunks as an upload arrives; with `failAt`, fails with `failure` after that many. */
function source(bytes: Buffer, { failAt, failure }: { failAt?: number; failure?: Error } = {}) {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        if (failAt !== undefined && at >= failAt) throw failure ?? new Error('the client went away');
        yield bytes.subarray(at, at + 64 * 1024);
      }
    })(),
  );
}

const count = (fake: FakeS3, operation: string) =>
  fake.calls.filter((call) => call.endsWith(operation)).length;

describe('documents in S3-compatible object storage (issue 29)', async () => {
  const fake = await startFakeS3({ maxKeys: 3 });
  const store = s3Store(settingsOf(fake));
  afterAll(async () => {
    await store.close?.();
    await fake.close();
  });

  it('writes a file larger than a part as a multipart upload, under the prefix, and reads it back whole', async () => {
    const bytes = content(2 * PART_BYTES + 12_345);
    const before = count(fake, 'UploadPart');
    await store.write('large-0001', source(bytes));
    expect(count(fake, 'UploadPart') - before).toBe(3);
    expect(fake.calls).toContain('POST CompleteMultipartUpload');
    expect(fake.objects.get(`${PREFIX}large-0001`)?.body.equals(bytes)).toBe(true);
    expect((await buffer(await store.read('large-0001'))).equals(bytes)).toBe(true);
    expect(fake.pendingUploads()).toEqual([]);
  });

  it('does not take a size the source stream carries for its length (store-upload passes one counting bytes)', async () => {
    const bytes = content(PART_BYTES + 4321);
    const counted = Object.assign(source(bytes), { size: 0, length: 7, path: '/nonexistent' });
    await store.write('counted-01', counted);
    expect((await buffer(await store.read('counted-01'))).equals(bytes)).toBe(true);
  });

  it('writes a small file in one PutObject', async () => {
    const before = fake.calls.length;
    await store.write('small-0001', source(Buffer.from('%PDF-1.7 small')));
    expect(fake.calls.slice(before)).toEqual(['PUT PutObject']);
    expect((await buffer(await store.read('small-0001'))).toString()).toBe('%PDF-1.7 small');
  });

  it('shows no object under the key while its parts are still arriving', async () => {
    const bytes = content(PART_BYTES + 1000);
    const arriving = new PassThrough();
    const parts = count(fake, 'UploadPart');
    const writing = store.write('arriving-01', arriving);
    arriving.write(bytes.subarray(0, PART_BYTES + 10));
    for (let tries = 0; tries < 100 && count(fake, 'UploadPart') === parts; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.pendingUploads()).toEqual([`${PREFIX}arriving-01`]);
    await expect(store.read('arriving-01')).rejects.toMatchObject({ name: 'NoSuchKey' });
    arriving.end(bytes.subarray(PART_BYTES + 10));
    await writing;
    expect((await buffer(await store.read('arriving-01'))).equals(bytes)).toBe(true);
  });

  it('leaves no object and no pending multipart upload when the source fails half-way', async () => {
    const failure = new Error('the client went away');
    const aborts = count(fake, 'AbortMultipartUpload');
    const parts = count(fake, 'UploadPart');
    await expect(
      store.write(
        'broken-0001',
        source(content(3 * PART_BYTES), { failAt: 2 * PART_BYTES + 65_536, failure }),
      ),
    ).rejects.toBe(failure);
    expect(count(fake, 'UploadPart') - parts).toBeGreaterThanOrEqual(1);
    expect(count(fake, 'AbortMultipartUpload') - aborts).toBe(1);
    expect(fake.pendingUploads()).toEqual([]);
    expect(fake.objects.has(`${PREFIX}broken-0001`)).toBe(false);
    await expect(store.read('broken-0001')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('sends nothing when the source fails within the first part', async () => {
    const before = fake.calls.length;
    await expect(
      store.write('broken-0002', source(content(PART_BYTES), { failAt: 1_000_000 })),
    ).rejects.toThrow('the client went away');
    expect(fake.calls.length).toBe(before);
    expect(fake.objects.has(`${PREFIX}broken-0002`)).toBe(false);
  });

  it('removes the object when the reply to its completion is lost and the write fails', async () => {
    fake.loseNextReply('CompleteMultipartUpload');
    await expect(store.write('lost-reply-1', source(content(PART_BYTES + 10)))).rejects.toMatchObject({
      name: 'NoSuchUpload',
    });
    // Made by the first CompleteMultipartUpload, whose retry then found no upload to complete.
    expect(
      fake.calls.filter((call) => call.endsWith('CompleteMultipartUpload')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(fake.objects.has(`${PREFIX}lost-reply-1`)).toBe(false);
    expect(fake.pendingUploads()).toEqual([]);
  });

  it('rejects the read of a missing object', async () => {
    await expect(store.read('never-written')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('removes an object, and removing it again or one never written is no error', async () => {
    await store.write('remove-0001', source(Buffer.from('bytes')));
    await store.remove('remove-0001');
    expect(fake.objects.has(`${PREFIX}remove-0001`)).toBe(false);
    await store.remove('remove-0001');
    await store.remove('never-written');
  });

  it('lists every key under the prefix across pages, with when it was written, and nothing else', async () => {
    const listing = await startFakeS3({ maxKeys: 3 });
    const own = s3Store(settingsOf(listing));
    const keys = Array.from({ length: 8 }, (_, index) => `listed-${String(index).padStart(4, '0')}`);
    const started = Date.now() - 1000;
    for (const key of keys) await own.write(key, source(Buffer.from(key)));
    // Objects the portal did not write: another application's, a "directory" below the prefix, a foreign name.
    for (const key of ['other-app/report.pdf', `${PREFIX}nested/listed-9999`, `${PREFIX}Not A Key.txt`])
      listing.objects.set(key, { body: Buffer.from('x'), etag: '"x"', lastModified: new Date() });
    const listed: { key: string; writtenAt: Date }[] = [];
    for await (const file of own.list()) listed.push(file);
    expect(listed.map((file) => file.key)).toEqual(keys);
    for (const file of listed) expect(file.writtenAt.getTime()).toBeGreaterThanOrEqual(started);
    expect(count(listing, 'ListObjectsV2')).toBeGreaterThanOrEqual(4);
    await own.close?.();
    await listing.close();
  });

  it('refuses a key the portal would never write', async () => {
    await expect(store.read('../../other-app/report.pdf')).rejects.toThrow('invalid storage key');
    await expect(store.remove('UPPER/case')).rejects.toThrow('invalid storage key');
  });

  it.each([
    ['a wrong secret', { secretAccessKey: 'not-the-secret' }, 'SignatureDoesNotMatch'],
    ['an unknown key id', { accessKeyId: 'SOMEONEELSE' }, 'InvalidAccessKeyId'],
    ['another region', { region: 'eu-west-1' }, 'AuthorizationHeaderMalformed'],
    ['another bucket', { bucket: 'not-ours' }, 'NoSuchBucket'],
  ])('fails every call with %s, storing nothing', async (_case, changes, code) => {
    const wrong = s3Store(settingsOf(fake, changes));
    const objects = fake.objects.size;
    await expect(wrong.write('denied-0001', source(Buffer.from('bytes')))).rejects.toMatchObject({
      name: code,
    });
    await expect(wrong.read('small-0001')).rejects.toMatchObject({ name: code });
    await expect(wrong.remove('small-0001')).rejects.toMatchObject({ name: code });
    expect(fake.objects.size).toBe(objects);
    await wrong.close?.();
  });

  it('the stand-in refuses a body or a signed header changed after signing', async () => {
    const client = new S3Client({
      region: fake.region,
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials: fake.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    let change: (request: { body: unknown; headers: Record<string, string> }) => void = () => undefined;
    // After the signing step, before the request goes out: what a proxy altering it in transit would do.
    client.middlewareStack.add(
      (next) => async (args) => {
        change(args.request as { body: unknown; headers: Record<string, string> });
        return next(args);
      },
      { step: 'deserialize', name: 'alterAfterSigning' },
    );
    const put = () =>
      client.send(
        new PutObjectCommand({ Bucket: fake.bucket, Key: 'altered-01', Body: Buffer.from('signed') }),
      );
    change = (request) => void (request.body = Buffer.from('SIGNED'));
    await expect(put()).rejects.toMatchObject({ name: 'XAmzContentSHA256Mismatch' });
    change = (request) => void (request.headers['content-type'] = 'text/html');
    await expect(put()).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    change = () => undefined;
    await put();
    expect(fake.objects.get('altered-01')?.body.toString()).toBe('signed');
    client.destroy();
  });
});
