import { randomUUID } from 'node:crypto';
import { RequestState } from '@suap/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectSsuError, frontOfficeCaller } from '../fo-client.test-support.js';
import { documentScenarios } from './fo-test-cases.documents.js';
import { FLAW_OF_TEST, type Instance, type Ssu } from './fo-test-cases.shared.js';
import type { FoTestCase } from './fo-test-cases.table.js';

/** The events the back office notifies the front office with in each sequence diagram (B ->> F: notify). */
export const EVENTS_OF_DIAGRAM: Record<string, string[]> = {
  'General-001': ['end_by_instance_refused'],
  'SCIA-001': [
    'end_by_integration_times_expired',
    'end_by_proceeding_time_expired',
    'end_by_suspension_requested',
    'end_by_conformation_requested',
  ],
  'DomandaAutorizzazione-001': [
    'cdss_convened',
    'end_by_integration_times_expired',
    'end_by_positive_outcome',
    'end_by_negative_outcome',
  ],
  'SubmitterCancel-001': ['end_by_submitter_cancel_requested'],
};

const TEXT = 'Trasmettere la planimetria dei locali firmata da un tecnico abilitato.';

/**
 * What each test case of table 52 does to this front office, and what it must answer: the set-up (the state the
 * process is in), the call, the expected status and SSU code. One instance per case that changes it; the cases
 * that only read share one.
 */
