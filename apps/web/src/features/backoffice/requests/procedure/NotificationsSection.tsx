import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime, isoDateInRome, NotificationType, type Notification } from '@suap/shared';
import { Icon, type IconName } from '../../../../components/icon/Icon';
import { RetrieveError } from '../../../../components/retrieve-error/RetrieveError';
import { useNotifications } from './use-notifications';
import './notifications-section.css';

const CHANNELS = { [NotificationType.EMAIL]: 'email', [NotificationType.PEC]: 'pec' } as const;

/**
 * When a waiting message is tried again: the time alone when that is today in Italy (the usual case, retries
 * are minutes apart), else the day as well, so that "10:20" is never read as today's when it is tomorrow's.
 */
function nextAttemptText(t: TFunction, iso: string): string {
  // formatDateTime is "DD/MM/YYYY HH:mm": its two parts, as the portal writes them everywhere else.
  const [date = '', time = ''] = formatDateTime(iso).split(' ');
  const day = isoDateInRome(new Date(iso));
  return day === isoDateInRome(new Date())
    ? t('backoffice.procedure.notifications.status.next-attempt-today', { time })
    : t('backoffice.procedure.notifications.status.next-attempt', { date, time });
}

/** The lines under the badge: why a message is late or was not delivered, in the mail server's own words. */
function statusDetails(t: TFunction, notification: Notification): string[] {
  const { status, attempts, nextAttemptAt, lastError } = notification;
  if (status === 'failed')
    return lastError ? [t('backoffice.procedure.notifications.status.reason', { error: lastError })] : [];
  // A message not tried yet is only seconds old: nothing more to say until an attempt fails.
  if (status !== 'pending' || attempts === 0) return [];
  const attemptsText = t('backoffice.procedure.notifications.status.attempts', { attempts });
  return [
    nextAttemptAt ? `${attemptsText} ${nextAttemptText(t, nextAttemptAt)}` : attemptsText,
    ...(lastError ? [t('backoffice.procedure.notifications.status.last-error', { error: lastError })] : []),
  ];
}

/** A waiting message that has already failed gets the warning sign: one not tried yet is simply on its way. */
function statusIcon({ status, attempts }: Notification): IconName | null {
  if (status === 'sent') return 'it-check-circle';
  if (status === 'failed') return 'it-error';
  return attempts > 0 ? 'it-warning-circle' : null;
}

/** The delivery outcome in words on the badge (WCAG 1.4.1: the colour and the icon only repeat them). */
function DeliveryStatus({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const icon = statusIcon(notification);
  return (
    <>
      <span className={`badge suap-notification-status suap-notification-status-${notification.status}`}>
        {icon && <Icon name={icon} size="xs" className="me-1" />}
        {notification.status === 'sent'
          ? t('backoffice.procedure.notifications.status.sent', {
              date: formatDateTime(notification.sentAt),
            })
          : t(`backoffice.procedure.notifications.status.${notification.status}`)}
      </span>
      {statusDetails(t, notification).map((line) => (
        <span key={line} className="d-block small mt-1">
          {line}
        </span>
      ))}
    </>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const field = (name: 'channel' | 'recipient' | 'language' | 'created-at' | 'status') =>
    t(`backoffice.procedure.notifications.fields.${name}`);
  return (
    <li className="suap-notification">
      <h3 className="h5 mb-2">{t(`backoffice.procedure.notifications.events.${notification.event}`)}</h3>
      {/* The address gets the widest column: it is the longest value, and is best read unbroken. */}
      <dl className="row mb-0 suap-bo-fields">
        <div className="col-12 col-md-4 col-xl-2">
          <dt>{field('channel')}</dt>
          <dd>{t(`backoffice.procedure.notifications.channels.${CHANNELS[notification.channel]}`)}</dd>
        </div>
        <div className="col-12 col-md-8 col-xl-4">
          <dt>{field('recipient')}</dt>
          <dd>{notification.recipient}</dd>
        </div>
        <div className="col-12 col-md-4 col-xl-3">
          <dt>{field('language')}</dt>
          <dd>{t(`backoffice.languages.${notification.language}`)}</dd>
        </div>
        <div className="col-12 col-md-8 col-xl-3">
          <dt>{field('created-at')}</dt>
          <dd>{formatDateTime(notification.createdAt)}</dd>
        </div>
        <div className="col-12">
          <dt>{field('status')}</dt>
          <dd>
            <DeliveryStatus notification={notification} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The e-mails and PECs sent to the applicant about this request (issue 28), oldest first, each with whether it
 * was delivered: staff can tell a citizen who says they were never told where the message went, and when.
 */
export function NotificationsSection({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useNotifications(requestId);
  // While the first answer is awaited the global spinner speaks for the page, as for the procedure.
  if (query.isPending) return null;

  let content;
  // A list already shown stays when a later read (the polling) fails: it is still the best known state.
  if (query.data) {
    const { notifications } = query.data;
    content =
      notifications.length === 0 ? (
        <p className="mb-0">{t('backoffice.procedure.notifications.empty')}</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-labelledby={id}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.notificationId} notification={notification} />
          ))}
        </ol>
      );
  } else
    content = (
      <RetrieveError
        description={t('backoffice.procedure.notifications.load-error')}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <section className="card card-bg mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-3">
          {t('backoffice.procedure.notifications.title')}
        </h2>
        {content}
      </div>
    </section>
  );
}
