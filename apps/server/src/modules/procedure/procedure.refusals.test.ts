import { FINAL_REQUEST_STATES, isCitizenAnswer, STAFF_ACTIONS, type StaffAction } from '@suap/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/back-office-sessions.js';
import { requests } from '../../db/schema.js';
import {
  answerUrl,
  bodyOf,
  citizenUrl,
  expectEnvelope,
  procedureOf,
  setupProcedureApp,
  staffUrl,
  TEXT,
} from './procedure-test-helper.js';

/**
 * Every step the table does not list is refused, through the API, in every state a request can reach. The caller
 * is an administrator who is also the responsible operator, so each refusal can only come from the state or the
 * term (409); who may act is procedure.access.test.ts. The lists below are written out from issue 27 and Law
 * 241/1990, not read from the table.
 */
type Case = { name: string; staff: StaffAction[]; citizen: 'answer' | 'term-expired' | 'invalid-state' };
const CASES: Record<string, Case> = {
  sent: { name: '3 sent', staff: ['takeInCharge', 'assign'], citizen: 'invalid-state' },
  inReview: {
    name: '6 in review',
    staff: ['assign', 'requestIntegration', 'accept', 'startRefusal'],
    citizen: 'invalid-state',
  },
  integrationOpen: { name: '7 integration requested, term open', staff: ['assign'], citizen: 'answer' },
  integrationExpired: {
    name: '7 integration requested, term ended',
    staff: ['assign', 'startRefusal'],
    citizen: 'term-expired',
  },
  integrationReceived: {
    name: '8 integration received',
    staff: ['assign', 'requestIntegration', 'accept', 'startRefusal'],
    citizen: 'invalid-state',
  },
  noticeOpen: { name: '9 refusal notice, term open', staff: ['assign', 'accept'], citizen: 'answer' },
  noticeExpired: {
    name: '9 refusal notice, term ended',
    staff: ['assign', 'accept', 'reject'],
    citizen: 'term-expired',
  },
  observations: {
    name: '10 observations received',
    staff: ['assign', 'accept', 'reject'],
    citizen: 'invalid-state',
  },
  accepted: { name: '4 accepted', staff: [], citizen: 'invalid-state' },
  rejected: { name: '5 rejected', staff: [], citizen: 'invalid-state' },
};

describe('steps the transition table does not list are refused, in every state (issue 27)', async () => {
  const p = await setupProcedureApp();
  const { admin, mario } = p;
  const step = async (id: number, action: StaffAction, extra: Record<string, unknown> = {}) =>
    procedureOf(await p.staffStep(admin, id, action, extra));

  /** Drives a new request to the case's state through the API. */
  async function reach(key: keyof typeof CASES): Promise<number> {
    if (key === 'sent') return p.sentRequest();
    const id = await p.inReview(admin);
    if (key === 'accepted') await step(id, 'accept');
    if (key === 'inReview' || key === 'accepted') return id;
    await step(id, 'requestIntegration');
    if (key === 'integrationExpired') await p.moveTerm(id, -1);
    if (key.startsWith('integration') && key !== 'integrationReceived') return id;
    procedureOf(await p.answer(mario, id));
    if (key === 'integrationReceived') return id;
    await step(id, 'startRefusal');
    if (key === 'noticeExpired') await p.moveTerm(id, -1);
    if (key.startsWith('notice')) return id;
    procedureOf(await p.answer(mario, id, TEXT.observations));
    if (key === 'rejected') await step(id, 'reject', { observationsAssessment: TEXT.assessment });
    return id;
  }

  const snapshot = async (id: number) => ({
    request: (await p.database.db.select().from(requests).where(eq(requests.requestId, id)))[0],
    history: (await p.historyRows(id)).length,
  });

  it.each(Object.keys(CASES) as (keyof typeof CASES)[])('%s', async (key) => {
    const { staff: allowed, citizen } = CASES[key]!;
    const id = await reach(key);
    const before = await snapshot(id);
    const staffSees = procedureOf(await p.staffView(admin, id));
    expect(staffSees.staffActions).toEqual(STAFF_ACTIONS.filter((action) => allowed.includes(action)));

    for (const action of STAFF_ACTIONS.filter((candidate) => !allowed.includes(candidate))) {
      const reply = await p.staffStep(admin, id, action);
      const body = expectEnvelope(reply, 409);
      const termOpen =
        (key === 'integrationOpen' && action === 'startRefusal') ||
        (key === 'noticeOpen' && action === 'reject');
      expect(body.reason, `${action} from ${CASES[key]!.name}`).toBe(
        termOpen ? 'term-open' : 'invalid-state',
      );
    }

    const citizenSees = procedureOf(await mario.get(citizenUrl(id)));
    const answers = citizenSees.citizenActions.filter(isCitizenAnswer);
    // Issue 30: an open procedure can be withdrawn, whatever else is asked of the citizen.
    expect(citizenSees.citizenActions.includes('withdraw')).toBe(
      !FINAL_REQUEST_STATES.includes(citizenSees.stateId),
    );
    if (citizen === 'answer') expect(answers).toHaveLength(1);
    else {
      expect(answers).toEqual([]);
      expect(expectEnvelope(await p.answer(mario, id), 409).reason).toBe(citizen);
    }
    // Nothing a refused step touched: state, version, term and history are as they were.
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers every step on a draft or a deleted request with 409 not-sent, and its reading too', async () => {
    for (const id of [8, 4]) {
      for (const action of STAFF_ACTIONS) {
        const reply = await call(admin, 'POST', staffUrl(id), bodyOf(action, 5, p.people.collabId));
        expect(expectEnvelope(reply, 409).reason).toBe('not-sent');
      }
      expect(expectEnvelope(await p.staffView(admin, id), 409).reason).toBe('not-sent');
    }
    // The citizen's own draft has nothing to answer.
    const draft = await mario.post(`${answerUrl(8)}?lang=en`, {
      version: await p.versionOf(8),
      message: TEXT.answer,
    });
    expect(expectEnvelope(draft, 409)).toMatchObject({
      reason: 'invalid-state',
      description: 'The request is in the state "Draft": it is not possible to send the integration now.',
    });
  });

  it('answers 404 for a request that does not exist, and 409 with the version to reload when stale', async () => {
    expectEnvelope(await call(admin, 'GET', staffUrl(999_999)), 404);
    expectEnvelope(await call(admin, 'POST', staffUrl(999_999), bodyOf('takeInCharge', 1)), 404);
    const id = await p.sentRequest();
    const version = await p.versionOf(id);
    const stale = await call(admin, 'POST', `${staffUrl(id)}?lang=en`, bodyOf('takeInCharge', version - 1));
    expect(expectEnvelope(stale, 409)).toMatchObject({
      reason: 'stale-version',
      currentVersion: version,
      description: 'The request was changed elsewhere in the meantime: reload it to see the current version.',
    });
  });
});
