import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_MODAL, openModal, type AlertModalData } from '../modal';
import { refreshSession, sessionState, useSession, useSessionState } from '../../lib/session';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';
import { delayUntilWarning, STILL_ACTIVE_SLACK_MS, WARNING_BEFORE_MS } from './timeout-timing';

/**
 * WCAG 2.2.1 timing adjustable: two minutes before the idle session ends (the server's `expiresAt`) the user is
 * warned and can stay logged in (POST /api/session/extend) or log out. Before warning, the deadline is read again
 * from the server, because activity in another tab may already have moved it. Mount once in the shell.
 */
export function SessionTimeoutWarning() {
  const { t } = useTranslation();
  const { user, identityMatching, expiresAt } = useSessionState();
  const { extend, logout } = useSession();
  const [warning, setWarning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const active = (user !== null || identityMatching) && expiresAt !== null;

  useEffect(() => {
    setWarning(false);
    if (!active || expiresAt === null) return;
    let cancelled = false;
    const timer = window.setTimeout(
      async () => {
        await refreshSession();
        if (cancelled) return;
        const fresh = sessionState.get().expiresAt;
        // A moved deadline re-runs this effect through the store; only an unchanged one warns now.
        if (
          fresh === expiresAt ||
          (fresh !== null && fresh - Date.now() <= WARNING_BEFORE_MS + STILL_ACTIVE_SLACK_MS)
        ) {
          setNow(Date.now());
          setWarning(true);
        }
      },
      delayUntilWarning(expiresAt, Date.now()),
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [active, expiresAt]);

  const sessionEnded = useCallback(() => {
    setWarning(false);
    sessionState.clearUser();
    const data: AlertModalData = {
      title: t('session-timeout.ended-title'),
      description: t('session-timeout.ended-description'),
    };
    openModal({ component: ALERT_MODAL, severity: 'warning', data });
  }, [t]);

  useEffect(() => {
    if (!warning || expiresAt === null) return;
    const interval = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) {
        window.clearInterval(interval);
        sessionEnded();
      }
    }, 1000);
    return () => window.clearInterval(interval);
  }, [warning, expiresAt, sessionEnded]);

  if (!warning || expiresAt === null) return null;

  const onStay = async () => {
    setBusy(true);
    const extended = await extend();
    setBusy(false);
    if (extended) setWarning(false);
    else sessionEnded();
  };
  const onLogout = () => {
    setBusy(true);
    void logout();
  };

  return (
    <SessionTimeoutDialog
      remainingMs={expiresAt - now}
      busy={busy}
      onStay={() => void onStay()}
      onLogout={onLogout}
    />
  );
}
