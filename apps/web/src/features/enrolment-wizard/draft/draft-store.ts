import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  NavigationStepSchema,
  type EnrolmentStepName,
  type NavigationStep,
  type Request,
} from '@suap/shared';
import { sessionStore } from '../../../lib/session-storage';
import {
  completeStep,
  createNavigation,
  markWarnings,
  retrieveNavigation,
  type StepTransition,
} from '../steps/step-machine';
import { WizardDraftSchema, type WizardDraft } from './wizard-draft';

export interface WizardState {
  draft: WizardDraft | null;
  navigation: NavigationStep[] | null;
  /** After a page reload: the saved draft to fetch again before the wizard can go on. */
  pendingDraftId: number | null;
  /** Set when an existing draft was taken up again: its creation instant, to tell the person so. */
  resumedFrom: string | null;
  /** Changes when the draft is replaced from outside the form (retrieved, reloaded): forms start again. */
  revision: number;
}

const NavigationListSchema = z.array(NavigationStepSchema);
const DraftIdSchema = z.number().int().positive();

const EMPTY: WizardState = {
  draft: null,
  navigation: null,
  pendingDraftId: null,
  resumedFrom: null,
  revision: 0,
};

/**
 * SPEC §4 draft lifecycle: the draft being edited and the step navigation. Kept in session storage so a page
 * reload continues where the person was: a saved draft by its id (fetched again, the server's copy is the
 * truth), a new one whole, since it exists nowhere else yet.
 */
function readSession(): WizardState {
  const navigation = sessionStore.get('navigation', NavigationListSchema) ?? null;
  const localDraft = sessionStore.get('draft', WizardDraftSchema);
  const draftId = sessionStore.get('draftId', DraftIdSchema);
  if (!navigation || (!localDraft && draftId === undefined)) return EMPTY;
  return {
    draft: draftId === undefined ? (localDraft ?? null) : null,
    navigation,
    pendingDraftId: draftId ?? null,
    resumedFrom: null,
    revision: 0,
  };
}

function writeSession(state: WizardState): void {
  const savedId = state.draft?.requestId ?? state.pendingDraftId;
  if (savedId) {
    sessionStore.set('draftId', savedId);
    sessionStore.clear('draft');
  } else if (state.draft) {
    sessionStore.set('draft', state.draft);
    sessionStore.clear('draftId');
  }
  if (state.navigation) sessionStore.set('navigation', state.navigation);
}

type Listener = () => void;

let state: WizardState = readSession();
// Bumped by clear(): a save that was under way when the wizard was left must not bring its draft back.
let generation = 0;
// Set by leave(): the person is leaving the form and the draft is forgotten once the wizard's page is gone.
let leaving = false;
const listeners = new Set<Listener>();

function commit(next: WizardState): void {
  state = next;
  writeSession(state);
  for (const listener of listeners) listener();
}

export const draftStore = {
  getState(): WizardState {
    return state;
  },
  generation(): number {
    return generation;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** A new request, only in this tab until its first save. */
  create(draft: WizardDraft): void {
    generation += 1;
    sessionStore.clear('draftId');
    commit({
      draft,
      navigation: createNavigation(),
      pendingDraftId: null,
      resumedFrom: null,
      revision: state.revision + 1,
    });
  },

  /** An existing request taken up: statuses from its data; returns the step to open. */
  retrieve(
    request: Request,
    options: { forcedStep?: EnrolmentStepName; resumed?: boolean; keepNavigation?: boolean } = {},
  ): EnrolmentStepName {
    const { navigation, current } = retrieveNavigation(request, options.forcedStep);
    commit({
      draft: request,
      navigation: options.keepNavigation && state.navigation ? state.navigation : navigation,
      pendingDraftId: null,
      resumedFrom: options.resumed ? request.createdOn : state.resumedFrom,
      revision: state.revision + 1,
    });
    return current;
  },

  /** Replaces the draft (e.g. with the server's reply to a save) and keeps the navigation. */
  set(draft: WizardDraft, expectedGeneration = generation): void {
    if (expectedGeneration !== generation) return;
    commit({ ...state, draft, pendingDraftId: null });
  },

  /**
   * After a save: the server's copy becomes the draft; a save marked complete completes the step (SPEC §4) and
   * the transition says where to go.
   */
  update(
    step: EnrolmentStepName,
    saved: WizardDraft,
    complete: boolean,
    expectedGeneration = generation,
  ): StepTransition | null {
    if (expectedGeneration !== generation) return null;
    if (!complete || !state.navigation) {
      commit({ ...state, draft: saved, pendingDraftId: null });
      return null;
    }
    const transition = completeStep(state.navigation, step, saved);
    commit({ ...state, draft: saved, navigation: transition.navigation, pendingDraftId: null });
    return transition;
  },

  /** Completes a step that saves nothing (the initial summary). */
  completeWithoutSave(step: EnrolmentStepName): StepTransition | null {
    if (!state.navigation) return null;
    const transition = completeStep(state.navigation, step, state.draft ?? undefined);
    commit({ ...state, navigation: transition.navigation });
    return transition;
  },

  /** The server found data missing on send: those steps become warnings, the others read-only. */
  warn(steps: readonly EnrolmentStepName[]): void {
    if (!state.navigation) return;
    commit({ ...state, navigation: markWarnings(state.navigation, steps) });
  },

  /**
   * SPEC §2: the person leaves the form. Clearing at once would leave the step on screen (React keeps it while
   * the next page renders) without a draft, so it would start a new request, find the old draft and bring the
   * person back with the draft-found dialog (issue 23 item 1). The step clears when it unmounts instead.
   */
  leave(): void {
    leaving = true;
  },
  isLeaving(): boolean {
    return leaving;
  },

  /** Leaves the draft: also forgets the stored draft id, draft and navigation (SPEC §4 "clear"). */
  clear(): void {
    generation += 1;
    leaving = false;
    state = { ...EMPTY, revision: state.revision + 1 };
    sessionStore.clear('draftId');
    sessionStore.clear('draft');
    sessionStore.clear('navigation');
    for (const listener of listeners) listener();
  },

  /** Tests start from what is in session storage, as a page load does. */
  reloadFromSession(): void {
    state = readSession();
    for (const listener of listeners) listener();
  },
};

export function useWizardState(): WizardState {
  return useSyncExternalStore(draftStore.subscribe, draftStore.getState, draftStore.getState);
}
