import {
  DELAYS_MS,
  isStepClickable,
  StepStatus,
  type EnrolmentStepName,
  type NavigationStep,
  type SendCheckable,
  type StepStatusValue,
} from '@suap/shared';
import { ENROLMENT_STEP_REGISTRY } from './registry/enrolment-steps';
import { definitionOf, stepRoutePath, type StepRegistry, type StepTextKey } from './registry/step-registry';

/**
 * The wizard's step state machine (SPEC §4 "Wizard steps") as plain functions over the navigation list: no
 * React, no storage, so every rule is unit-tested on its own. A navigation is never changed in place. The
 * functions are made from a step registry (createStepMachine), so a test can pass a registry of its own; the
 * wizard uses the ones made from its registry, exported below.
 */
export type WizardNavStep<Id extends string = EnrolmentStepName> = Omit<NavigationStep, 'name' | 'next'> & {
  name: Id;
  next: Id | null;
};
export type Navigation<Id extends string = EnrolmentStepName> = readonly WizardNavStep<Id>[];

export interface StepTransition<Id extends string = EnrolmentStepName> {
  navigation: WizardNavStep<Id>[];
  /** Where the wizard goes next, or null when the step has no next one. */
  goTo: Id | null;
  /** Milliseconds to wait before going there: the last step is reached after a short redirect delay. */
  delayMs: number;
}

/** A step as the step menu lists it: its status, its number among the listed steps and its name's key. */
export interface MenuStep<Id extends string = EnrolmentStepName> {
  step: WizardNavStep<Id>;
  number: number;
  labelKey: StepTextKey;
}

function withStatus<S extends { status: StepStatusValue }>(step: S, status: StepStatusValue): S {
  return step.status === status ? step : { ...step, status };
}

