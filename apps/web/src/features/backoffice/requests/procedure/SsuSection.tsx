import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  BACK_OFFICE_OPERATIONS,
  formatDate,
  formatDateTime,
  type BackOfficeOperation,
  type SsuCall,
  type SsuStatus,
} from '@suap/shared';
import { RetrieveError } from '../../../../components/retrieve-error/RetrieveError';
import { OutboxStatus } from './OutboxStatus';
import { useSsuStatus } from './use-ssu-status';
// The calls are listed as the messages to the applicant are: same rules between items, same status badges.
import './notifications-section.css';

const SEND_PURPOSES = ['presented', 'integrated', 'corrected', 'retry'] as const;
type SendPurpose = (typeof SEND_PURPOSES)[number];
const isSendPurpose = (purpose: SsuCall['purpose']): purpose is SendPurpose =>
  SEND_PURPOSES.includes(purpose as SendPurpose);

const AUDIT_PURPOSES = ['presented', 'integrated', 'corrected', 'receipt', 'withdrawal', 'retry'] as const;
type AuditPurpose = (typeof AUDIT_PURPOSES)[number];
const isAuditPurpose = (purpose: SsuCall['purpose']): purpose is AuditPurpose =>
  AUDIT_PURPOSES.includes(purpose as AuditPurpose);

/** The back office's operations a document fetched, or a retry asked of it, belongs to (issue 30). */
const BACK_OFFICE_PURPOSES = BACK_OFFICE_OPERATIONS;
type BackOfficePurpose = BackOfficeOperation;
const isBackOfficePurpose = (purpose: SsuCall['purpose']): purpose is BackOfficePurpose =>
  BACK_OFFICE_PURPOSES.includes(purpose as BackOfficePurpose);

/**
 * The call in words: an instance sent says why (presented, integrated, corrected, again), an audit what it told
 * the catalogue; an audit message the portal has no words for (or whose purpose is not an audit's) is named as it
 * went. A document fetched from the back office, and a retry asked of it, say which of its operations they belong
 * to (its outcome, its integration request), or only what they are when the call does not say.
 */
function operationText(t: TFunction, call: SsuCall): string {
  switch (call.operation) {
    case 'send_instance':
      return t(
        `ssu.back-office.operations.send_instance.${isSendPurpose(call.purpose) ? call.purpose : 'presented'}`,
      );
    case 'audit':
      return isAuditPurpose(call.purpose)
        ? t(`ssu.back-office.operations.audit.${call.purpose}`)
        : t('ssu.back-office.operations.audit.other', { message: call.message ?? '' });
    case 'fetch_document':
    case 'retry':
      return t(
        `ssu.back-office.operations.${call.operation}.${isBackOfficePurpose(call.purpose) ? call.purpose : 'other'}`,
      );
    default:
      // Only the operations named by one text are left here, never one with an object of texts: the typed keys
      // fail the type check if a new operation with purposes falls through to this branch.
      return t(`ssu.back-office.operations.${call.operation}`);
  }
}

const INCONSISTENCY_CODES = ['ERROR_404_001', 'ERROR_412_001', 'ERROR_500_007', 'ERROR_503_001'] as const;
type InconsistencyCode = (typeof INCONSISTENCY_CODES)[number];

/** What the portal found wrong, from its SSU error code; a code it has no words for is shown as it is. */
function inconsistencyText(t: TFunction, code: string): string {
  return INCONSISTENCY_CODES.includes(code as InconsistencyCode)
    ? t(`ssu.back-office.inconsistencies.${code as InconsistencyCode}`)
    : t('ssu.back-office.inconsistencies.other', { code });
}

function CallItem({ call }: { call: SsuCall }) {
  const { t } = useTranslation();
  return (
    <li className="suap-notification">
      <h4 className="h6 mb-2">{operationText(t, call)}</h4>
      {/* A retry says what the portal found wrong in the back office's data, in the portal's words. */}
      {call.operation === 'retry' && call.message !== null && (
        <p className="mb-2">
          {t('ssu.back-office.fields.inconsistency', { message: inconsistencyText(t, call.message) })}
        </p>
      )}
      <dl className="row mb-0 suap-bo-fields">
        <div className="col-12 col-md-4 col-xl-3">
          <dt>{t('ssu.back-office.fields.created-at')}</dt>
          <dd>{formatDateTime(call.createdAt)}</dd>
        </div>
        <div className="col-12 col-md-8 col-xl-9">
          <dt>{t('ssu.back-office.fields.status')}</dt>
          <dd>
            <OutboxStatus item={call} texts="ssu.back-office" />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The CUI (context-progressive, as the SSU writes it, with its day and uuid) and the day of the receipt. */
function InstanceFacts({ ssu }: { ssu: SsuStatus }) {
  const { t } = useTranslation();
  const { cui } = ssu;
  return (
    <dl className="row suap-bo-fields">
      <div className="col-12 col-md-6 col-xl-4">
        <dt>{t('ssu.back-office.fields.cui')}</dt>
        {cui ? (
          <dd>
            <span className="suap-bo-code">{`${cui.context}-${cui.progressive}`}</span>
            <span className="d-block small">
              {t('ssu.back-office.cui-date', { date: formatDate(cui.date) })}
            </span>
          </dd>
        ) : (
          <dd>{t('ssu.back-office.cui-none')}</dd>
        )}
      </div>
      {cui && (
        <div className="col-12 col-md-6 col-xl-5">
          <dt>{t('ssu.back-office.fields.uuid')}</dt>
          <dd className="suap-bo-code">{cui.uuid}</dd>
        </div>
      )}
      <div className="col-12 col-md-6 col-xl-3">
        <dt>{t('ssu.back-office.fields.receipt')}</dt>
        <dd>{ssu.receiptOn ? formatDate(ssu.receiptOn) : t('ssu.back-office.receipt-none')}</dd>
      </div>
    </dl>
  );
}

/**
 * The request in the national SUAP system (issue 30): its codice unico dell'istanza, the day its receipt reached
 * the back office, and every call the portal made or owes, oldest first, with its outcome. Staff can tell whether
 * the back office has the instance, and why not. Nothing is shown for a request the SSU never saw (the SSU off).
 */
export function SsuSection({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useSsuStatus(requestId);
  // While the first answer is awaited the global spinner speaks for the page, as for the messages.
  if (query.isPending) return null;

  let content;
  // What is already shown stays when a later read (the polling) fails: it is still the best known state.
  if (query.data) {
    const { ssu } = query.data;
    if (!ssu.cui && ssu.calls.length === 0) return null;
    content = (
      <>
        <p>{t('ssu.back-office.intro')}</p>
        <InstanceFacts ssu={ssu} />
        {ssu.calls.length > 0 && (
          <>
            <h3 id={`${id}-calls`} className="h5 mb-3">
              {t('ssu.back-office.calls')}
            </h3>
            <ol className="list-unstyled mb-0" aria-labelledby={`${id}-calls`}>
              {ssu.calls.map((call) => (
                <CallItem key={call.callId} call={call} />
              ))}
            </ol>
          </>
        )}
      </>
    );
  } else
    content = (
      <RetrieveError description={t('ssu.back-office.load-error')} onRetry={() => void query.refetch()} />
    );

  return (
    <section className="card card-bg mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-3">
          {t('ssu.back-office.title')}
        </h2>
        {content}
      </div>
    </section>
  );
}
