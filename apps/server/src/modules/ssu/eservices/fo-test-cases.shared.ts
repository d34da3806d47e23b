import type { Flaw } from '../fo-client.test-support.js';
import type { setupSsuApp } from '../ssu.test-support.js';

// What the scenarios of the AgID test cases share (fo-test-cases.scenarios.ts, fo-test-cases.documents.ts).

export type Ssu = Awaited<ReturnType<typeof setupSsuApp>>;
export type Instance = Awaited<ReturnType<Ssu['instance']>>;

/** The flawed calls each 401 test case makes: every way its condition can arise. */
export const FLAW_OF_TEST: Record<string, Flaw[]> = {
  ERROR_401_001: ['no-voucher'],
  ERROR_401_002: ['voucher-unknown-issuer-key', 'voucher-wrong-audience', 'voucher-expired'],
  ERROR_401_003: ['no-signature'],
  ERROR_401_004: ['signature-other-body', 'signature-unknown-key'],
};
