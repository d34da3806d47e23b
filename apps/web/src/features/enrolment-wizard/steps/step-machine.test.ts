import { describe, expect, it } from 'vitest';
import { DELAYS_MS, StepStatus, type EnrolmentStepName, type SendCheckable } from '@suap/shared';
import {
  applyWarnings,
  canOpenStep,
  completeStep,
  createNavigation,
  currentStepOf,
  markWarnings,
  navigationFromRequest,
  previousStep,
  retrieveNavigation,
  stepsOfMissingFields,
  visibleSteps,
  type Navigation,
} from './step-machine';

const { TODO, ENABLED, WARNING, COMPLETE, READ_ONLY } = StepStatus;

function statuses(navigation: Navigation): Record<EnrolmentStepName, number> {
  return Object.fromEntries(navigation.map((step) => [step.name, step.status])) as Record<
    EnrolmentStepName,
    number
  >;
}

const contact = { typeId: 1, address: 'mario.rossi@example.com' };
const person = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA80A01H501U' };
const complete: SendCheckable = {
  procedureNotification: contact,
  suap: { suapId: 3 },
  iniziative: { iniziativeId: 7 },
  personalData: person,
};

describe('createNavigation', () => {
  it('opens only the initial summary; the others are to do', () => {
    expect(statuses(createNavigation())).toEqual({
      'initial-summary': ENABLED,
      'notification-contacts': TODO,
      'select-initiative': TODO,
      'personal-data': TODO,
      'request-summary': TODO,
      'thank-page': TODO,
    });
  });

  it('hides the initial summary and the thank page from the menu and chains each step to the next', () => {
    const navigation = createNavigation();
    expect(visibleSteps(navigation).map((step) => step.name)).toEqual([
      'notification-contacts',
      'select-initiative',
      'personal-data',
      'request-summary',
    ]);
    expect(navigation[0]!.next).toBe('notification-contacts');
    expect(navigation.at(-1)!.next).toBeNull();
    expect(navigation[1]!.url).toBe('enrolment/startup/notification-contacts');
  });
});

describe('completeStep', () => {
  it('completing the initial summary enables the first real step and goes there at once', () => {
    const { navigation, goTo, delayMs } = completeStep(createNavigation(), 'initial-summary');
    expect(statuses(navigation)['initial-summary']).toBe(COMPLETE);
    expect(statuses(navigation)['notification-contacts']).toBe(ENABLED);
    expect(statuses(navigation)['select-initiative']).toBe(TODO);
    expect(goTo).toBe('notification-contacts');
    expect(delayMs).toBe(0);
  });

  it('marks a step complete and enables the next', () => {
    const first = completeStep(createNavigation(), 'initial-summary').navigation;
    const { navigation, goTo } = completeStep(first, 'notification-contacts');
    expect(statuses(navigation)['notification-contacts']).toBe(COMPLETE);
    expect(statuses(navigation)['select-initiative']).toBe(ENABLED);
    expect(goTo).toBe('select-initiative');
  });

  it('keeps an already complete next step complete', () => {
    const navigation = navigationFromRequest(complete);
    const after = completeStep(navigation, 'notification-contacts').navigation;
    expect(statuses(after)['select-initiative']).toBe(COMPLETE);
  });

  it('when the next step is the last one, makes all others read-only and goes there after 10 ms', () => {
    const { navigation, goTo, delayMs } = completeStep(navigationFromRequest(complete), 'request-summary');
    expect(goTo).toBe('thank-page');
    expect(delayMs).toBe(DELAYS_MS.navigationRedirect);
    expect(delayMs).toBe(10);
    expect(statuses(navigation)).toEqual({
      'initial-summary': READ_ONLY,
      'notification-contacts': READ_ONLY,
      'select-initiative': READ_ONLY,
      'personal-data': READ_ONLY,
      'request-summary': READ_ONLY,
      'thank-page': ENABLED,
    });
  });

  it('does not change the navigation it was given', () => {
    const navigation = createNavigation();
    completeStep(navigation, 'initial-summary');
    expect(statuses(navigation)['initial-summary']).toBe(ENABLED);
  });

  it('fixing one warning leads to the next warning and keeps the others read-only', () => {
    const warned = markWarnings(navigationFromRequest(complete), ['notification-contacts', 'personal-data']);
    const { navigation, goTo } = completeStep(warned, 'notification-contacts', complete);
    expect(goTo).toBe('personal-data');
    expect(statuses(navigation)['notification-contacts']).toBe(READ_ONLY);
    expect(statuses(navigation)['personal-data']).toBe(WARNING);
  });

  it('fixing the last warning gives the statuses back from the data', () => {
    const warned = markWarnings(navigationFromRequest(complete), ['personal-data']);
    const { navigation, goTo } = completeStep(warned, 'personal-data', complete);
    expect(goTo).toBe('request-summary');
    expect(statuses(navigation)['personal-data']).toBe(COMPLETE);
    expect(statuses(navigation)['request-summary']).toBe(ENABLED);
  });
});

