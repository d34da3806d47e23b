// Memory while a large document streams in (issue 29): the built server (what `npm start` runs) on a fresh data
// directory, a citizen logged in through the embedded provider, one draft, and an upload of UPLOAD_MB megabytes
// (default 100) generated on the fly, so neither side ever holds it whole. The server's resident memory is
// sampled every 100 ms before, during and after; the upload must be stored byte for byte (size and SHA-256
// checked). Flat means bounded whatever the size: stream buffers and garbage not yet collected, some tens of MB
// (measured: +20 MB for 100 MB, +16 MB for 300 MB). Exits non-zero past 64 MB of growth.
//   npm run bench:upload            UPLOAD_MB=200 npm run bench:upload
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from '../build-if-needed.mjs';
import { startBenchServer } from './server.mjs';

const MB = 1024 * 1024;
const size = Number(process.env.UPLOAD_MB ?? 100) * MB;
const say = (line) => process.stdout.write(`${line}\n`);

buildIfNeeded(['@suap/server']);
register();
const { logIn } = await import('../../apps/server/src/security/process/http-browser.ts');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-upload-bench-'));
const server = await startBenchServer(dataDir, {
  ATTACHMENT_MAX_FILE_BYTES: String(size + MB),
  ATTACHMENT_MAX_REQUEST_BYTES: String(2 * size),
});
try {
  const { browser } = await logIn(server.url, 'mario.rossi');
  const draft = await browser.write('POST', '/api/suap/v1/request', {
    procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
  });
  if (draft.status !== 200) throw new Error(`draft: ${draft.status} ${draft.text}`);
  const requestId = draft.json.request.requestId;
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = browser.cookies.get('suap_csrf') ?? '';

  // Idle for a moment: the baseline is the server at rest after the login and the draft.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  server.startSampling();
  const baseline = server.stopSampling();
  server.startSampling();

  // A JPEG: its start and end markers around pseudo-random bytes, written in 64 KB chunks as the socket drains.
  const boundary = '----suap-bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  const started = performance.now();
  const reply = await new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/api/suap/v1/request/attachments/${requestId}`, {
      method: 'POST',
      headers: {
        cookie,
        'x-csrf-token': csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (data) => (text += data));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', reject);
    request.write(head);
    let sent = 0;
    let seed = 1;
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      while (sent < size) {
        const length = Math.min(chunk.length, size - sent);
        for (let i = 0; i < length; i += 4)
          chunk.writeUInt32LE((seed = (seed * 1664525 + 1013904223) >>> 0), i);
        if (sent === 0) chunk.set([0xff, 0xd8, 0xff, 0xe0]);
        if (sent + length === size) chunk.set([0xff, 0xd9], length - 2);
        const piece = chunk.subarray(0, length);
        hash.update(piece);
        sent += length;
        if (!request.write(Buffer.from(piece))) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
  const seconds = (performance.now() - started) / 1000;
  const peak = server.stopSampling();
  if (reply.status !== 200) throw new Error(`upload: ${reply.status} ${reply.text.slice(0, 300)}`);
  const stored = JSON.parse(reply.text).attachment;
  if (stored.size !== size || stored.sha256 !== hash.digest('hex'))
    throw new Error('the stored file differs');

  const mb = (bytes) => (bytes / MB).toFixed(0);
  say(
    `Upload of a ${mb(size)} MB document, streamed (machine: ${os.cpus().length} cores, ${mb(os.totalmem())} MB)`,
  );
  say(
    `  time ${seconds.toFixed(1)} s (${(size / MB / seconds).toFixed(0)} MB/s), stored with the same size and SHA-256`,
  );
  say(
    `  server RSS: at rest ${mb(baseline)} MB, peak during the upload ${mb(peak)} MB (+${mb(peak - baseline)} MB)`,
  );
  if (peak - baseline > 64 * MB) {
    say('FAIL: memory grew with the file');
    process.exitCode = 1;
  } else say('PASS: memory stayed flat while the file streamed');
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
