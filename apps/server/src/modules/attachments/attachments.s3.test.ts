import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { CSRF_HEADER, RequestState } from '@suap/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { requestAttachments, requests } from '../../db/schema.js';
import { attachmentsSetup, fileUrl, multipart, staffFileUrl, uploadUrl } from './attachments.test-support.js';
import { samplePdf } from './signatures/test-pki.js';
import { startFakeS3 } from './storage/fake-s3.js';
import { s3Store } from './storage/s3-store.js';
import { sweepAttachments } from './sweep.job.js';

const PREFIX = 'suap/documents/';
const MAX = 8 * 1024 * 1024;
const fake = await startFakeS3();

/** A PDF of `size` bytes: the sample, padding, and its end marker. */
const pdfOf = (size: number) =>
  Buffer.concat([samplePdf(), Buffer.alloc(size - samplePdf().length - 6, 0x20), Buffer.from('%%EOF\n')]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('documents in S3-compatible object storage, through the routes (issue 29)', async () => {
  const s = await attachmentsSetup(
    {
      ATTACHMENT_MAX_FILE_BYTES: MAX,
      ATTACHMENT_MAX_REQUEST_BYTES: 10 * MAX,
      ATTACHMENTS_S3_BUCKET: fake.bucket,
      ATTACHMENTS_S3_ENDPOINT: fake.endpoint,
      ATTACHMENTS_S3_REGION: fake.region,
      ATTACHMENTS_S3_ACCESS_KEY_ID: fake.credentials.accessKeyId,
      ATTACHMENTS_S3_SECRET_ACCESS_KEY: fake.credentials.secretAccessKey,
      ATTACHMENTS_S3_PREFIX: 'suap/documents',
      ATTACHMENTS_S3_FORCE_PATH_STYLE: true,
    },
    {
      allowServerErrors:
        'a document altered or lost in the bucket is refused with 500 (integrity), never sent',
    },
  );
  afterAll(() => fake.close());
  const { mario } = s;
  const staff = await signedIn(s.app, 'bo', 'collab');
  const keyOf = async (attachmentId: number) => {
    const [row] = await s.database.db
      .select()
      .from(requestAttachments)
      .where(eq(requestAttachments.attachmentId, attachmentId));
    return `${PREFIX}${row!.storageKey}`;
  };
  const ownObjects = () => [...fake.objects.keys()].filter((key) => key.startsWith(PREFIX));

  it('stores an upload as an object under the prefix, none on disk, and gives the same bytes back', async () => {
    const id = await s.draft();
    const file = await s.uploaded(mario, id, 'domanda.pdf', samplePdf());
    expect(file.sha256).toBe(sha256(samplePdf()));
    expect(fake.objects.get(await keyOf(file.attachmentId))?.body.equals(samplePdf())).toBe(true);
    await expect(fs.access(s.config.attachmentsDir)).rejects.toThrow();
    const reply = await mario.get(fileUrl(id, file.attachmentId));
    expect(reply.statusCode).toBe(200);
    expect(sha256(reply.rawPayload)).toBe(file.sha256);
  });

  it('streams a file larger than a part as a multipart upload, and the download matches its SHA-256', async () => {
    const id = await s.draft();
    const bytes = pdfOf(6 * 1024 * 1024 + 333);
    const completed = fake.calls.filter((call) => call.endsWith('CompleteMultipartUpload')).length;
    const file = await s.uploaded(mario, id, 'planimetria.pdf', bytes);
    expect(fake.calls.filter((call) => call.endsWith('CompleteMultipartUpload')).length).toBe(completed + 1);
    await s.send(mario, id);
    const reply = await call(staff, 'GET', staffFileUrl(id, file.attachmentId));
    expect(reply.statusCode).toBe(200);
    expect(sha256(reply.rawPayload)).toBe(sha256(bytes));
    expect(file.sha256).toBe(sha256(bytes));
  });

  it('keeps nothing of a refused upload: no object, no pending multipart upload', async () => {
    const id = await s.draft();
    const before = ownObjects().length;
    // In 64 KiB chunks as a network delivers them: the first parts are uploaded before the limit is passed.
    const body = multipart('grande.pdf', pdfOf(MAX + 1));
    const chunks = Array.from({ length: Math.ceil(body.payload.length / 65_536) }, (_, index) =>
      body.payload.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const calls = fake.calls.length;
    const tooLarge = await mario.browser.request({
      method: 'POST',
      url: uploadUrl(id),
      payload: Readable.from(chunks),
      headers: {
        ...body.headers,
        'content-length': String(body.payload.length),
        [CSRF_HEADER]: mario.browser.csrf ?? '',
      },
    });
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(fake.calls.slice(calls)).toEqual(
      expect.arrayContaining(['POST CreateMultipartUpload', 'PUT UploadPart', 'DELETE AbortMultipartUpload']),
    );
    const disguised = await s.upload(mario, id, 'fattura.pdf', Buffer.from('MZ\x90\x00 not a PDF at all'));
    expect(disguised.statusCode).toBe(415);
    expect(ownObjects().length).toBe(before);
    expect(fake.pendingUploads()).toEqual([]);
  });

  it('refuses a download whose object was altered or lost in the bucket, as on disk (500 integrity)', async () => {
    const id = await s.draft();
    const altered = await s.uploaded(mario, id, 'alterato.pdf', samplePdf('Importo: 100 euro'));
    const lost = await s.uploaded(mario, id, 'perso.pdf', samplePdf('Perso'));
    const object = fake.objects.get(await keyOf(altered.attachmentId))!;
    object.body = Buffer.from(object.body.toString('latin1').replace('100 euro', '900 euro'), 'latin1');
    fake.objects.delete(await keyOf(lost.attachmentId));
    for (const file of [altered, lost]) {
      const reply = await mario.get(fileUrl(id, file.attachmentId));
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toMatchObject({ reason: 'integrity' });
    }
  });

  it('the sweep removes the objects of deleted drafts and those no row names, and nothing outside its prefix', async () => {
    const id = await s.draft();
    const file = await s.uploaded(mario, id, 'bozza.pdf', samplePdf());
    const draftKey = await keyOf(file.attachmentId);
    await s.database.db
      .update(requests)
      .set({ stateId: RequestState.DELETED })
      .where(eq(requests.requestId, id));
    const store = s3Store(s.config.objectStorage!);
    await store.write('orphan-0000-1111', Readable.from([Buffer.from('left by a crash')]));
    fake.objects.set('other-app/report.pdf', {
      body: Buffer.from('x'),
      etag: '"x"',
      lastModified: new Date(0),
    });
    const kept = ownObjects().filter((key) => key !== draftKey && !key.endsWith('orphan-0000-1111'));
    // An hour later: the orphan is old enough to be nobody's upload in progress.
    const removed = await sweepAttachments(s.database.db, store, new Date(Date.now() + 2 * 3_600_000));
    await store.close?.();
    // The orphan and the deleted draft's document; every other object under the prefix has its row.
    expect(removed).toBe(2);
    expect(ownObjects().sort()).toEqual(kept.sort());
    expect(fake.objects.has('other-app/report.pdf')).toBe(true);
  });
});
