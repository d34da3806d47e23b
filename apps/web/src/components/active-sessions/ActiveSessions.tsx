import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ActiveSession } from '@suap/shared';
import { RetrieveError } from '../../components/retrieve-error/RetrieveError';
import { PageLoading } from '../../components/spinner/GlobalSpinner';
import { useActiveSessions } from '../../lib/api/active-sessions';
import { useFocusAfterModal } from '../modal/use-focus-after-modal';
import { openEndSessions } from './EndSessionsModal';
import { sessionTexts } from './session-text';
import './active-sessions.css';

function SessionItem({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  const texts = sessionTexts(session, t);
  return (
    <li className="card card-bg suap-session" aria-current={session.current ? 'true' : undefined}>
      <div className="card-body">
        <h3 className="h5 card-title d-flex flex-wrap align-items-center gap-2 mb-3">
          <span>{texts.device}</span>
          {session.current && <span className="badge bg-primary">{t('sessions.this-device')}</span>}
        </h3>
        <dl className="suap-session-dates mb-0">
          <div>
            <dt>{t('sessions.started-at')}</dt>
            <dd>{formatDateTime(session.startedAt)}</dd>
          </div>
          <div>
            <dt>{t('sessions.last-activity')}</dt>
            <dd>{formatDateTime(session.lastActivityAt)}</dd>
          </div>
        </dl>
        {!session.current && (
          <div className="suap-session-actions mt-3">
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => openEndSessions({ sessionId: session.sessionId, ...texts })}
            >
              {t('sessions.end')} <span className="visually-hidden">{t('sessions.end-which', texts)}</span>
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The logged-in person's active sessions, for citizens (private area) and staff (back office) alike: this
 * device first, then the others with a button each to end them, and one to end all the others. Dates and times
 * are Italian time (Europe/Rome).
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const query = useActiveSessions();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterModal(heading);

  let content;
  if (query.isPending) content = <PageLoading />;
  else if (query.isError) content = <RetrieveError onRetry={() => void query.refetch()} />;
  else {
    const sessions = query.data.sessions;
    const others = sessions.filter((session) => !session.current).length;
    content = (
      <>
        <p className="mb-3">{t('sessions.count', { count: sessions.length })}</p>
        <ul className="list-unstyled suap-session-list">
          {sessions.map((session) => (
            <SessionItem key={session.sessionId} session={session} />
          ))}
        </ul>
        {others > 0 ? (
          <div className="suap-session-actions">
            <button type="button" className="btn btn-danger" onClick={() => openEndSessions({})}>
              {t('sessions.end-others')}
            </button>
          </div>
        ) : (
          <p className="mb-0">{t('sessions.no-others')}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="active-sessions-title" className="suap-sessions">
      <p className="lead">{t('sessions.intro')}</p>
      <h2 id="active-sessions-title" ref={heading} tabIndex={-1} className="h3 mb-3">
        {t('sessions.list-title')}
      </h2>
      {content}
    </section>
  );
}
