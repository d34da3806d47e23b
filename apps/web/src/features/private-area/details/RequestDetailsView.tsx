import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDraftState, type Request } from '@suap/shared';
import { DetailSectionCard } from '../../../components/detail-card/DetailSectionCard';
import { RequestStateBadge } from '../../../components/request-state-badge';
import { useLanguage } from '../../../lib/use-language';
import { resumeDraftPath } from '../private-area-links';
import { detailSections } from './detail-rows';
import { useRecapDownload } from './use-recap-download';

/** The state, the actions (PDF recap; resume for a draft) and every field of one request. */
export function RequestDetailsView({ request }: { request: Request & { requestId: number } }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const download = useRecapDownload();
  const draft = isDraftState(request.stateOfRequest.stateOfRequestId);

  return (
    <>
      <RequestStateBadge
        className="mb-4"
        stateId={request.stateOfRequest.stateOfRequestId}
        updatedOn={request.updatedOn}
      />
      <div className="d-flex flex-column flex-sm-row flex-wrap gap-2 mb-2 suap-request-details-actions">
        <button type="button" className="btn btn-primary" onClick={() => void download(request)}>
          {t('private-area.details.download')}
        </button>
        {draft && (
          <Link className="btn btn-outline-primary" to={resumeDraftPath(request.requestId, lang)}>
            {t('private-area.details.resume')}
          </Link>
        )}
      </div>
      <p className="small mb-4">{t('private-area.details.download-note')}</p>
      {detailSections(request, t, lang).map((section) => (
        <DetailSectionCard
          key={section.id}
          section={section}
          notProvided={t('private-area.details.not-provided')}
          listClassName="suap-request-fields"
        />
      ))}
    </>
  );
}
