import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FINAL_REQUEST_STATES, formatDate, type Procedure, type Request } from '@suap/shared';
import { Icon } from '../../../../components/icon/Icon';
import { useFocusAfterModal } from '../../../../components/modal/use-focus-after-modal';
import { RequestHistory } from '../../../../components/request-history';
import { RetrieveError } from '../../../../components/retrieve-error/RetrieveError';
import { useSession } from '../../../../lib/session';
import { AttachmentsSection } from './AttachmentsSection';
import { NotificationsSection } from './NotificationsSection';
import { SsuSection } from './SsuSection';
import { StaffActionsPanel } from './StaffActionsPanel';
import { useProcedure } from './use-procedure';

interface ProcedurePanelProps {
  request: Request & { requestId: number };
}

/**
 * Where a sent request stands: its responsible officer (Law 241/1990 art. 5), the term the citizen has to answer
 * and whether it has run out, what the logged-in member of staff may do about it, then every step so far, the
 * documents handed in with them, the messages the applicant was sent about them, and the request in the national
 * SUAP system (issue 30).
 */
export function ProcedurePanel({ request }: ProcedurePanelProps) {
  const { t } = useTranslation();
  const query = useProcedure(request.requestId);
  if (query.isError)
    return (
      <RetrieveError
        description={t('backoffice.procedure.load-error')}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return null;
  return (
    <>
      <ProcedureCard procedure={query.data.procedure} request={request} />
      <HistoryCard procedure={query.data.procedure} request={request} />
      <AttachmentsSection requestId={request.requestId} history={query.data.procedure.history} />
      <NotificationsSection requestId={request.requestId} />
      <SsuSection requestId={request.requestId} />
    </>
  );
}

/** The shared timeline, as staff read it: every person by name, the texts in the request's language. */
function HistoryCard({ procedure, request }: { procedure: Procedure } & ProcedurePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card card-bg mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-3">
          {t('backoffice.procedure.history')}
        </h2>
        <RequestHistory
          entries={procedure.history}
          viewer="staff"
          requestLanguage={request.language}
          headingLevel={3}
          labelledBy={id}
        />
      </div>
    </section>
  );
}

function ProcedureCard({ procedure, request }: { procedure: Procedure } & ProcedurePanelProps) {
  const { t } = useTranslation();
  const { user, profileId } = useSession();
  const id = useId();
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  // An action changes which buttons are shown: when its dialog closes and the button that opened it is gone,
  // focus goes to the actions' heading rather than to the top of the page.
  useFocusAfterModal(actionsHeading);
  const responsible = procedure.responsibleOperator;
  const userId = user?.userId ?? null;

  return (
    <section className="card card-bg mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4 mb-3">
          {t('backoffice.procedure.title')}
        </h2>
        <dl className="row mb-0 suap-bo-fields">
          <div className="col-12 col-md-6">
            <dt>{t('backoffice.procedure.responsible')}</dt>
            <dd>
              {responsible
                ? t(
                    responsible.userId === userId
                      ? 'backoffice.procedure.responsible-you'
                      : 'backoffice.procedure.responsible-name',
                    { name: `${responsible.firstName} ${responsible.lastName}` },
                  )
                : t(
                    // Concluded before anyone took it in charge (a request withdrawn as soon as it was sent).
                    FINAL_REQUEST_STATES.includes(procedure.stateId)
                      ? 'backoffice.procedure.responsible-never'
                      : 'backoffice.procedure.responsible-none',
                  )}
            </dd>
          </div>
          {procedure.termDueOn && (
            <div className="col-12 col-md-6">
              <dt>{t('backoffice.procedure.term')}</dt>
              <dd>
                {t('backoffice.procedure.term-value', { date: formatDate(procedure.termDueOn) })}
                {procedure.termExpired && (
                  // Said in words, with an icon beside: never by colour alone (WCAG 1.4.1).
                  <strong className="d-block suap-bo-overdue">
                    <Icon name="it-warning-circle" color="danger" size="sm" className="me-1" />
                    {t('backoffice.procedure.term-expired')}
                  </strong>
                )}
              </dd>
            </div>
          )}
        </dl>
        <StaffActionsPanel
          procedure={procedure}
          language={request.language}
          userId={userId}
          profileId={profileId}
          headingId={`${id}-actions`}
          headingRef={actionsHeading}
        />
      </div>
    </section>
  );
}
