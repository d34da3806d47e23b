import type { ParseKeys } from 'i18next';
import type { SendCheckable } from '@suap/shared';
import { findRoute } from '../../../../lib/routing/route-paths';

/** A translation key of the web texts (typed: a key missing from it.json fails the type check). */
export type StepTextKey = ParseKeys;

/**
 * One wizard step, declared once (issue 26 item 3): everything the wizard derives its routes, step menu, statuses
 * and navigation from. Only data: the screens are named by the route table (app/routes.tsx), so a screen imports
 * the registry without a cycle.
 */
export interface StepDefinition<Id extends string = string> {
  id: Id;
  /** The URL segment under `/:lang/enrolment/startup/`. */
  path: string;
  /** Not listed in the step menu (SPEC §2: the initial summary and the thank page). */
  hidden?: boolean;
  /** The step's name in the step menu and the back link. */
  labelKey: StepTextKey;
  /** The page's h1 and document title. */
  titleKey: StepTextKey;
  /**
   * The shared contract's completeness rule (missing field paths, as the server's save and send read them).
   * Absent: the step has no data of its own and is never complete by data (the request summary).
   */
  missing?: (request: SendCheckable) => string[];
  /** The prefixes of the field paths this step asks for: a field the server finds missing opens its step. */
  fields?: readonly string[];
}

/** The steps in wizard order: the first is the hidden start, the last the page reached by sending. */
export type StepRegistry<Id extends string = string> = readonly StepDefinition<Id>[];

/** Where the wizard's steps live under `/:lang/`: below the startup flow's entry. */
export const WIZARD_BASE_PATH = findRoute('enrolment-startup').path;

export function definitionOf<Id extends string>(registry: StepRegistry<Id>, id: Id): StepDefinition<Id> {
  const found = registry.find((step) => step.id === id);
  if (!found) throw new Error(`Unknown wizard step ${id}`);
  return found;
}

/** The registry's first step: the hidden start, where a new request begins (SPEC §2). */
export function firstStep<Id extends string>(registry: StepRegistry<Id>): Id {
  const first = registry[0];
  if (!first) throw new Error('A wizard needs at least one step');
  return first.id;
}

/** The registry's last step: the page reached by sending, the only one that shows a request already sent. */
export function lastStep<Id extends string>(registry: StepRegistry<Id>): Id {
  const last = registry.at(-1);
  if (!last) throw new Error('A wizard needs at least one step');
  return last.id;
}

/** The step's path under `/:lang/` (the route table mounts the step there). */
export function stepRoutePath<Id extends string>(registry: StepRegistry<Id>, id: Id): string {
  return `${WIZARD_BASE_PATH}/${definitionOf(registry, id).path}`;
}
