import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  REQUEST_STATE_BADGES,
  REQUEST_STATE_CAPTIONS,
  type RequestStateCaption,
  type RequestStateId,
} from '@suap/shared';
import './request-state-badge.css';

export interface RequestStateBadgeProps {
  stateId: RequestStateId;
  /** ISO instant of the request's last change: the caption of drafts and decided requests shows its date. */
  updatedOn?: string | null;
  /** Last day (YYYY-MM-DD) of the term the citizen has to answer (states 7 and 9): their 'answer by' caption. */
  termDueOn?: string | null;
  /** The term has ended: the caption says so instead of asking for an answer. */
  termExpired?: boolean;
  /** Leave the caption out (e.g. a table with its own date column). */
  hideCaption?: boolean;
  className?: string;
}

/** The translated name of a request state ('Bozza', 'Sent'...), for places that need the word without the badge. */
export function useRequestStateLabel(): (stateId: RequestStateId) => string {
  const { t } = useTranslation();
  return useCallback((stateId) => t(`request-state.badge.${REQUEST_STATE_BADGES[stateId]}`), [t]);
}

/** The caption's text key and date: 'answer by' reads the term (or says it has ended), the others updatedOn. */
function captionOf(
  stateId: RequestStateId,
  {
    updatedOn,
    termDueOn,
    termExpired,
  }: Pick<RequestStateBadgeProps, 'updatedOn' | 'termDueOn' | 'termExpired'>,
): { key: RequestStateCaption | 'answer-by-expired'; date: string } | null {
  const caption = REQUEST_STATE_CAPTIONS[stateId];
  if (!caption) return null;
  if (caption === 'answer-by')
    return { key: termExpired ? 'answer-by-expired' : caption, date: formatDate(termDueOn) };
  return { key: caption, date: formatDate(updatedOn) };
}

/**
 * SPEC §4 state badge with its caption: drafts and requests being examined 'updated on'; accepted, rejected and
 * withdrawn (issue 30) 'done on' (the date of updatedOn); while the citizen is asked to answer (issue 27) 'answer by' the term's last
 * day, or that the term has ended; deleted and sent have none. The state is written in words (a hidden "Status:"
 * prefix for screen readers), so the colour is never the only clue.
 */
export function RequestStateBadge({
  stateId,
  updatedOn,
  termDueOn,
  termExpired,
  hideCaption,
  className,
}: RequestStateBadgeProps) {
  const { t } = useTranslation();
  const badge = REQUEST_STATE_BADGES[stateId];
  const caption = captionOf(stateId, { updatedOn, termDueOn, termExpired });
  return (
    <div className={['suap-request-state', className].filter(Boolean).join(' ')} data-state={badge}>
      <span className={`badge suap-request-state-badge suap-request-state-${badge}`}>
        <span className="visually-hidden">{t('request-state.label')}: </span>
        {t(`request-state.badge.${badge}`)}
      </span>
      {!hideCaption && caption?.date && (
        <p className="suap-request-state-caption mb-0">
          {t(`request-state.caption.${caption.key}`, { date: caption.date })}
        </p>
      )}
    </div>
  );
}
