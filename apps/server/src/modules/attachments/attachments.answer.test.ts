import { addDaysToIsoDate, isoDateInRome, RequestState, type Attachment } from '@suap/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { requests } from '../../db/schema.js';
import { attachmentsSetup, staffListUrl } from './attachments.test-support.js';
import { samplePdf } from './signatures/test-pki.js';

describe('documents with the answer to an integration request (issue 29)', async () => {
  const s = await attachmentsSetup();
  const { mario } = s;
  const staff = await signedIn(s.app, 'bo', 'staff');
  const inDays = (days: number) => addDaysToIsoDate(isoDateInRome(new Date()), days);

  /** A request mario sent with one document, now waiting for an integration until `dueOn`. */
  async function waitingForIntegration(dueOn = inDays(5)) {
    const id = await s.draft();
    await s.uploaded(mario, id, 'domanda.pdf', samplePdf());
    await s.send(mario, id);
    await s.database.db
      .update(requests)
      .set({ stateId: RequestState.INTEGRATION_REQUESTED, termDueOn: dueOn })
      .where(eq(requests.requestId, id));
    return id;
  }
  const version = async (id: number) =>
    (await s.database.db.select().from(requests).where(eq(requests.requestId, id)))[0]!.version;

  it('adds documents to the answer, hands them in with it, and staff see both sets', async () => {
    const id = await waitingForIntegration();
    const added = await s.uploaded(mario, id, 'planimetria.pdf', samplePdf('Planimetria'));
    expect(added).toMatchObject({ stage: 'answer', historyId: null });
    // Until the answer is sent, staff see only what came with the request.
    const before = (await call(staff, 'GET', staffListUrl(id))).json() as { attachments: Attachment[] };
    expect(before.attachments.map((file) => file.fileName)).toEqual(['domanda.pdf']);

    const answer = await mario.post(`/api/suap/v1/request/answer/${id}`, {
      version: await version(id),
      message: 'Allego la planimetria firmata dal geometra Bianchi.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await call(staff, 'GET', staffListUrl(id))).json() as { attachments: Attachment[] };
    expect(after.attachments.map((file) => [file.fileName, file.stage, file.historyId !== null])).toEqual([
      ['domanda.pdf', 'application', true],
      ['planimetria.pdf', 'answer', true],
    ]);
    // The answer is sent: nothing more can be added.
    expect((await s.upload(mario, id, 'tardi.pdf', samplePdf())).json()).toMatchObject({
      reason: 'not-changeable',
    });
  });

  it('accepts documents up to and including the term’s last day, not after', async () => {
    const today = await waitingForIntegration(inDays(0));
    expect((await s.upload(mario, today, 'oggi.pdf', samplePdf())).statusCode).toBe(200);
    const late = await waitingForIntegration(inDays(-1));
    const reply = await s.upload(mario, late, 'ieri.pdf', samplePdf());
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ reason: 'not-changeable' });
  });

  it('does not let the citizen remove a document the request was sent with', async () => {
    const id = await waitingForIntegration();
    const [sent] = (await s.list(mario, id)).attachments;
    const reply = await mario.del(`/api/suap/v1/request/attachments/${id}/${sent!.attachmentId}`);
    expect(reply.json()).toMatchObject({ reason: 'handed-in' });
  });
});
