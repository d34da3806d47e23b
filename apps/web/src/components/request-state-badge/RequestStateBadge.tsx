import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, REQUEST_STATE_BADGES, REQUEST_STATE_CAPTIONS, type RequestStateId } from '@suap/shared';
import './request-state-badge.css';

export interface RequestStateBadgeProps {
  stateId: RequestStateId;
  /** ISO instant of the request's last change: the caption of drafts and decided requests shows its date. */
  updatedOn?: string | null;
  /** Leave the caption out (e.g. a table with its own date column). */
  hideCaption?: boolean;
  className?: string;
}

/** The translated name of a request state ('Bozza', 'Sent'...), for places that need the word without the badge. */
export function useRequestStateLabel(): (stateId: RequestStateId) => string {
  const { t } = useTranslation();
  return useCallback((stateId) => t(`request-state.badge.${REQUEST_STATE_BADGES[stateId]}`), [t]);
}

/**
 * SPEC §4 state badge with its caption: drafts 'updated on', accepted and rejected 'done on', both with the
 * date of updatedOn; deleted and sent have none. The state is written in words (a hidden "Status:" prefix for
 * screen readers), so the colour is never the only clue.
 */
export function RequestStateBadge({ stateId, updatedOn, hideCaption, className }: RequestStateBadgeProps) {
  const { t } = useTranslation();
  const badge = REQUEST_STATE_BADGES[stateId];
  const caption = REQUEST_STATE_CAPTIONS[stateId];
  const date = formatDate(updatedOn);
  return (
    <div className={['suap-request-state', className].filter(Boolean).join(' ')} data-state={badge}>
      <span className={`badge suap-request-state-badge suap-request-state-${badge}`}>
        <span className="visually-hidden">{t('request-state.label')}: </span>
        {t(`request-state.badge.${badge}`)}
      </span>
      {!hideCaption && caption && date && (
        <p className="suap-request-state-caption mb-0">{t(`request-state.caption.${caption}`, { date })}</p>
      )}
    </div>
  );
}
