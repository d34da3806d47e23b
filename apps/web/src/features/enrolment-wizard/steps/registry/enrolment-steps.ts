import {
  HIDDEN_ENROLMENT_STEPS,
  missingForStep,
  type EnrolmentStepName,
  type SendCheckable,
} from '@suap/shared';
import type { WizardDraft } from '../../draft/wizard-draft';
import { contactsChanges, type ContactsValues } from '../notification-contacts/contacts-form';
import { personalChanges, type PersonalValues } from '../personal-data/personal-data-form';
import { initiativeChanges, type InitiativeValues } from '../select-initiative/initiative-form';
import { firstStep, lastStep, type StepDefinition, type StepRegistry } from './step-registry';

/** A step with a form: `save` turns the form's values into the draft's changes that the save sends. */
export type DataStep<V> = StepDefinition<EnrolmentStepName> & {
  save: (values: V) => Partial<WizardDraft>;
};

/** The shared contract's completeness rule of a step: the same one the server's save and send read. */
const contractRule = (step: EnrolmentStepName) => (request: SendCheckable) => missingForStep(step, request);

/**
 * What the shared contract says of a step: its id, its path segment (the step's name, SPEC §2) and whether the
 * menu lists it. The route table builds the step routes from the same contract list (ENROLMENT_STEPS), because
 * no public page may load this file (scripts/bundle-budget.mjs): app/routes.test.ts checks both agree.
 */
function contractStep<const Id extends EnrolmentStepName>(id: Id) {
  return { id, path: id, hidden: HIDDEN_ENROLMENT_STEPS.includes(id) };
}

/*
 * The startup wizard's steps (SPEC §4), one entry each, in the order of the shared contract's ENROLMENT_STEPS,
 * which the server reads too (a test checks it). The screen of each is named in the route table.
 */

export const initialSummaryStep = {
  ...contractStep('initial-summary'),
  labelKey: 'enrolment.steps.initial-summary',
  titleKey: 'enrolment.steps.initial-summary',
} as const satisfies StepDefinition<EnrolmentStepName>;

export const notificationContactsStep = {
  ...contractStep('notification-contacts'),
  labelKey: 'enrolment.steps.notification-contacts',
  titleKey: 'enrolment.steps.notification-contacts',
  missing: contractRule('notification-contacts'),
  fields: ['procedureNotification'],
  save: contactsChanges,
} as const satisfies DataStep<ContactsValues>;

export const selectInitiativeStep = {
  ...contractStep('select-initiative'),
  labelKey: 'enrolment.steps.select-initiative',
  titleKey: 'enrolment.steps.select-initiative',
  missing: contractRule('select-initiative'),
  fields: ['suap', 'iniziative'],
  save: initiativeChanges,
} as const satisfies DataStep<InitiativeValues>;

export const personalDataStep = {
  ...contractStep('personal-data'),
  labelKey: 'enrolment.steps.personal-data',
  titleKey: 'enrolment.steps.personal-data',
  missing: contractRule('personal-data'),
  fields: ['personalData', 'partitaIva'],
  save: personalChanges,
} as const satisfies DataStep<PersonalValues>;

/** No data of its own: the answers are checked and sent from here. */
export const requestSummaryStep = {
  ...contractStep('request-summary'),
  labelKey: 'enrolment.steps.request-summary',
  titleKey: 'enrolment.steps.request-summary',
} as const satisfies StepDefinition<EnrolmentStepName>;

export const thankPageStep = {
  ...contractStep('thank-page'),
  labelKey: 'enrolment.steps.thank-page',
  titleKey: 'enrolment.steps.thank-page',
} as const satisfies StepDefinition<EnrolmentStepName>;

export const ENROLMENT_STEP_REGISTRY: StepRegistry<EnrolmentStepName> = [
  initialSummaryStep,
  notificationContactsStep,
  selectInitiativeStep,
  personalDataStep,
  requestSummaryStep,
  thankPageStep,
];

/** Where a new request starts, and the page reached by sending: the registry's first and last step. */
export const START_STEP = firstStep(ENROLMENT_STEP_REGISTRY);
export const SENT_STEP = lastStep(ENROLMENT_STEP_REGISTRY);
