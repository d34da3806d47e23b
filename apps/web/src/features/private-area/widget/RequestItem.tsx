import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, isDraftState, type Request } from '@suap/shared';
import { RequestStateBadge } from '../../../components/request-state-badge';
import { sessionStore } from '../../../lib/session-storage';
import { useLanguage } from '../../../lib/use-language';
import { openDeleteDraft } from '../delete-draft/DeleteDraftModal';
import { requestDetailsPath, resumeDraftPath } from '../private-area-links';
import { initiativeName, requestTitle, serviceTypeName } from '../request-text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === '' || children === null || children === undefined;
  return (
    <div className="col-12 col-md-6 col-xl-4">
      <dt>{label}</dt>
      <dd>{empty ? t('private-area.requests.not-provided') : children}</dd>
    </div>
  );
}

/**
 * One request of the widget (SPEC §2, §4): its id links to the details; service type, SUAP, initiative and the
 * state badge with its caption. Only drafts get resume and delete, with the day they expire if left alone. The
 * title is the number the citizen quotes: the reference code once sent, "draft started on …" before.
 */
export function RequestItem({ request }: { request: Request & { requestId: number } }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { requestId } = request;
  const draft = isDraftState(request.stateOfRequest.stateOfRequestId);
  const title = requestTitle(request, t);
  const started = { date: formatDate(request.createdOn) };
  const headingId = `request-${requestId}-title`;

  return (
    <li className="card card-bg suap-request-item">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
          <h3 id={headingId} className="h5 mb-0">
            <Link
              to={requestDetailsPath(requestId, lang)}
              onClick={() => sessionStore.set('selectedRequest', request)}
            >
              {title}
            </Link>
          </h3>
          <RequestStateBadge
            stateId={request.stateOfRequest.stateOfRequestId}
            updatedOn={request.updatedOn}
            termDueOn={request.termDueOn}
            termExpired={request.termExpired}
          />
        </div>
        <dl className="row mb-0">
          <Field label={t('private-area.requests.service-type')}>{serviceTypeName(request, lang)}</Field>
          <Field label={t('private-area.requests.suap')}>{request.suap?.name}</Field>
          <Field label={t('private-area.requests.initiative')}>{initiativeName(request, lang)}</Field>
          {request.sentRequestDate && (
            <Field label={t('private-area.requests.sent-on')}>{formatDate(request.sentRequestDate)}</Field>
          )}
        </dl>
        {draft && (
          <>
            {request.draftExpiresOn && (
              <p className="small mb-3">
                {t('private-area.requests.expires-on', { date: formatDate(request.draftExpiresOn) })}
              </p>
            )}
            <div className="d-flex flex-column flex-sm-row gap-2 suap-request-actions">
              <Link
                className="btn btn-primary btn-sm"
                to={resumeDraftPath(requestId, lang)}
                aria-label={t('private-area.requests.resume-label', started)}
              >
                {t('private-area.requests.resume')}
              </Link>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => openDeleteDraft({ requestId, version: request.version })}
                aria-label={t('private-area.requests.delete-label', started)}
              >
                {t('private-area.requests.delete')}
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
