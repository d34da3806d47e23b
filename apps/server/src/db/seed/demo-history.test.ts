import { isoDateInRome, type HistoryAction } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { DEMO_REQUESTS, seedDemoData } from './index.js';

interface HistoryRow {
  request_id: number;
  at: Date;
  action: HistoryAction;
  from_state_id: number;
  to_state_id: number;
  actor_user_id: number | null;
  actor_profile_id: number | null;
  message: string | null;
  assessment: string | null;
  due_on: string | null;
  assignee_user_id: number | null;
}
interface RequestRow {
  request_id: number;
  state_id: number;
  user_id: number;
  version: number;
  language: string;
  reference_code: string | null;
  sent_request_date: Date | null;
  updated_on: Date;
  assignee_user_id: number | null;
  term_due_on: string | null;
  term_expired_at: Date | null;
}

// The seeded histories themselves; src/demo-procedures.test.ts replays them through the transition table.
describe('the demo histories (issue 27)', async () => {
  const database = await createTestDatabase();
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as T[];
  const requests = await query<RequestRow>('select * from requests order by request_id');
  const history = await query<HistoryRow>('select * from request_history order by history_id');
  const stepsOf = (requestId: number) => history.filter((row) => row.request_id === requestId);

  it('gives every request the citizen sent or deleted a history, and drafts none', () => {
    for (const request of requests) {
      expect(stepsOf(request.request_id).length > 0, `request ${request.request_id}`).toBe(
        request.state_id !== 1,
      );
    }
  });

  it('dates sending and the last change as the history does, and counts every step in the version', () => {
    for (const request of requests.filter((row) => row.state_id !== 1)) {
      const steps = stepsOf(request.request_id);
      const send = steps.find((step) => step.action === 'send');
      expect(send?.at ?? null, `request ${request.request_id}`).toEqual(request.sent_request_date);
      // The deadline job marks a term without changing the request's updated_on.
      const changes = steps.filter((step) => step.action !== 'expireTerm');
      expect(changes.at(-1)?.at, `request ${request.request_id}`).toEqual(request.updated_on);
      expect(request.version, `request ${request.request_id}`).toBe(4 + steps.length);
    }
  });

  it('decides accepted and rejected requests with a responsible operator and a reason', () => {
    const decided = requests.filter((row) => row.state_id === 4 || row.state_id === 5);
    expect(decided.length).toBeGreaterThanOrEqual(5);
    for (const request of decided) {
      const decision = stepsOf(request.request_id).at(-1);
      expect(decision?.action).toBe(request.state_id === 4 ? 'accept' : 'reject');
      expect(request.assignee_user_id).not.toBeNull();
      expect(decision?.actor_user_id).toBe(request.assignee_user_id);
    }
    // One refusal answers the citizen's observations; one follows a notice left unanswered.
    const rejections = decided.filter((row) => row.state_id === 5).map((row) => stepsOf(row.request_id));
    expect(rejections.some((steps) => steps.some((step) => step.action === 'submitObservations'))).toBe(true);
    expect(rejections.every((steps) => steps.some((step) => step.action === 'startRefusal'))).toBe(true);
    for (const steps of rejections) {
      const observed = steps.some((step) => step.action === 'submitObservations');
      expect(steps.at(-1)?.assessment !== null).toBe(observed);
    }
  });

  it('has one integration request overdue (marked by the deadline job) and one still open', () => {
    const today = isoDateInRome(new Date());
    const integrations = requests.filter((row) => row.state_id === 7);
    const overdue = integrations.filter((row) => row.term_due_on! < today);
    const open = integrations.filter((row) => row.term_due_on! >= today);
    expect(overdue).toHaveLength(1);
    expect(open).toHaveLength(1);
    expect(overdue[0]?.term_expired_at).not.toBeNull();
    expect(stepsOf(overdue[0]!.request_id).at(-1)).toMatchObject({
      action: 'expireTerm',
      actor_user_id: null,
    });
    expect(open[0]?.term_expired_at).toBeNull();
  });

  it("writes the texts in the request's language", () => {
    // Every English demo request's texts are English, every Italian one's Italian (a crude but telling check).
    for (const request of requests) {
      for (const step of stepsOf(request.request_id).filter((row) => row.message !== null)) {
        const english = / the | of /.test(step.message!);
        expect(english, `request ${request.request_id}: ${step.message}`).toBe(request.language === 'en');
      }
    }
  });

  it('gives a demo request missing from an older database a free reference code, and its history', async () => {
    // As in a database seeded before request 18 was a demo one, where a request sent since holds its code.
    const [missing] = requests.filter((row) => row.request_id === 18);
    const code = missing!.reference_code!;
    await query('truncate ssu_received_documents, request_attachments, request_history');
    await query('delete from requests where request_id = 18');
    const [other] = await query<{ request_id: number }>(
      `insert into requests (type_of_service_id, state_id, user_id, reference_code, sent_request_date)
       values (1, 3, $1, $2, now()) returning request_id`,
      [missing!.user_id, code],
    );
    await seedDemoData(database.db);

    const [restored] = await query<RequestRow>('select * from requests where request_id = 18');
    expect(restored?.state_id).toBe(10);
    expect(restored?.reference_code).toMatch(/^SUAP-\d{4}-\d{6}$/);
    expect(restored?.reference_code).not.toBe(code);
    const steps = await query<HistoryRow>('select * from request_history where request_id = 18');
    expect(steps.map((step) => step.action)).toEqual([
      'send',
      'takeInCharge',
      'requestIntegration',
      'answerIntegration',
      'startRefusal',
      'submitObservations',
    ]);
    // The request that held the code is someone else's: it gets no demo history.
    expect(await query('select 1 from request_history where request_id = $1', [other!.request_id])).toEqual(
      [],
    );
    const [counter] = await query<{ last_value: number }>(
      'select last_value from reference_counters where year = $1',
      [Number(restored!.reference_code!.slice(5, 9))],
    );
    expect(counter!.last_value).toBeGreaterThanOrEqual(Number(restored!.reference_code!.slice(10)));
    expect(DEMO_REQUESTS.some((request) => request.requestId === 18)).toBe(true);
  });
});
