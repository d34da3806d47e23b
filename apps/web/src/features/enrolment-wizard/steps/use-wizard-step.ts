import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  DELAYS_MS,
  isDraftState,
  isFrontOfficeProfile,
  SuapSelectionSchema,
  type EnrolmentStepName,
  type User,
} from '@suap/shared';
import { fetchLatestDraft, fetchRequest } from '../../../lib/api/requests';
import { refreshSession, sessionState, useSession } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { useLanguage } from '../../../lib/use-language';
import { draftStore, useWizardState, type WizardState } from '../draft/draft-store';
import { newDraft } from '../draft/wizard-draft';
import { openDraftFound } from '../modals/DraftFoundModal';
import { SENT_STEP, START_STEP } from './registry/enrolment-steps';
import { canOpenStep, currentStepOf } from './step-machine';
import { stepPath } from './use-go-to-step';

/**
 * SPEC §4: after a page reload the wizard waits for the logged user at most 1 s (the session is restored from
 * storage, so normally at once) and goes on 200 ms after it is there.
 */
export function whenUserReady(timeoutMs: number = DELAYS_MS.sessionReloadTimeout): Promise<User | null> {
  return new Promise((resolve) => {
    const ready = () => sessionState.get().user;
    let settled = false;
    const finish = (user: User | null) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      window.clearTimeout(timer);
      if (user) window.setTimeout(() => resolve(user), DELAYS_MS.sessionReloadAfterFire);
      else resolve(null);
    };
    const unsubscribe = sessionState.subscribe(() => {
      const user = ready();
      if (user) finish(user);
    });
    const timer = window.setTimeout(() => finish(ready()), timeoutMs);
    const now = ready();
    if (now) finish(now);
  });
}

export interface WizardStep extends WizardState {
  /** The step can be shown: a front-office user, a draft, and a status that lets this step open. */
  ready: boolean;
  user: User | null;
}

/**
 * Everything a step page needs before it can show: a logged-in front-office user (else the login, coming back
 * here), the draft (restored after a reload, or started on the initial summary, with the draft-found check), and
 * a status that lets this step open (else the step waiting for the person).
 */
export function useWizardStep(step: EnrolmentStepName): WizardStep {
  const session = useSession();
  const state = useWizardState();
  const lang = useLanguage();
  const navigate = useNavigate();
  const user = session.user;
  const frontOffice = user !== null && isFrontOfficeProfile(user.profile.profileId);
  const started = useRef(false);

  // Leaving the form (abort modal): the draft goes once this step's page has gone, never while it is on screen.
  useEffect(
    () => () => {
      if (draftStore.isLeaving()) draftStore.clear();
    },
    [],
  );

  // Anyone else logs in first and comes back to this page. A new tab has nothing in its session storage yet:
  // the server is asked first, as its session cookie may well be valid.
  const { login } = session;
  useEffect(() => {
    if (frontOffice) return;
    let cancelled = false;
    void refreshSession(lang).then(() => {
      const known = sessionState.get().user;
      if (!cancelled && !(known && isFrontOfficeProfile(known.profile.profileId))) login('fo');
    });
    return () => {
      cancelled = true;
    };
  }, [frontOffice, login, lang]);

  // A saved draft after a page reload: fetched again (the server's copy is the truth), at this step.
  const pendingId = state.pendingDraftId;
  useEffect(() => {
    if (!frontOffice || pendingId === null) return;
    let cancelled = false;
    void (async () => {
      const readyUser = await whenUserReady();
      if (cancelled) return;
      if (!readyUser) return login('fo');
      try {
        const { request } = await fetchRequest(pendingId, lang);
        if (cancelled) return;
        // Only the thank page shows a request that is no longer a draft (the one just sent).
        const sent = !isDraftState(request.stateOfRequest.stateOfRequestId);
        if (sent && step !== SENT_STEP) throw new Error('not a draft');
        draftStore.retrieve(request, { forcedStep: step, keepNavigation: true });
      } catch {
        if (cancelled) return;
        draftStore.clear();
        void navigate(stepPath(START_STEP, lang), { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [frontOffice, pendingId, lang, step, navigate, login]);

  // A request already sent is finished: opening the initial summary again starts a new one.
  const finished =
    state.draft?.stateOfRequest !== undefined && !isDraftState(state.draft.stateOfRequest.stateOfRequestId);
  useEffect(() => {
    if (finished && step === START_STEP) draftStore.clear();
  }, [finished, step]);

  // No draft: a new request starts on the initial summary, after checking for a draft to resume.
  const hasDraft = state.draft !== null || pendingId !== null;
  useEffect(() => {
    if (!frontOffice || hasDraft || !user || draftStore.isLeaving()) return;
    if (step !== START_STEP) {
      void navigate(stepPath(START_STEP, lang), { replace: true });
      return;
    }
    if (started.current) return;
    started.current = true;
    // The page shows once the check is done, so the draft-found modal never pops up over a step in use.
    // The most recently changed draft only: the server answers one row, however many requests there are.
    fetchLatestDraft(user.userId, lang)
      .catch(() => null) // without the list the person simply starts a new request
      .then((existing) => {
        draftStore.create(newDraft(user, sessionStore.get('selectedSuap', SuapSelectionSchema)));
        if (existing) openDraftFound({ draft: existing, user });
      });
  }, [frontOffice, hasDraft, user, step, lang, navigate]);

  // A step whose status does not let it open sends to the step waiting for the person.
  const openable = state.navigation !== null && canOpenStep(state.navigation, step);
  useEffect(() => {
    if (!frontOffice || state.draft === null || state.navigation === null || openable) return;
    void navigate(stepPath(currentStepOf(state.navigation), lang), { replace: true });
  }, [frontOffice, state.draft, state.navigation, openable, lang, navigate]);

  return { ...state, user, ready: frontOffice && state.draft !== null && openable };
}
