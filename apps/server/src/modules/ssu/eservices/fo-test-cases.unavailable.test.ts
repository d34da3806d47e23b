import { describe, expect, inject, it } from 'vitest';
import { tcpProxy } from '../../../../test/tcp-proxy.js';
import { expectSsuError } from '../fo-client.test-support.js';
import { setupSsuApp } from '../ssu.test-support.js';
import { scenarios } from './fo-test-cases.scenarios.js';
import { FO_TEST_CASES } from './fo-test-cases.table.js';

/**
 * The test cases whose service is unavailable (TEST_ERROR_503_001): this front office loses its database (the
 * connection runs through a relay the test cuts), and every e-service answers ERROR_503_001, signed,
 * so the back office knows to try again rather than give up. ComUnica's cases do not apply (see the README).
 */
const UNAVAILABLE = FO_TEST_CASES.filter(
  (testCase) => testCase.caller === 'BackOffice' && testCase.test === 'ERROR_503_001',
);

describe('AgID front-office test cases: service unavailable', async () => {
  const proxy = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(inject('pgAdminUrl')).port) });
  const ssu = await setupSsuApp({}, (url) => proxy.through(url));
  const { caller, bodies, sharedInstance } = scenarios(ssu);
  const instance = await sharedInstance();
  const call = {
    notify: () => caller.post('/notify', bodies.notify(instance, 'end_by_positive_outcome')),
    request_integration: () => caller.post('/request_integration', bodies.request_integration(instance)),
    request_correction: () => caller.post('/request_correction', bodies.request_correction(instance)),
    retry: () => caller.post('/retry', bodies.retry(instance)),
    request_instance_document: () =>
      caller.call('GET', `/instance/${instance.cui.uuid}/document/request`, {
        headers: { 'if-match': '"x"' },
      }),
  } as const;

  it('has one case at least for each operation', () => {
    expect(new Set(UNAVAILABLE.map((testCase) => testCase.operation))).toEqual(new Set(Object.keys(call)));
  });

  describe('with the database gone', () => {
    it('loses the connection to PostgreSQL', async () => {
      await proxy.cut();
    });
    for (const testCase of UNAVAILABLE)
      it(`${testCase.id}: ${testCase.operation} ${testCase.test} (${testCase.diagram} ${testCase.steps})`, async () => {
        expectSsuError(await call[testCase.operation as keyof typeof call](), 503, 'ERROR_503_001');
      });
  });
});
