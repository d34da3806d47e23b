import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDraftState, RequestSchema, type Request } from '@suap/shared';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../components/modal';
import { RequestStateBadge } from '../../../components/request-state-badge';
import { RetrieveError } from '../../../components/retrieve-error/RetrieveError';
import { fetchBackOfficePdfRecap, useBackOfficeRequest } from '../../../lib/api/backoffice';
import { saveFile } from '../../../lib/api/requests';
import { isApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { requestListPath } from '../back-office-links';
import { DetailSectionCard } from '../DetailList';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { useKeepSelection, useStoredSelection } from '../use-selected';
import { DraftStorageLimitForm } from './DraftStorageLimitForm';
import { requestSections } from './request-sections';
import { wasSent } from './request-visibility';

function useRecapDownload() {
  const { t, i18n } = useTranslation();
  return useCallback(
    async (request: Request & { requestId: number }) => {
      try {
        const pdf = await fetchBackOfficePdfRecap(request.requestId);
        const code = request.referenceCode ?? String(request.requestId);
        // The page downloads only its own language; the file name may need the other one.
        await i18n.loadLanguages(request.language);
        saveFile(pdf, t('backoffice.request-details.pdf-file-name', { code, lng: request.language }));
      } catch {
        openModal<AlertModalData>({
          component: ALERT_MODAL,
          severity: 'error',
          data: {
            title: t('ep.api-errors.pdf-request.message'),
            // SPEC §8: the catalogue's pdf-request text, worded to fit staff as well as citizens.
            description: t('ep.api-errors.pdf-request.description'),
          },
        });
      }
    },
    [t, i18n],
  );
}

function RequestDetailsBody({ request }: { request: Request & { requestId: number } }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const download = useRecapDownload();
  const stateId = request.stateOfRequest.stateOfRequestId;
  return (
    <>
      <RequestStateBadge className="mb-4" stateId={stateId} updatedOn={request.updatedOn} />
      {wasSent(stateId) ? (
        <div className="suap-bo-actions mb-4">
          <button type="button" className="btn btn-primary" onClick={() => void download(request)}>
            {t('backoffice.request-details.download')}
          </button>
        </div>
      ) : (
        <p className="mb-4">{t('backoffice.request-details.not-sent-note')}</p>
      )}
      {isDraftState(stateId) && <DraftStorageLimitForm request={request} />}
      {requestSections(request, t, lang).map((section) => (
        <DetailSectionCard key={section.id} section={section} />
      ))}
    </>
  );
}

/** Back-office request details (route back-office-request-details): the request chosen in the list. */
export default function RequestDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stored = useStoredSelection('selectedRequest', RequestSchema);
  const requestId = stored?.requestId ?? null;
  const details = useBackOfficeRequest(requestId);
  const request = details.data?.request ?? stored;
  useKeepSelection('selectedRequest', request);
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
  } else if (request?.requestId !== undefined) {
    body = <RequestDetailsBody request={{ ...request, requestId: request.requestId }} />;
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
