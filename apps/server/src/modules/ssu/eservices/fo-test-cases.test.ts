import { describe, it } from 'vitest';
import { setupSsuApp } from '../ssu.test-support.js';
import { FO_TEST_CASES } from './fo-test-cases.table.js';
import { scenarios } from './fo-test-cases.scenarios.js';

/**
 * The front office's black-box test cases of the AgID specification (§8.6.1), each a test named after its id,
 * against this portal's e-services (/ssu/fo) called as the back office would. Not applicable, and listed in the
 * README: the cases whose caller is ComUnica (this portal does not route instances through ComUnica), and the
 * 503 cases, which run in fo-test-cases.unavailable.test.ts on an app whose database is gone.
 */
const APPLICABLE = FO_TEST_CASES.filter(
  (testCase) => testCase.caller === 'BackOffice' && testCase.test !== 'ERROR_503_001',
);

describe('AgID front-office test cases', async () => {
  const ssu = await setupSsuApp();
  const { run } = scenarios(ssu);
  for (const testCase of APPLICABLE)
    it(`${testCase.id}: ${testCase.operation} ${testCase.test} (${testCase.diagram} ${testCase.steps})`, () =>
      run(testCase));
});
