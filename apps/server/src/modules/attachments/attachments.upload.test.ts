import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestAttachments } from '../../db/schema.js';
import { attachmentsSetup, fileUrl, uploadUrl } from './attachments.test-support.js';
import { samplePdf } from './signatures/test-pki.js';

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
  Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
]);
const MAX = 4096;

describe('uploading documents to a draft (issue 29)', async () => {
  const s = await attachmentsSetup({ ATTACHMENT_MAX_FILE_BYTES: MAX, ATTACHMENT_MAX_REQUEST_BYTES: 3 * MAX });
  const { mario, anna } = s;
  const id = await s.draft();
  const storedFiles = async () =>
    (await fs.readdir(s.config.attachmentsDir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  const rowsOf = (requestId: number) =>
    s.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, requestId));

  it('stores a PDF, a JPEG and a PNG with their size, type from the content and SHA-256, unsigned and unscanned', async () => {
    const pdf = await s.uploaded(mario, id, 'domanda.pdf', samplePdf());
    expect(pdf).toMatchObject({
      fileName: 'domanda.pdf',
      contentType: 'application/pdf',
      size: samplePdf().length,
      stage: 'application',
      historyId: null,
      signatureFormat: 'none',
      signatures: [],
      scan: 'not-scanned',
    });
    const { createHash } = await import('node:crypto');
    expect(pdf.sha256).toBe(createHash('sha256').update(samplePdf()).digest('hex'));
    await s.uploaded(mario, id, 'foto.JPG', JPEG);
    await s.uploaded(mario, id, 'pianta.png', PNG);
    const listed = await s.list(mario, id);
    expect(listed.attachments.map((file) => file.contentType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(listed.limits).toEqual({ maxFileBytes: MAX, maxRequestBytes: 3 * MAX, scanned: false });
  });

  it('gives the bytes back as a download, with its type and name', async () => {
    const [pdf] = (await s.list(mario, id)).attachments;
    const reply = await mario.get(fileUrl(id, pdf!.attachmentId));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="domanda.pdf"; filename*=UTF-8''domanda.pdf`,
    );
    expect(reply.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('refuses a file one byte over the limit, naming the file and the limit, and keeps nothing of it', async () => {
    const files = (await storedFiles()).length;
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MAX + 1 - samplePdf().length, 0x20)]);
    const reply = await s.upload(mario, id, 'grande.pdf', big);
    expect(reply.statusCode, reply.body).toBe(413);
    const description = 'Il file «grande.pdf» supera la dimensione massima di 4 KB per documento.';
    expect(reply.json()).toMatchObject({
      code: 413,
      reason: 'too-large',
      description,
      errors: [{ field: 'file', rule: 'too-large', message: description }],
    });
    expect((await storedFiles()).length).toBe(files);
    // Exactly the limit is fine.
    const fits = Buffer.concat([
      samplePdf(),
      Buffer.alloc(MAX - samplePdf().length - 6, 0x20),
      Buffer.from('%%EOF\n'),
    ]);
    expect((await s.upload(mario, await s.draft(), 'giusto.pdf', fits)).statusCode).toBe(200);
  });

  it.each([
    ['an empty file', 'vuoto.pdf', Buffer.alloc(0), 400, 'empty'],
    [
      'a program renamed .pdf',
      'fattura.pdf',
      Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'),
      415,
      'type',
    ],
    ['a PDF named .jpg', 'foto.jpg', samplePdf(), 415, 'type-mismatch'],
    ['a PDF cut off half-way', 'tagliato.pdf', samplePdf().subarray(0, 60), 400, 'truncated'],
    ['a JPEG cut off half-way', 'tagliata.jpg', JPEG.subarray(0, 100), 400, 'truncated'],
    [
      'a .p7m that is not an envelope',
      'firmato.pdf.p7m',
      Buffer.from([0x30, 0x82, 0x01, 0x00, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02]),
      400,
      'truncated',
    ],
  ])('refuses %s with a clear reason, keeping nothing', async (_case, name, content, status, reason) => {
    const before = (await rowsOf(id)).length;
    const files = (await storedFiles()).length;
    const reply = await s.upload(mario, id, name, content);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json()).toMatchObject({
      reason,
      description: expect.stringContaining(name),
      errors: [{ field: 'file', rule: reason }],
    });
    expect((await rowsOf(id)).length).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it('refuses a file that would take the request past its total, naming the limit', async () => {
    const full = await s.draft();
    const chunk = Buffer.concat([
      samplePdf(),
      Buffer.alloc(MAX - samplePdf().length - 6, 0x20),
      Buffer.from('%%EOF\n'),
    ]);
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) await s.uploaded(mario, full, name, chunk);
    const reply = await s.upload(mario, full, 'd.pdf', samplePdf());
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({
      reason: 'request-too-large',
      description: expect.stringContaining('12 KB'),
    });
  });

  it('keeps a safe file name', async () => {
    const file = await s.uploaded(mario, await s.draft(), '../../etc/pass<wd>|1.pdf', samplePdf());
    expect(file.fileName).toBe('pass_wd__1.pdf');
  });

  it('answers "not found" to another citizen, for the list, the upload, the download and the removal', async () => {
    const [pdf] = (await s.list(mario, id)).attachments;
    expect((await anna.get(uploadUrl(id))).statusCode).toBe(404);
    expect((await s.upload(anna, id, 'x.pdf', samplePdf())).statusCode).toBe(404);
    expect((await anna.get(fileUrl(id, pdf!.attachmentId))).statusCode).toBe(404);
    expect((await anna.del(fileUrl(id, pdf!.attachmentId))).statusCode).toBe(404);
    // A document of another request, through a request that is one's own.
    const annas = await s.draft(anna);
    expect((await anna.get(fileUrl(annas, pdf!.attachmentId))).statusCode).toBe(404);
  });

  it('removes a document from a draft, file and all', async () => {
    const draft = await s.draft();
    const file = await s.uploaded(mario, draft, 'togliere.png', PNG);
    const files = (await storedFiles()).length;
    expect((await mario.del(fileUrl(draft, file.attachmentId))).statusCode).toBe(200);
    expect(await rowsOf(draft)).toEqual([]);
    expect((await storedFiles()).length).toBe(files - 1);
  });

  it('hands the documents in with the send; then they can be neither added nor removed', async () => {
    const draft = await s.draft();
    const file = await s.uploaded(mario, draft, 'allegato.pdf', samplePdf());
    await s.send(mario, draft);
    const [row] = await rowsOf(draft);
    expect(row?.historyId).toEqual(expect.any(Number));
    const removal = await mario.del(fileUrl(draft, file.attachmentId));
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ reason: 'handed-in' });
    expect((await s.upload(mario, draft, 'tardi.pdf', samplePdf())).json()).toMatchObject({
      reason: 'not-changeable',
    });
  });

  it.each([
    ['a form without its boundary', 'multipart/form-data', 'x', 'no-file'],
    ['a form that is not one', 'multipart/form-data; boundary=xyz', 'garbage', 'no-file'],
    [
      'a field instead of a file',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--xyz--\r\n',
      'no-file',
    ],
    [
      'a file part cut short by the end of the body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 half',
      'truncated',
    ],
  ])('answers %s with a 400 naming the problem, never a 500', async (_case, type, payload, reason) => {
    const reply = await mario.browser.request({
      method: 'POST',
      url: uploadUrl(id),
      payload,
      headers: { 'content-type': type, 'x-csrf-token': mario.browser.csrf ?? '' },
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ reason });
  });

  it('refuses a request without a file part', async () => {
    const reply = await mario.browser.request({
      method: 'POST',
      url: uploadUrl(id),
      payload: { file: 'not a file' },
      headers: { 'x-csrf-token': mario.browser.csrf ?? '' },
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});
