import {
  DELAYS_MS,
  ENROLMENT_STEPS,
  HIDDEN_ENROLMENT_STEPS,
  isStepClickable,
  missingForStep,
  StepStatus,
  STEPS_WITH_REQUIRED_DATA,
  type EnrolmentStepName,
  type NavigationStep,
  type SendCheckable,
  type StepStatusValue,
} from '@suap/shared';

/**
 * The wizard's step state machine (SPEC §4 "Wizard steps") as plain functions over the navigation list: no
 * React, no storage, so every rule is unit-tested on its own. A navigation is never changed in place.
 */
export type Navigation = readonly NavigationStep[];

const FIRST_STEP = ENROLMENT_STEPS[0];
const LAST_STEP = ENROLMENT_STEPS[ENROLMENT_STEPS.length - 1]!;

/** The step's path under `/:lang/` (the route table uses the same slugs). */
export function stepUrl(name: EnrolmentStepName): string {
  return `enrolment/startup/${name}`;
}

function withStatus(step: NavigationStep, status: StepStatusValue): NavigationStep {
  return step.status === status ? step : { ...step, status };
}

/** A fresh request: only the initial summary can be opened. */
export function createNavigation(): NavigationStep[] {
  return ENROLMENT_STEPS.map((name, index) => ({
    name,
    next: ENROLMENT_STEPS[index + 1] ?? null,
    label: `enrolment.steps.${name}`,
    url: stepUrl(name),
    status: name === FIRST_STEP ? StepStatus.ENABLED : StepStatus.TODO,
    hidden: HIDDEN_ENROLMENT_STEPS.includes(name),
  }));
}

export function findStep(navigation: Navigation, name: EnrolmentStepName): NavigationStep | undefined {
  return navigation.find((step) => step.name === name);
}

/** The steps listed in the step menu: the initial summary and the thank page are hidden (SPEC §2). */
export function visibleSteps(navigation: Navigation): NavigationStep[] {
  return navigation.filter((step) => !step.hidden);
}

export interface StepTransition {
  navigation: NavigationStep[];
  /** Where the wizard goes next, or null when the step has no next one. */
  goTo: EnrolmentStepName | null;
  /** Milliseconds to wait before going there: the last step is reached after a short redirect delay. */
  delayMs: number;
}

/** Any warning makes every other step read-only, so the person fixes what is wrong first. */
export function applyWarnings(navigation: Navigation): NavigationStep[] {
  if (!navigation.some((step) => step.status === StepStatus.WARNING)) return [...navigation];
  return navigation.map((step) =>
    step.status === StepStatus.WARNING ? step : withStatus(step, StepStatus.READ_ONLY),
  );
}

/**
 * Completeness walk (SPEC §4): the steps are walked in order; each one whose data are there is complete, the
 * first that is not becomes enabled, the later ones stay to do. The initial summary counts as done for a
 * request that exists, and the summary is enabled once every data step is complete.
 */
export function navigationFromRequest(request: SendCheckable): NavigationStep[] {
  let blocked = false;
  return createNavigation().map((step) => {
    if (step.name === LAST_STEP) return withStatus(step, StepStatus.TODO);
    if (blocked) return withStatus(step, StepStatus.TODO);
    const hasData =
      step.name === FIRST_STEP ||
      ((STEPS_WITH_REQUIRED_DATA as readonly EnrolmentStepName[]).includes(step.name) &&
        missingForStep(step.name, request).length === 0);
    if (hasData) return withStatus(step, StepStatus.COMPLETE);
    blocked = true;
    return withStatus(step, StepStatus.ENABLED);
  });
}

/** The step to open for a navigation: the first one waiting for the person (warning or enabled). */
export function currentStepOf(navigation: Navigation): EnrolmentStepName {
  const waiting =
    navigation.find((step) => step.status === StepStatus.WARNING) ??
    navigation.find((step) => step.status === StepStatus.ENABLED) ??
    [...navigation].reverse().find((step) => isStepClickable(step.status));
  return waiting?.name ?? FIRST_STEP;
}

