import { formatDate } from '@suap/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '../../db/schema.js';
import {
  expectEnvelope,
  procedureOf,
  setupProcedureApp,
  TEXT,
  daysFromToday,
} from './procedure-test-helper.js';

/** The citizen's terms (integration, Law 241/1990 art. 10-bis) and what they open or close. */
describe('terms of the procedure (issue 27)', async () => {
  const p = await setupProcedureApp({ REFUSAL_NOTICE_TERM_DAYS: 10 });
  const { mario, collab } = p;

  async function integrationRequested(dueInDays: number) {
    const id = await p.inReview(collab);
    procedureOf(await p.staffStep(collab, id, 'requestIntegration', { dueOn: daysFromToday(15) }));
    await p.moveTerm(id, dueInDays);
    return id;
  }

  async function refusalNotice() {
    const id = await p.inReview(collab);
    const notice = procedureOf(await p.staffStep(collab, id, 'startRefusal'));
    expect(notice).toMatchObject({ stateId: 9, termDueOn: daysFromToday(10), hasObservations: false });
    return id;
  }

  it('takes the answer on the last day of the term', async () => {
    const id = await integrationRequested(0);
    expect(procedureOf(await mario.get(`/api/suap/v1/request/procedure/${id}`)).termExpired).toBe(false);
    expect(procedureOf(await p.answer(mario, id)).stateId).toBe(8);
  });

  it('refuses the answer once the term has ended, in the language asked for', async () => {
    const id = await integrationRequested(-1);
    const seen = procedureOf(await mario.get(`/api/suap/v1/request/procedure/${id}`));
    // Nothing to answer any more; the request can still be withdrawn (issue 30).
    expect(seen).toMatchObject({ termExpired: true, citizenActions: ['withdraw'] });
    const yesterday = formatDate(daysFromToday(-1));
    expect(expectEnvelope(await p.answer(mario, id), 409)).toMatchObject({
      reason: 'term-expired',
      message: 'Conflitto',
      description: `Il termine per rispondere è scaduto il ${yesterday}: non è più possibile inviare l'integrazione.`,
    });
    expect(expectEnvelope(await p.answer(mario, id, TEXT.answer, 'en'), 409)).toMatchObject({
      message: 'Conflict',
      description: `The term to answer ended on ${yesterday}: it is no longer possible to send the integration.`,
    });
    expect((await p.historyRows(id)).map((row) => row.action)).not.toContain('answerIntegration');
  });

  it('lets staff start a refusal over missing documents only once the integration term has ended', async () => {
    const id = await integrationRequested(3);
    expect(expectEnvelope(await p.staffStep(collab, id, 'startRefusal'), 409).reason).toBe('term-open');
    await p.moveTerm(id, -1);
    await p.database.db.update(requests).set({ termExpiredAt: new Date() }).where(eq(requests.requestId, id));
    const notice = procedureOf(await p.staffStep(collab, id, 'startRefusal'));
    expect(notice).toMatchObject({ stateId: 9, termDueOn: daysFromToday(10), termExpired: false });
    const [row] = await p.database.db.select().from(requests).where(eq(requests.requestId, id));
    // A new term: the mark of the expired one goes with it.
    expect(row).toMatchObject({ termDueOn: daysFromToday(10), termExpiredAt: null });
  });

  it('refuses a rejection while the 10-bis term runs, unless observations arrived', async () => {
    const id = await refusalNotice();
    const early = await p.staffStep(collab, id, 'reject', {}, 'en');
    expect(expectEnvelope(early, 409)).toMatchObject({
      reason: 'term-open',
      description: `The citizen has until ${formatDate(daysFromToday(10))} to answer: it is not possible to reject it before the term ends or the answer arrives.`,
    });
    procedureOf(await p.answer(mario, id, TEXT.observations));
    // The final reasons must answer the observations.
    const unassessed = await p.staffStep(collab, id, 'reject', {}, 'en');
    expect(expectEnvelope(unassessed, 400).errors).toEqual([
      {
        field: 'body.observationsAssessment',
        rule: 'required',
        message: 'The field "assessment of the observations" is required.',
      },
    ]);
    const rejected = procedureOf(
      await p.staffStep(collab, id, 'reject', { observationsAssessment: TEXT.assessment }),
    );
    expect(rejected.history.at(-1)).toMatchObject({ action: 'reject', assessment: TEXT.assessment });
  });

  it('rejects after the 10-bis term without observations, and then wants no assessment', async () => {
    const id = await refusalNotice();
    await p.moveTerm(id, -1);
    const seen = procedureOf(await p.staffView(collab, id));
    expect(seen).toMatchObject({
      termExpired: true,
      hasObservations: false,
      staffActions: ['accept', 'reject'],
    });
    expect(expectEnvelope(await p.answer(mario, id, TEXT.observations), 409).reason).toBe('term-expired');
    const assessed = await p.staffStep(collab, id, 'reject', { observationsAssessment: TEXT.assessment });
    expect(expectEnvelope(assessed, 400).errors).toEqual([
      {
        field: 'body.observationsAssessment',
        rule: 'unknown',
        message:
          'Il campo «valutazione delle osservazioni» non è un campo previsto: toglilo dalla richiesta.',
      },
    ]);
    expect(procedureOf(await p.staffStep(collab, id, 'reject')).stateId).toBe(5);
  });

  it('accepts during the 10-bis term: acceptance needs no notice and no wait', async () => {
    const id = await refusalNotice();
    const accepted = procedureOf(await p.staffStep(collab, id, 'accept'));
    expect(accepted).toMatchObject({ stateId: 4, termDueOn: null, termExpired: false });
  });
});
