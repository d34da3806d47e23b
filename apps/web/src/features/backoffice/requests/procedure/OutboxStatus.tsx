import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime, isoDateInRome } from '@suap/shared';
import { Icon, type IconName } from '../../../../components/icon/Icon';
import './notifications-section.css';

/** What the portal hands to a worker with retries: a message to the applicant, or a call to the SSU. */
export interface OutboxItem {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** Whose texts: the messages' ("Inviata", "Non recapitata") or the SSU calls' ("Eseguita", "Non riuscita"). */
export type OutboxTexts = 'backoffice.procedure.notifications' | 'ssu.back-office';

/**
 * When a waiting item is tried again: the time alone when that is today in Italy (the usual case, retries
 * are minutes apart), else the day as well, so that "10:20" is never read as today's when it is tomorrow's.
 */
function nextAttemptText(t: TFunction, texts: OutboxTexts, iso: string): string {
  // formatDateTime is "DD/MM/YYYY HH:mm": its two parts, as the portal writes them everywhere else.
  const [date = '', time = ''] = formatDateTime(iso).split(' ');
  const day = isoDateInRome(new Date(iso));
  return day === isoDateInRome(new Date())
    ? t(`${texts}.status.next-attempt-today`, { time })
    : t(`${texts}.status.next-attempt`, { date, time });
}

/** The lines under the badge: why an item is late or did not go, in the counterpart's own words. */
function statusDetails(t: TFunction, texts: OutboxTexts, item: OutboxItem): string[] {
  const { status, attempts, nextAttemptAt, lastError } = item;
  if (status === 'failed') return lastError ? [t(`${texts}.status.reason`, { error: lastError })] : [];
  // An item not tried yet is only seconds old: nothing more to say until an attempt fails.
  if (status !== 'pending' || attempts === 0) return [];
  const attemptsText = t(`${texts}.status.attempts`, { attempts });
  return [
    nextAttemptAt ? `${attemptsText} ${nextAttemptText(t, texts, nextAttemptAt)}` : attemptsText,
    ...(lastError ? [t(`${texts}.status.last-error`, { error: lastError })] : []),
  ];
}

/** A waiting item that has already failed gets the warning sign: one not tried yet is simply on its way. */
function statusIcon({ status, attempts }: OutboxItem): IconName | null {
  if (status === 'sent') return 'it-check-circle';
  if (status === 'failed') return 'it-error';
  return attempts > 0 ? 'it-warning-circle' : null;
}

/**
 * The outcome in words on the badge (WCAG 1.4.1: the colour and the icon only repeat them), and under it the
 * attempts, the next one and the last error of a waiting item, or the reason of a failed one.
 */
export function OutboxStatus({ item, texts }: { item: OutboxItem; texts: OutboxTexts }) {
  const { t } = useTranslation();
  const icon = statusIcon(item);
  return (
    <>
      <span className={`badge suap-notification-status suap-notification-status-${item.status}`}>
        {icon && <Icon name={icon} size="xs" className="me-1" />}
        {item.status === 'sent'
          ? t(`${texts}.status.sent`, { date: formatDateTime(item.sentAt) })
          : t(`${texts}.status.${item.status}`)}
      </span>
      {statusDetails(t, texts, item).map((line) => (
        <span key={line} className="d-block small mt-1">
          {line}
        </span>
      ))}
    </>
  );
}
