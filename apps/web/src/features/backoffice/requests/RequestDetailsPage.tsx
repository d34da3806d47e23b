import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDraftState, RequestListItemSchema, type Request } from '@suap/shared';
import { DetailSectionCard } from '../../../components/detail-card/DetailSectionCard';
import { usePdfDownload } from '../../../components/pdf-download/use-pdf-download';
import { RequestStateBadge } from '../../../components/request-state-badge';
import { RetrieveError } from '../../../components/retrieve-error/RetrieveError';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { fetchBackOfficePdfRecap, useBackOfficeRequest } from '../../../lib/api/backoffice';
import { isApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { requestListPath } from '../back-office-links';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { useKeepSelection, useStoredSelection } from '../use-selected';
import { DraftStorageLimitForm } from './DraftStorageLimitForm';
import { useDecisionDownload } from '../../../components/pdf-download/use-decision-download';
import { STAFF_DECISION } from './procedure/decision-pdf';
import { ProcedurePanel } from './procedure/ProcedurePanel';
import { useProcedure } from './procedure/use-procedure';
import { requestSections } from './request-sections';
import { wasSent } from './request-visibility';

/** The PDF through the back-office path, named in the request's language (like the PDF inside it). */
function useRecapDownload() {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (request: Request & { requestId: number }) =>
      download({
        fetchPdf: () => fetchBackOfficePdfRecap(request.requestId),
        language: request.language,
        fileName: () =>
          t('backoffice.request-details.pdf-file-name', {
            code: request.referenceCode ?? String(request.requestId),
            lng: request.language,
          }),
      }),
    [t, download],
  );
}

function RequestDetailsBody({ request }: { request: Request & { requestId: number } }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const download = useRecapDownload();
  const downloadDecision = useDecisionDownload(STAFF_DECISION);
  const stateId = request.stateOfRequest.stateOfRequestId;
  const sent = wasSent(stateId);
  // Drafts and deleted requests have no procedure: they are never asked for one.
  const hasDecision = useProcedure(request.requestId, sent).data?.procedure.hasDecision === true;
  return (
    <>
      <RequestStateBadge
        className="mb-4"
        stateId={stateId}
        updatedOn={request.updatedOn}
        termDueOn={request.termDueOn}
        termExpired={request.termExpired}
      />
      {sent ? (
        <div className="suap-bo-actions d-flex flex-wrap gap-2 mb-4">
          <button type="button" className="btn btn-primary" onClick={() => void download(request)}>
            {t('backoffice.request-details.download')}
          </button>
          {hasDecision && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void downloadDecision(request)}
            >
              {t('backoffice.procedure.decision-download')}
            </button>
          )}
        </div>
      ) : (
        <p className="mb-4">{t('backoffice.request-details.not-sent-note')}</p>
      )}
      {sent && <ProcedurePanel request={request} />}
      {isDraftState(stateId) && <DraftStorageLimitForm request={request} />}
      {requestSections(request, t, lang).map((section) => (
        <DetailSectionCard
          key={section.id}
          section={section}
          notProvided={t('backoffice.not-provided')}
          listClassName="suap-bo-fields"
        />
      ))}
    </>
  );
}

/** Back-office request details (route back-office-request-details): the request chosen in the list. */
export default function RequestDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The list stores its line of the request, too little to show here: only its id is used, to read the whole
  // request. The whole request this page keeps for a reload reads as a line too.
  const stored = useStoredSelection('selectedRequest', RequestListItemSchema);
  const requestId = stored?.requestId ?? null;
  const details = useBackOfficeRequest(requestId);
  const request = details.data?.request;
  useKeepSelection('selectedRequest', request ?? stored);
  const notFound = isApiError(details.error) && details.error.httpStatus === 404;

  let body;
  if (requestId === null || notFound) {
    body = (
      <div className="callout warning" role="alert">
        <div className="callout-title">{t('backoffice.request-details.none.title')}</div>
        <p className="mb-0">{t('backoffice.request-details.none.description')}</p>
      </div>
    );
  } else if (details.isError) {
    body = (
      <RetrieveError
        description={t('retrieve-error.request-description')}
        onRetry={() => void details.refetch()}
      />
    );
  } else if (request) {
    body = <RequestDetailsBody request={{ ...request, requestId }} />;
  } else {
    body = <PageLoading />;
  }

  return (
    <BackOfficeLayout
      route="back-office-request-details"
      title={
        requestId === null
          ? t('backoffice.request-details.title-none')
          : t('backoffice.request-details.title', { id: requestId })
      }
      before={
        <p className="mb-3">
          <Link to={requestListPath(lang)}>{t('backoffice.request-details.back')}</Link>
        </p>
      }
    >
      {body}
    </BackOfficeLayout>
  );
}
