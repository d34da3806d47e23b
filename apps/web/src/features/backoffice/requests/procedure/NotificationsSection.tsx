import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, NotificationType, type Notification } from '@suap/shared';
import { RetrieveError } from '../../../../components/retrieve-error/RetrieveError';
import { OutboxStatus } from './OutboxStatus';
import { useNotifications } from './use-notifications';
import './notifications-section.css';

const CHANNELS = { [NotificationType.EMAIL]: 'email', [NotificationType.PEC]: 'pec' } as const;

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
            <OutboxStatus item={notification} texts="backoffice.procedure.notifications" />
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