/**
 * A request taken up again (SPEC §4 "retrieve ... optionally forced to a given step"): statuses from the
 * completeness walk, and the step to open, the forced one when it can be opened.
 */
export function retrieveNavigation(
  request: SendCheckable,
  forcedStep?: EnrolmentStepName,
): { navigation: NavigationStep[]; current: EnrolmentStepName } {
  const navigation = navigationFromRequest(request);
  const forced = forcedStep ? findStep(navigation, forcedStep) : undefined;
  return {
    navigation,
    current: forced && isStepClickable(forced.status) ? forced.name : currentStepOf(navigation),
  };
}

/**
 * Completing a step (SPEC §4): it becomes complete and the next one enabled (a step already complete stays
 * complete). When the next one is the last, every other step becomes read-only and the wizard goes there after
 * the redirect delay. When the completed step was in warning, the remaining warnings keep the others read-only;
 * with none left, the statuses come again from the data (`request`).
 */
export function completeStep(
  navigation: Navigation,
  name: EnrolmentStepName,
  request?: SendCheckable,
): StepTransition {
  const step = findStep(navigation, name);
  if (!step) return { navigation: [...navigation], goTo: null, delayMs: 0 };
  const next = step.next;

  if (next === LAST_STEP) {
    return {
      navigation: navigation.map((other) =>
        other.name === LAST_STEP
          ? withStatus(other, StepStatus.ENABLED)
          : withStatus(other, StepStatus.READ_ONLY),
      ),
      goTo: next,
      delayMs: DELAYS_MS.navigationRedirect,
    };
  }

  if (step.status === StepStatus.WARNING) {
    const marked = navigation.map((other) =>
      other.name === name ? withStatus(other, StepStatus.COMPLETE) : other,
    );
    const remaining = marked.find((other) => other.status === StepStatus.WARNING);
    if (remaining) return { navigation: applyWarnings(marked), goTo: remaining.name, delayMs: 0 };
    const rebuilt = request ? navigationFromRequest(request) : marked;
    return { navigation: rebuilt, goTo: next ?? null, delayMs: 0 };
  }

  const updated = navigation.map((other) => {
    if (other.name === name) return withStatus(other, StepStatus.COMPLETE);
    if (other.name === next && other.status < StepStatus.ENABLED)
      return withStatus(other, StepStatus.ENABLED);
    return other;
  });
  return { navigation: updated, goTo: next, delayMs: 0 };
}

/** Marks the steps whose data the server found missing as warnings (all others become read-only). */
export function markWarnings(navigation: Navigation, names: readonly EnrolmentStepName[]): NavigationStep[] {
  if (names.length === 0) return [...navigation];
  return applyWarnings(
    navigation.map((step) => (names.includes(step.name) ? withStatus(step, StepStatus.WARNING) : step)),
  );
}

/** The wizard steps a list of missing field paths (e.g. 'personalData.fiscalCode') belongs to, in order. */
export function stepsOfMissingFields(missing: readonly string[]): EnrolmentStepName[] {
  const owner = (path: string): EnrolmentStepName => {
    if (path.startsWith('procedureNotification')) return 'notification-contacts';
    if (path.startsWith('suap') || path.startsWith('iniziative')) return 'select-initiative';
    return 'personal-data';
  };
  const found = new Set(missing.map(owner));
  return ENROLMENT_STEPS.filter((name) => found.has(name));
}

/**
 * Whether a step's page may be shown: it must be clickable, or be the single enabled step that is not (the
 * thank page, reached after sending). Otherwise the wizard opens `currentStepOf` instead.
 */
export function canOpenStep(navigation: Navigation | null, name: EnrolmentStepName): boolean {
  const step = navigation ? findStep(navigation, name) : undefined;
  return step !== undefined && isStepClickable(step.status);
}

/** The clickable visible step before `name`, for the back link; null on the first one. */
export function previousStep(navigation: Navigation, name: EnrolmentStepName): NavigationStep | null {
  const index = navigation.findIndex((step) => step.name === name);
  for (let i = index - 1; i >= 0; i -= 1) {
    const candidate = navigation[i]!;
    if (isStepClickable(candidate.status)) return candidate;
  }
  return null;
}