export function scenarios(ssu: Ssu) {
  const caller = frontOfficeCaller(ssu.app);
  let shared: Instance | undefined;
  const sharedInstance = async () => (shared ??= await ssu.instance());
  const documents = documentScenarios(ssu, caller, sharedInstance);

  const bodies = {
    notify: (instance: Pick<Instance, 'cui'>, event: string) => ({
      cui: instance.cui,
      instance_descriptor_version: '1',
      event,
    }),
    request_integration: (instance: Pick<Instance, 'cui' | 'code' | 'ref'>, ref = instance.ref) => ({
      cui: instance.cui,
      instance_descriptor_version: '1',
      integration_list: [{ code: instance.code, ref, integration_request: [{ request: TEXT }] }],
    }),
    request_correction: (instance: Pick<Instance, 'cui' | 'code' | 'ref'>, ref = instance.ref) => ({
      cui: instance.cui,
      instance_descriptor_version: '1',
      correction_list: [{ code: instance.code, ref, correction_requested: TEXT, correction_request: TEXT }],
    }),
    retry: (instance: Pick<Instance, 'cui'>, operation = 'send_instance') => ({
      cui: instance.cui,
      operation,
    }),
  } as const;

  type PostOperation = keyof typeof bodies;
  const bodyOf = (operation: PostOperation, instance: Instance): unknown =>
    operation === 'notify'
      ? bodies.notify(instance, 'end_by_positive_outcome')
      : operation === 'retry'
        ? bodies.retry(instance)
        : bodies[operation](instance);

  /** Makes every write of `table` fail inside the transaction, as a crash while processing would. */
  async function failingWrites<T>(table: string, run: () => Promise<T>): Promise<T> {
    await ssu.db.execute(
      sql.raw(`create or replace function fo_tc_fail() returns trigger language plpgsql as
      $$ begin raise exception 'processing failed (test)'; end $$`),
    );
    await ssu.db.execute(
      sql.raw(
        `create trigger fo_tc_fail before insert on ${table} for each row execute function fo_tc_fail()`,
      ),
    );
    try {
      return await run();
    } finally {
      await ssu.db.execute(sql.raw(`drop trigger fo_tc_fail on ${table}`));
    }
  }

  async function withdrawn(): Promise<Instance> {
    const instance = await ssu.instance();
    const version = (await ssu.mario.get(`/api/suap/v1/request/${instance.requestId}`)).json().request
      .version as number;
    const reply = await ssu.mario.post(`/api/suap/v1/request/withdraw/${instance.requestId}`, { version });
    expect(reply.statusCode, reply.body).toBe(200);
    await ssu.drainCalls();
    return instance;
  }

  /** An instance in the state the event is notified in (General-001, SCIA-001, DomandaAutorizzazione-001). */
  async function readyFor(event: string): Promise<Instance> {
    if (event === 'end_by_submitter_cancel_requested') return withdrawn();
    const instance = await ssu.instance();
    if (event === 'end_by_integration_times_expired')
      expect(
        (await caller.post('/request_integration', bodies.request_integration(instance))).statusCode,
      ).toBe(200);
    return instance;
  }

  const expectOk = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body).toBe('');
  };

  async function run(testCase: FoTestCase): Promise<void> {
    const { operation, test } = testCase;
    const flaws = FLAW_OF_TEST[test];
    if (operation === 'request_instance_document') return documents.run(testCase);
    const post = operation as PostOperation;
    if (flaws) {
      const instance = await sharedInstance();
      for (const flaw of flaws)
        expectSsuError(await caller.post(`/${post}`, bodyOf(post, instance), flaw), 401, test);
      if (test === 'ERROR_401_004') {
        // The same signed call twice: the second is a replay.
        const body = bodies.notify(instance, 'no_such_event');
        expectSsuError(await caller.post('/notify', body), 500, 'ERROR_500_004');
        expectSsuError(await caller.post('/notify', body, 'replayed'), 401, test);
      }
      return;
    }
    switch (test) {
      case 'OK_200_001':
        return okCase(testCase);
      case 'ERROR_400_001': {
        expectSsuError(await caller.post(`/${post}`, { instance_descriptor_version: '1' }), 400, test);
        expectSsuError(await caller.call('POST', `/${post}`, { rawBody: '{"cui": ' }), 400, test);
        return;
      }
      case 'ERROR_500_002': {
        const instance = await sharedInstance();
        const stranger = { ...instance, cui: { ...instance.cui, uuid: randomUUID() } };
        expectSsuError(await caller.post(`/${post}`, bodyOf(post, stranger)), 500, test);
        // The right uuid with another progressive is not this instance's CUI either.
        const altered = { ...instance, cui: { ...instance.cui, progressive: '99999999' } };
        expectSsuError(await caller.post(`/${post}`, bodyOf(post, altered)), 500, test);
        return;
      }
      case 'ERROR_500_004': {
        const instance = await sharedInstance();
        expectSsuError(await caller.post('/notify', bodies.notify(instance, 'end_by_magic')), 500, test);
        return;
      }
      case 'ERROR_500_005': {
        const instance = await sharedInstance();
        const unknownRef =
          post === 'request_correction'
            ? bodies.request_correction(instance, 'no-such-part')
            : bodies.request_integration(instance, 'no-such-part');
        expectSsuError(await caller.post(`/${post}`, unknownRef), 500, test);
        const empty =
          post === 'request_correction'
            ? { ...unknownRef, correction_list: [] }
            : { ...unknownRef, integration_list: [] };
        expectSsuError(await caller.post(`/${post}`, empty), 500, test);
        expect(await ssu.stateOf(instance.requestId)).toBe(RequestState.SENT);
        return;
      }
      case 'ERROR_500_007': {
        const instance = await ssu.instance();
        const table = post === 'retry' ? 'ssu_outbox' : 'request_history';
        const reply = await failingWrites(table, () => caller.post(`/${post}`, bodyOf(post, instance)));
        expectSsuError(reply, 500, test);
        expect(await ssu.stateOf(instance.requestId)).toBe(RequestState.SENT);
        return;
      }
      case 'ERROR_500_008': {
        const [event] = EVENTS_OF_DIAGRAM[testCase.diagram]!;
        const instance = await ssu.instance();
        if (event === 'end_by_submitter_cancel_requested') {
          // A withdrawal's end for a request nobody withdrew.
          expectSsuError(await caller.post('/notify', bodies.notify(instance, event)), 500, test);
          return;
        }
        expectOk(await caller.post('/notify', bodies.notify(instance, 'end_by_positive_outcome')));
        expectSsuError(await caller.post('/notify', bodies.notify(instance, event!)), 500, test);
        return;
      }
      case 'ERROR_500_009': {
        const instance = await ssu.instance();
        if (post === 'retry') {
          // FO_TC_159: an operation other than the one made (no cancel_instance was ever sent).
          expectSsuError(await caller.post('/retry', bodies.retry(instance, 'cancel_instance')), 500, test);
          return;
        }
        expectOk(await caller.post('/notify', bodies.notify(instance, 'end_by_positive_outcome')));
        expectSsuError(await caller.post(`/${post}`, bodyOf(post, instance)), 500, test);
        return;
      }
    }
    throw new Error(`${testCase.id}: no scenario for ${operation} ${test}`);
  }

  async function okCase(testCase: FoTestCase) {
    switch (testCase.operation) {
      case 'notify':
        for (const event of EVENTS_OF_DIAGRAM[testCase.diagram]!) {
          const instance = await readyFor(event);
          expectOk(await caller.post('/notify', bodies.notify(instance, event)));
        }
        return;
      case 'request_integration':
      case 'request_correction': {
        const instance = await ssu.instance();
        expectOk(await caller.post(`/${testCase.operation}`, bodies[testCase.operation](instance)));
        expect(await ssu.stateOf(instance.requestId)).toBe(RequestState.INTEGRATION_REQUESTED);
        return;
      }
      case 'retry': {
        const instance = await ssu.instance();
        expectOk(await caller.post('/retry', bodies.retry(instance)));
        await ssu.drainCalls();
        expect(ssu.app.ssu!.simulator!.instances.get(instance.cui.uuid)!.sends).toBe(2);
        return;
      }
    }
    throw new Error(`${testCase.id}: no OK scenario for ${testCase.operation}`);
  }

  return { run, caller, bodies, sharedInstance };
}
