import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDraftState, SENT_REQUEST_STATES, type Request } from '@suap/shared';
import { DetailSectionCard } from '../../../components/detail-card/DetailSectionCard';
import { RequestStateBadge } from '../../../components/request-state-badge';
import { useLanguage } from '../../../lib/use-language';
import { resumeDraftPath } from '../private-area-links';
import { detailSections } from './detail-rows';
import { RequestAttachments } from './RequestAttachments';
import { useProcedure } from './procedure/get-procedure';
import { ProcedureSection } from './procedure/ProcedureSection';
import { useDecisionDownload } from '../../../components/pdf-download/use-decision-download';
import { CITIZEN_DECISION } from './procedure/decision-download';
import { useRecapDownload } from './use-recap-download';

/**
 * The state, the actions (PDF recap; the decision once there is one; resume for a draft), where a sent request
 * stands in the procedure (issue 27), its documents (issue 29; a deleted draft's are gone) and every field of
 * one request.
 */
export function RequestDetailsView({ request }: { request: Request & { requestId: number } }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const download = useRecapDownload();
  const downloadDecision = useDecisionDownload(CITIZEN_DECISION);
  const stateId = request.stateOfRequest.stateOfRequestId;
  const draft = isDraftState(stateId);
  // Drafts and deleted drafts were never sent: they have no procedure.
  const sent = SENT_REQUEST_STATES.includes(stateId);
  const procedure = useProcedure(request.requestId, sent);
  const hasDecision = sent && procedure.data?.procedure.hasDecision === true;

  return (
    <>
      <RequestStateBadge
        className="mb-4"
        stateId={stateId}
        updatedOn={request.updatedOn}
        termDueOn={request.termDueOn}
        termExpired={request.termExpired}
      />
      <div className="d-flex flex-column flex-sm-row flex-wrap gap-2 mb-2 suap-request-details-actions">
        {hasDecision && (
          <button type="button" className="btn btn-primary" onClick={() => void downloadDecision(request)}>
            {t('private-area.procedure.decision.download')}
          </button>
        )}
        <button
          type="button"
          className={hasDecision ? 'btn btn-outline-primary' : 'btn btn-primary'}
          onClick={() => void download(request)}
        >
          {t('private-area.details.download')}
        </button>
        {draft && (
          <Link className="btn btn-outline-primary" to={resumeDraftPath(request.requestId, lang)}>
            {t('private-area.details.resume')}
          </Link>
        )}
      </div>
      <p className="small mb-4">
        {t(hasDecision ? 'private-area.procedure.decision.note' : 'private-area.details.download-note')}
      </p>
      {sent && (
        <ProcedureSection
          requestId={request.requestId}
          referenceCode={request.referenceCode ?? ''}
          query={procedure}
        />
      )}
      {(draft || sent) && (
        <RequestAttachments
          requestId={request.requestId}
          draft={draft}
          history={procedure.data?.procedure.history}
          historyLoading={procedure.isPending || procedure.isFetching}
        />
      )}
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
