import fs from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { Readable } from 'node:stream';
import { RequestState } from '@suap/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn, call } from '../../../test/back-office-sessions.js';
import { requestAttachments, requests } from '../../db/schema.js';
import {
  attachmentsSetup,
  fileUrl,
  multipart,
  staffFileUrl,
  staffListUrl,
  uploadUrl,
} from './attachments.test-support.js';
import { EICAR, startFakeClamd } from './fake-clamd.js';
import { sweepAttachments } from './sweep.job.js';
import { diskStore } from './storage/disk-store.js';
import { samplePdf, signCms, signedPdf, testPki } from './signatures/test-pki.js';

const pki = await testPki();
const anchors = path.join(
  await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'suap-anchors-')),
  'ca.pem',
);
await fs.writeFile(anchors, pki.caPem);
const clamd = await startFakeClamd();

describe('signatures, malware, integrity and the sweep of documents (issue 29)', async () => {
  const s = await attachmentsSetup(
    { CLAMD_URL: clamd.url, SIGNATURE_TRUST_ANCHORS_FILE: anchors },
    { allowServerErrors: 'a document altered on disk is refused with 500 (integrity), never sent corrupt' },
  );
  afterAll(() => clamd.close());
  const { mario } = s;
  const staff = await signedIn(s.app, 'bo', 'collab');
  const files = async () =>
    (
      await fs.readdir(s.config.attachmentsDir, { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((entry) => entry.isFile());

  it('verifies a signed .p7m and a signed PDF against the configured trust anchors, scanning both', async () => {
    const id = await s.draft();
    const signer = await pki.signer({ name: ['Giulia', 'Bianchi'], fiscalCode: 'BNCGLI85M41D612C' });
    const p7m = await s.uploaded(mario, id, 'domanda.pdf.p7m', await signCms(samplePdf(), signer));
    expect(p7m).toMatchObject({
      contentType: 'application/pkcs7-mime',
      signatureFormat: 'cades',
      scan: 'clean',
      signatures: [
        {
          status: 'valid',
          signerName: 'Giulia Bianchi',
          signerFiscalCode: 'BNCGLI85M41D612C',
          certificateValidAtSigning: true,
        },
      ],
    });
    const pdf = await s.uploaded(mario, id, 'planimetria.pdf', await signedPdf(signer));
    expect(pdf).toMatchObject({
      signatureFormat: 'pades',
      signatures: [{ status: 'valid', signerName: 'Giulia Bianchi' }],
    });
    expect(clamd.scanned.length).toBeGreaterThanOrEqual(2);
    expect((await s.list(mario, id)).limits.scanned).toBe(true);
  });

  it('keeps a tampered signed file, marked broken for staff and citizen to see', async () => {
    const id = await s.draft();
    const p7m = await signCms(samplePdf('Importo: 100 euro'), await pki.signer());
    p7m.write('900', p7m.indexOf(Buffer.from('100 euro')), 'latin1');
    const file = await s.uploaded(mario, id, 'alterato.p7m', p7m);
    expect(file.signatures).toEqual([
      expect.objectContaining({ status: 'broken', problem: expect.any(String) }),
    ]);
  });

  it('refuses a file carrying the EICAR test signature, keeping nothing', async () => {
    const id = await s.draft();
    const before = (await files()).length;
    const infected = Buffer.concat([
      samplePdf().subarray(0, 40),
      Buffer.from(EICAR),
      samplePdf().subarray(40),
    ]);
    const reply = await s.upload(mario, id, 'infetto.pdf', infected);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      reason: 'malware',
      description:
        'Il file «infetto.pdf» contiene un programma dannoso (Eicar-Test-Signature) ed è stato rifiutato.',
    });
    expect((await files()).length).toBe(before);
  });

  it('refuses the upload with 503 when the scanner cannot be reached, keeping nothing', async () => {
    const other = await attachmentsSetup({ CLAMD_URL: 'tcp://127.0.0.1:1' });
    const reply = await other.upload(other.mario, await other.draft(), 'a.pdf', samplePdf());
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ reason: 'scanner-unavailable' });
    expect(await fs.readdir(other.config.attachmentsDir, { recursive: true }).catch(() => [])).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/[0-9a-f-]{36}$/)]),
    );
  });

  it('lets staff list and download only what was handed in, and refuses a file whose bytes changed on disk', async () => {
    const id = await s.draft();
    const file = await s.uploaded(mario, id, 'allegato.pdf', samplePdf());
    expect((await call(staff, 'GET', staffListUrl(id))).json()).toMatchObject({ attachments: [] });
    expect((await call(staff, 'GET', staffFileUrl(id, file.attachmentId))).statusCode).toBe(404);
    await s.send(mario, id);
    const listed = await call(staff, 'GET', staffListUrl(id));
    expect(listed.json()).toMatchObject({
      attachments: [{ attachmentId: file.attachmentId, fileName: 'allegato.pdf' }],
    });
    const download = await call(staff, 'GET', staffFileUrl(id, file.attachmentId));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samplePdf())).toBe(true);

    // A byte changes on disk: the download is refused, never a corrupt file.
    const [row] = await s.database.db
      .select()
      .from(requestAttachments)
      .where(eq(requestAttachments.attachmentId, file.attachmentId));
    const key = row!.storageKey;
    const stored = path.join(s.config.attachmentsDir, key.slice(0, 2), key.slice(2, 4), key);
    const bytes = await fs.readFile(stored);
    bytes[bytes.length - 10] = 0x21;
    await fs.writeFile(stored, bytes);
    for (const reply of [
      await call(staff, 'GET', staffFileUrl(id, file.attachmentId)),
      await mario.get(fileUrl(id, file.attachmentId)),
    ]) {
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toMatchObject({ reason: 'integrity' });
    }
  });

  it('leaves nothing behind when the client cuts the upload off half-way', async () => {
    const id = await s.draft();
    const before = (await files()).length;
    const body = multipart('interrotto.pdf', Buffer.concat([samplePdf(), Buffer.alloc(256 * 1024, 0x20)]));
    // A real connection, closed by the client after half the body, as a browser tab closed mid-upload does.
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const cookie = [...mario.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${uploadUrl(id)} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `x-csrf-token: ${mario.browser.csrf ?? ''}\r\ncontent-type: ${body.headers['content-type']}\r\n` +
        `content-length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, body.payload.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    // The server notices the closed connection and cleans up.
    for (let tries = 0; tries < 50 && (await files()).length !== before; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      await s.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, id)),
    ).toEqual([]);
    expect((await files()).length).toBe(before);
  });

  it('the sweep removes the documents of deleted drafts and files no row names', async () => {
    const id = await s.draft();
    await s.uploaded(mario, id, 'bozza.pdf', samplePdf());
    await s.database.db
      .update(requests)
      .set({ stateId: RequestState.DELETED })
      .where(eq(requests.requestId, id));
    const store = diskStore(s.config.attachmentsDir);
    await store.write('orphan-0000-1111', Readable.from([Buffer.from('left by a crash')]));
    const before = (await files()).length;
    // An hour later: the orphan is old enough to be nobody's upload in progress.
    const removed = await sweepAttachments(s.database.db, store, new Date(Date.now() + 2 * 3_600_000));
    expect(removed).toBe(2);
    expect((await files()).length).toBe(before - 2);
    expect(
      await s.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, id)),
    ).toEqual([]);
  });
});
