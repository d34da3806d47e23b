import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page/PageHeading';
import { usePageMeta } from '../../components/page/use-page-meta';
import { RetrieveError } from '../../components/retrieve-error/RetrieveError';
import { PageLoading } from '../../components/spinner/GlobalSpinner';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/use-language';
import { RequestDetailsView } from './details/RequestDetailsView';
import { useRequestDetails } from './details/use-request-details';
import { requestTitle } from './request-text';
import { privateAreaPath } from './private-area-links';
import { useFrontOfficeUser } from './use-front-office-user';
import './private-area.css';

function parseRequestId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The server answers 404 for someone else's request as for one that does not exist (and 400 for a bad id). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
}

/** Request details (route request-details, FRONT_OFFICE only): one of the citizen's own requests. */
export default function RequestDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useFrontOfficeUser();
  const requestId = parseRequestId(useParams().requestId);
  const details = useRequestDetails(requestId, user !== null);
  const request = details.data?.request;
  const notFound = requestId === null || isNotFound(details.error);
  // The reference code, never the internal id of the address (issue 23): known once the request is loaded.
  let title = t('private-area.title');
  if (notFound) title = t('private-area.details.not-found.title');
  else if (request) title = requestTitle(request, t, 'private-area.details.title');
  usePageMeta({ title });

  if (!user || (!notFound && details.isPending)) return <PageLoading />;

  let body;
  if (notFound) {
    body = (
      <div className="alert alert-warning" role="alert">
        <p className="mb-0">{t('private-area.details.not-found.description')}</p>
      </div>
    );
  } else if (request && request.requestId !== undefined) {
    body = <RequestDetailsView request={{ ...request, requestId: request.requestId }} />;
  } else {
    body = (
      <RetrieveError
        description={t('retrieve-error.request-description')}
        onRetry={() => void details.refetch()}
      />
    );
  }

  return (
    <div className="container py-5 suap-request-details">
      <p className="mb-3">
        <Link to={privateAreaPath(lang)}>{t('private-area.details.back')}</Link>
      </p>
      <PageHeading className="mb-3">{title}</PageHeading>
      {body}
    </div>
  );
}
