import { apiPaths, CSRF_HEADER, fillPath, type Attachment, type AttachmentListReply } from '@suap/shared';
import { expect } from 'vitest';
import {
  citizen,
  completeDraft,
  FIRST_STEP,
  referenceIds,
  requestOf,
  type Citizen,
} from '../../../test/citizen.js';

import { buildTestApp, type TestAppOptions } from '../../../test/helper.js';
import type { Env } from '../../config.js';

export const uploadUrl = (id: number) => `/api${fillPath(apiPaths.requests.attachments, { id })}`;
export const fileUrl = (id: number, attachmentId: number) =>
  `/api${fillPath(apiPaths.requests.attachment, { id, attachmentId })}`;
export const staffListUrl = (id: number) => `/api${fillPath(apiPaths.backOffice.attachments, { id })}`;
export const staffFileUrl = (id: number, attachmentId: number) =>
  `/api${fillPath(apiPaths.backOffice.attachment, { id, attachmentId })}`;

const BOUNDARY = '----suap-test-boundary';

/** A multipart/form-data body with one part, as a browser's FormData sends it. */
export function multipart(fileName: string, content: Buffer, field = 'file') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** An app on its own database, mario and anna logged in, and short-hands for the document calls. */
export async function attachmentsSetup(overrides: Partial<Env> = {}, options: TestAppOptions = {}) {
  const { app, database, config } = await buildTestApp(
    { RATE_LIMIT_LOGIN_PER_MINUTE: 100_000, MAX_OPEN_DRAFTS_PER_CITIZEN: 1000, ...overrides },
    options,
  );
  const ids = await referenceIds(database);
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');

  /** A draft: mario's complete (sendable), another citizen's with its first step only. */
  async function draft(who: Citizen = mario): Promise<number> {
    const body = who === mario ? { ...FIRST_STEP, ...completeDraft(ids) } : FIRST_STEP;
    const reply = await who.post('/api/suap/v1/request', body);
    expect(reply.statusCode, reply.body).toBe(200);
    return requestOf(reply).requestId!;
  }
  async function upload(who: Citizen, id: number, fileName: string, content: Buffer) {
    const body = multipart(fileName, content);
    return who.browser.request({
      method: 'POST',
      url: uploadUrl(id),
      payload: body.payload,
      headers: { ...body.headers, [CSRF_HEADER]: who.browser.csrf ?? '' },
    });
  }
  async function uploaded(who: Citizen, id: number, fileName: string, content: Buffer): Promise<Attachment> {
    const reply = await upload(who, id, fileName, content);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { attachment: Attachment }).attachment;
  }
  async function list(who: Citizen, id: number) {
    const reply = await who.get(uploadUrl(id));
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as AttachmentListReply;
  }
  async function send(who: Citizen, id: number) {
    const reply = await who.put(`/api/suap/v1/request/${id}`, { version: 1, action: 'send' });
    expect(reply.statusCode, reply.body).toBe(200);
  }
  return { app, database, config, ids, mario, anna, draft, upload, uploaded, list, send };
}
