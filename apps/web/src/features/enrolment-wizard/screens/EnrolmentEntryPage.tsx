import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isDraftState, isFrontOfficeProfile } from '@suap/shared';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { fetchRequest } from '../../../lib/api/requests';
import { refreshSession, sessionState, useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { draftStore } from '../draft/draft-store';
import { START_STEP } from '../steps/registry/enrolment-steps';
import { stepPath } from '../steps/use-go-to-step';

/**
 * The entry of the startup flow (`/:lang/enrolment[/startup]`). Without parameters it starts a new request on the
 * initial summary; `?requestId=N` resumes that draft at the first step waiting for data (the private area's
 * "resume" links here).
 */
export default function EnrolmentEntryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lang = useLanguage();
  const { user, login } = useSession();
  const frontOffice = user !== null && isFrontOfficeProfile(user.profile.profileId);
  const requestId = Number(params.get('requestId'));

  useEffect(() => {
    let cancelled = false;
    if (!frontOffice) {
      // A new tab: ask the server before sending the person to the provider.
      void refreshSession(lang).then(() => {
        const known = sessionState.get().user;
        if (!cancelled && !(known && isFrontOfficeProfile(known.profile.profileId))) login('fo');
      });
      return () => {
        cancelled = true;
      };
    }
    const start = () => {
      draftStore.clear();
      void navigate(stepPath(START_STEP, lang), { replace: true });
    };
    if (!Number.isInteger(requestId) || requestId <= 0) return start();
    fetchRequest(requestId, lang)
      .then(({ request }) => {
        if (cancelled) return;
        if (!isDraftState(request.stateOfRequest.stateOfRequestId)) return start();
        const current = draftStore.retrieve(request, { resumed: true });
        void navigate(stepPath(current, lang), { replace: true });
      })
      .catch(() => !cancelled && start());
    return () => {
      cancelled = true;
    };
  }, [frontOffice, requestId, lang, navigate, login]);

  return <PageLoading />;
}
