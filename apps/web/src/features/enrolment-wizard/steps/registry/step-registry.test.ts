import { describe, expect, it } from 'vitest';
import {
  ENROLMENT_STEPS,
  HIDDEN_ENROLMENT_STEPS,
  StepStatus,
  STEPS_WITH_REQUIRED_DATA,
  type SendCheckable,
} from '@suap/shared';
import en from '../../../../i18n/en.json';
import itTexts from '../../../../i18n/it.json';
import { createStepMachine } from '../step-machine';
import { ENROLMENT_STEP_REGISTRY, SENT_STEP, START_STEP } from './enrolment-steps';
import { firstStep, lastStep, type StepDefinition, type StepRegistry } from './step-registry';

const { TODO, ENABLED, COMPLETE, READ_ONLY } = StepStatus;

const complete: SendCheckable = {
  procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
  suap: { suapId: 3 },
  iniziative: { iniziativeId: 7 },
  personalData: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA80A01H501U' },
};

/**
 * The attachments step of the documents issue, as it will be added: one entry (its screen goes in app/routes.tsx, stepScreens).
 * Its completeness rule here stands for the shared contract's one: whether the test says the files are there.
 */
function withAttachments(attached: boolean): StepRegistry {
  const attachments: StepDefinition = {
    id: 'attachments',
    path: 'attachments',
    labelKey: 'enrolment.steps.personal-data',
    titleKey: 'enrolment.steps.personal-data',
    missing: () => (attached ? [] : ['attachments']),
    fields: ['attachments'],
  };
  const at = ENROLMENT_STEP_REGISTRY.findIndex((step) => step.id === 'request-summary');
  return [...ENROLMENT_STEP_REGISTRY.slice(0, at), attachments, ...ENROLMENT_STEP_REGISTRY.slice(at)];
}

const statusOf = (navigation: readonly { name: string; status: number }[], name: string) =>
  navigation.find((step) => step.name === name)?.status;

describe('a step added to the registry', () => {
  const machine = createStepMachine(withAttachments(false));

  it('is chained between its neighbours with its own path', () => {
    const navigation = machine.createNavigation();
    const attachments = navigation.find((step) => step.name === 'attachments');
    expect(attachments).toMatchObject({ next: 'request-summary', url: 'enrolment/startup/attachments' });
    expect(navigation.find((step) => step.name === 'personal-data')?.next).toBe('attachments');
    expect(statusOf(navigation, 'attachments')).toBe(TODO);
  });

  it('is listed in the step menu, numbered, with its name from the registry', () => {
    const menu = machine.menuSteps(machine.createNavigation());
    expect(menu.map(({ step, number }) => [step.name, number])).toEqual([
      ['notification-contacts', 1],
      ['select-initiative', 2],
      ['personal-data', 3],
      ['attachments', 4],
      ['request-summary', 5],
    ]);
    expect(menu[3]!.labelKey).toBe('enrolment.steps.personal-data');
  });

  it('takes its status from its completeness rule', () => {
    const missing = machine.navigationFromRequest(complete);
    expect(statusOf(missing, 'personal-data')).toBe(COMPLETE);
    expect(statusOf(missing, 'attachments')).toBe(ENABLED);
    expect(statusOf(missing, 'request-summary')).toBe(TODO);
    expect(machine.retrieveNavigation(complete).current).toBe('attachments');

    const done = createStepMachine(withAttachments(true)).navigationFromRequest(complete);
    expect(statusOf(done, 'attachments')).toBe(COMPLETE);
    expect(statusOf(done, 'request-summary')).toBe(ENABLED);
  });

  it('is where continuing the step before it goes, and where going back from the next one leads', () => {
    const transition = machine.completeStep(machine.navigationFromRequest(complete), 'personal-data');
    expect(transition.goTo).toBe('attachments');
    const sendable = createStepMachine(withAttachments(true)).navigationFromRequest(complete);
    expect(machine.previousStep(sendable, 'request-summary')?.name).toBe('attachments');
    const sent = machine.completeStep(sendable, 'request-summary');
    expect(statusOf(sent.navigation, 'attachments')).toBe(READ_ONLY);
  });

  it('owns the fields it declares when the server finds them missing', () => {
    expect(machine.stepsOfMissingFields(['attachments', 'suap'])).toEqual([
      'select-initiative',
      'attachments',
    ]);
  });

  it('leaves the start and the page reached by sending where they are: first and last', () => {
    expect(firstStep(withAttachments(false))).toBe('initial-summary');
    expect(lastStep(withAttachments(false))).toBe('thank-page');
    expect(() => firstStep([])).toThrow();
  });
});

describe('the startup wizard registry', () => {
  it('has the shared contract steps in the contract order', () => {
    expect(ENROLMENT_STEP_REGISTRY.map((step) => step.id)).toEqual([...ENROLMENT_STEPS]);
  });

  it('starts on the initial summary and ends on the thank page (the entry page and step guard read these)', () => {
    expect([START_STEP, SENT_STEP]).toEqual(['initial-summary', 'thank-page']);
  });

  it('has a completeness rule exactly for the steps whose data a request needs', () => {
    expect(ENROLMENT_STEP_REGISTRY.filter((step) => step.missing).map((step) => step.id)).toEqual([
      ...STEPS_WITH_REQUIRED_DATA,
    ]);
    expect(ENROLMENT_STEP_REGISTRY.filter((step) => step.hidden).map((step) => step.id)).toEqual([
      ...HIDDEN_ENROLMENT_STEPS,
    ]);
  });

  it.each([
    ['it', itTexts],
    ['en', en],
  ] as const)('names every step in %s', (_lang, texts) => {
    const lookup = (key: string): unknown =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined),
          texts,
        );
    for (const step of ENROLMENT_STEP_REGISTRY) {
      expect(typeof lookup(step.labelKey)).toBe('string');
      expect(typeof lookup(step.titleKey)).toBe('string');
    }
  });
});
