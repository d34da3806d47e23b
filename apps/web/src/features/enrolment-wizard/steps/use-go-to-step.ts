import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { EnrolmentStepName, Language } from '@suap/shared';
import { useLanguage } from '../../../lib/use-language';
import { stepUrl } from './step-machine';

/** The URL of a wizard step in a language. */
export function stepPath(step: EnrolmentStepName, lang: Language): string {
  return `/${lang}/${stepUrl(step)}`;
}

/** Pages outside the wizard it links to (the slugs of the route table, SPEC §2). */
export const outsidePaths = {
  home: (lang: Language) => `/${lang}`,
  startupService: (lang: Language) => `/${lang}/startup-service`,
  privateArea: (lang: Language) => `/${lang}/private-area`,
};

/** Goes to a step, after `delayMs` when the state machine asks for a redirect delay. */
export function useGoToStep() {
  const navigate = useNavigate();
  const lang = useLanguage();
  return useCallback(
    (step: EnrolmentStepName, delayMs = 0) => {
      const go = () => void navigate(stepPath(step, lang));
      if (delayMs > 0) window.setTimeout(go, delayMs);
      else go();
    },
    [navigate, lang],
  );
}