describe('navigationFromRequest (completeness walk)', () => {
  it('enables notification contacts on a request without data', () => {
    expect(statuses(navigationFromRequest({}))).toMatchObject({
      'initial-summary': COMPLETE,
      'notification-contacts': ENABLED,
      'select-initiative': TODO,
      'personal-data': TODO,
      'request-summary': TODO,
    });
  });

  it('notification contacts are complete once procedureNotification is set', () => {
    expect(statuses(navigationFromRequest({ procedureNotification: contact }))).toMatchObject({
      'notification-contacts': COMPLETE,
      'select-initiative': ENABLED,
    });
  });

  it('select initiative needs both the initiative and the SUAP', () => {
    const onlySuap = navigationFromRequest({ procedureNotification: contact, suap: { suapId: 3 } });
    expect(statuses(onlySuap)['select-initiative']).toBe(ENABLED);
    const both = navigationFromRequest({
      procedureNotification: contact,
      suap: { suapId: 3 },
      iniziative: { iniziativeId: 7 },
    });
    expect(statuses(both)).toMatchObject({ 'select-initiative': COMPLETE, 'personal-data': ENABLED });
  });

  it('personal data need first name, last name and fiscal code', () => {
    const missingFiscalCode = navigationFromRequest({
      ...complete,
      personalData: { ...person, fiscalCode: ' ' },
    });
    expect(statuses(missingFiscalCode)['personal-data']).toBe(ENABLED);
    expect(statuses(navigationFromRequest(complete))).toMatchObject({
      'personal-data': COMPLETE,
      'request-summary': ENABLED,
      'thank-page': TODO,
    });
  });

  it('stops at the first incomplete step even when later ones have data', () => {
    const navigation = navigationFromRequest({ ...complete, procedureNotification: null });
    expect(statuses(navigation)).toMatchObject({
      'notification-contacts': ENABLED,
      'select-initiative': TODO,
      'personal-data': TODO,
      'request-summary': TODO,
    });
  });
});

describe('warnings', () => {
  it('any warning makes all other steps read-only', () => {
    const navigation = createNavigation().map((step) =>
      step.name === 'select-initiative' ? { ...step, status: WARNING } : step,
    );
    expect(statuses(applyWarnings(navigation))).toEqual({
      'initial-summary': READ_ONLY,
      'notification-contacts': READ_ONLY,
      'select-initiative': WARNING,
      'personal-data': READ_ONLY,
      'request-summary': READ_ONLY,
      'thank-page': READ_ONLY,
    });
  });

  it('without warnings nothing changes', () => {
    expect(statuses(applyWarnings(navigationFromRequest(complete)))).toEqual(
      statuses(navigationFromRequest(complete)),
    );
  });

  it('maps missing field paths to their steps in wizard order', () => {
    expect(stepsOfMissingFields(['personalData.fiscalCode', 'suap', 'procedureNotification'])).toEqual([
      'notification-contacts',
      'select-initiative',
      'personal-data',
    ]);
  });

  it('opens the first warning step', () => {
    expect(currentStepOf(markWarnings(navigationFromRequest(complete), ['select-initiative']))).toBe(
      'select-initiative',
    );
  });
});

describe('opening steps', () => {
  it('a step can be opened only when above to-do and below read-only', () => {
    const navigation = completeStep(navigationFromRequest(complete), 'request-summary').navigation;
    expect(canOpenStep(navigation, 'thank-page')).toBe(true);
    expect(canOpenStep(navigation, 'request-summary')).toBe(false);
    expect(canOpenStep(createNavigation(), 'select-initiative')).toBe(false);
    expect(canOpenStep(createNavigation(), 'initial-summary')).toBe(true);
    expect(canOpenStep(null, 'initial-summary')).toBe(false);
  });

  it('retrieves a request at the first step waiting for data, or at a forced step that can be opened', () => {
    expect(retrieveNavigation({ procedureNotification: contact }).current).toBe('select-initiative');
    expect(retrieveNavigation(complete, 'notification-contacts').current).toBe('notification-contacts');
    expect(retrieveNavigation({}, 'personal-data').current).toBe('notification-contacts');
  });

  it('the back link points to the previous step that can be opened', () => {
    const navigation = navigationFromRequest(complete);
    expect(previousStep(navigation, 'personal-data')?.name).toBe('select-initiative');
    expect(previousStep(createNavigation(), 'initial-summary')).toBeNull();
  });
});