/** The machine of a registry's steps. */
export function createStepMachine<Id extends string>(registry: StepRegistry<Id>) {
  type Step = WizardNavStep<Id>;
  type Nav = Navigation<Id>;
  const ids = registry.map((step) => step.id);
  const firstStep = ids[0]!;
  const lastStep = ids[ids.length - 1]!;

  // A field no step claims belongs to the last step with data of its own (today personal data, as before).
  const fallbackOwner = [...registry].reverse().find((step) => step.missing !== undefined)?.id ?? firstStep;

  const machine = {
    /** The step's path under `/:lang/` (the route table mounts each step there). */
    stepUrl(name: Id): string {
      return stepRoutePath(registry, name);
    },

    /** A fresh request: only the initial summary can be opened. */
    createNavigation(): Step[] {
      return registry.map((step, index) => ({
        name: step.id,
        next: ids[index + 1] ?? null,
        label: step.labelKey,
        url: machine.stepUrl(step.id),
        status: step.id === firstStep ? StepStatus.ENABLED : StepStatus.TODO,
        hidden: step.hidden ?? false,
      }));
    },

    findStep(navigation: Nav, name: Id): Step | undefined {
      return navigation.find((step) => step.name === name);
    },

    /** The steps listed in the step menu: the initial summary and the thank page are hidden (SPEC §2). */
    visibleSteps(navigation: Nav): Step[] {
      return navigation.filter((step) => !step.hidden);
    },

    /** The step menu's entries: the listed steps, numbered, with the registry's name for each. */
    menuSteps(navigation: Nav): MenuStep<Id>[] {
      return machine.visibleSteps(navigation).map((step, index) => ({
        step,
        number: index + 1,
        labelKey: definitionOf(registry, step.name).labelKey,
      }));
    },

    /** Any warning makes every other step read-only, so the person fixes what is wrong first. */
    applyWarnings(navigation: Nav): Step[] {
      if (!navigation.some((step) => step.status === StepStatus.WARNING)) return [...navigation];
      return navigation.map((step) =>
        step.status === StepStatus.WARNING ? step : withStatus(step, StepStatus.READ_ONLY),
      );
    },

    /**
     * Completeness walk (SPEC §4): the steps are walked in order; each one whose data are there (the registry's
     * contract rule finds nothing missing) is complete, the first that is not becomes enabled, the later ones stay
     * to do. The initial summary counts as done for a request that exists, and a step without data of its own
     * (the summary) is enabled once every step before it is complete.
     */
    navigationFromRequest(request: SendCheckable): Step[] {
      let blocked = false;
      return machine.createNavigation().map((step) => {
        if (step.name === lastStep) return withStatus(step, StepStatus.TODO);
        if (blocked) return withStatus(step, StepStatus.TODO);
        const missing = definitionOf(registry, step.name).missing;
        const hasData = step.name === firstStep || (missing !== undefined && missing(request).length === 0);
        if (hasData) return withStatus(step, StepStatus.COMPLETE);
        blocked = true;
        return withStatus(step, StepStatus.ENABLED);
      });
    },

    /** The step to open for a navigation: the first one waiting for the person (warning or enabled). */
    currentStepOf(navigation: Nav): Id {
      const waiting =
        navigation.find((step) => step.status === StepStatus.WARNING) ??
        navigation.find((step) => step.status === StepStatus.ENABLED) ??
        [...navigation].reverse().find((step) => isStepClickable(step.status));
      return waiting?.name ?? firstStep;
    },

    /**
     * A request taken up again (SPEC §4 "retrieve ... optionally forced to a given step"): statuses from the
     * completeness walk, and the step to open, the forced one when it can be opened.
     */
    retrieveNavigation(request: SendCheckable, forcedStep?: Id): { navigation: Step[]; current: Id } {
      const navigation = machine.navigationFromRequest(request);
      const forced = forcedStep ? machine.findStep(navigation, forcedStep) : undefined;
      return {
        navigation,
        current: forced && isStepClickable(forced.status) ? forced.name : machine.currentStepOf(navigation),
      };
    },

    /**
     * Completing a step (SPEC §4): it becomes complete and the next one enabled (a step already complete stays
     * complete). When the next one is the last, every other step becomes read-only and the wizard goes there after
     * the redirect delay. When the completed step was in warning, the remaining warnings keep the others read-only;
     * with none left, the statuses come again from the data (`request`).
     */
    completeStep(navigation: Nav, name: Id, request?: SendCheckable): StepTransition<Id> {
      const step = machine.findStep(navigation, name);
      if (!step) return { navigation: [...navigation], goTo: null, delayMs: 0 };
      const next = step.next;

      if (next === lastStep) {
        return {
          navigation: navigation.map((other) =>
            other.name === lastStep
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
        if (remaining) return { navigation: machine.applyWarnings(marked), goTo: remaining.name, delayMs: 0 };
        const rebuilt = request ? machine.navigationFromRequest(request) : marked;
        return { navigation: rebuilt, goTo: next ?? null, delayMs: 0 };
      }

      const updated = navigation.map((other) => {
        if (other.name === name) return withStatus(other, StepStatus.COMPLETE);
        if (other.name === next && other.status < StepStatus.ENABLED)
          return withStatus(other, StepStatus.ENABLED);
        return other;
      });
      return { navigation: updated, goTo: next, delayMs: 0 };
    },

    /** Marks the steps whose data the server found missing as warnings (all others become read-only). */
    markWarnings(navigation: Nav, names: readonly Id[]): Step[] {
      if (names.length === 0) return [...navigation];
      return machine.applyWarnings(
        navigation.map((step) => (names.includes(step.name) ? withStatus(step, StepStatus.WARNING) : step)),
      );
    },

    /** The wizard steps a list of missing field paths (e.g. 'personalData.fiscalCode') belongs to, in order. */
    stepsOfMissingFields(missing: readonly string[]): Id[] {
      const owner = (path: string): Id =>
        registry.find((step) => step.fields?.some((prefix) => path.startsWith(prefix)))?.id ?? fallbackOwner;
      const found = new Set(missing.map(owner));
      return ids.filter((name) => found.has(name));
    },

    /**
     * Whether a step's page may be shown: it must be clickable, or be the single enabled step that is not (the
     * thank page, reached after sending). Otherwise the wizard opens `currentStepOf` instead.
     */
    canOpenStep(navigation: Nav | null, name: Id): boolean {
      const step = navigation ? machine.findStep(navigation, name) : undefined;
      return step !== undefined && isStepClickable(step.status);
    },

    /** The clickable step before `name`, for the back link; null on the first one. */
    previousStep(navigation: Nav, name: Id): Step | null {
      const index = navigation.findIndex((step) => step.name === name);
      for (let i = index - 1; i >= 0; i -= 1) {
        const candidate = navigation[i]!;
        if (isStepClickable(candidate.status)) return candidate;
      }
      return null;
    },
  };
  return machine;
}

/** The startup wizard's machine, from its registry. */
export const {
  stepUrl,
  createNavigation,
  findStep,
  visibleSteps,
  menuSteps,
  applyWarnings,
  navigationFromRequest,
  currentStepOf,
  retrieveNavigation,
  completeStep,
  markWarnings,
  stepsOfMissingFields,
  canOpenStep,
  previousStep,
} = createStepMachine(ENROLMENT_STEP_REGISTRY);
