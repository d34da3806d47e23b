import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENROLMENT_STEPS, HIDDEN_ENROLMENT_STEPS } from './enrolment-steps.js';
import * as contract from './index.js';

describe('enrolment step names (zod-free leaf)', () => {
  it('imports nothing, so the web route table can list the steps without loading zod', () => {
    // The web entry chunk imports these names; a schema here would put all of zod in every page's first download.
    const source = readFileSync(new URL('./enrolment-steps.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s+\*)\b/m);
    expect(source).not.toMatch(/\bfrom\s+['"]/);
  });

  it('is the list the contract exports and its step-name schema accepts', () => {
    expect(contract.ENROLMENT_STEPS).toBe(ENROLMENT_STEPS);
    expect(contract.HIDDEN_ENROLMENT_STEPS).toBe(HIDDEN_ENROLMENT_STEPS);
    expect(contract.EnrolmentStepNameSchema.options).toEqual([...ENROLMENT_STEPS]);
    expect(HIDDEN_ENROLMENT_STEPS).toEqual([ENROLMENT_STEPS[0], ENROLMENT_STEPS.at(-1)]);
  });
});
