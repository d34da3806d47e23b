import type { TFunction } from 'i18next';
import { formatDateTime, type ActiveSession, type SessionDevice } from '@suap/shared';

/** "Firefox su Windows", "Firefox", "Windows" or "Dispositivo non riconosciuto". */
export function deviceLabel(device: SessionDevice, t: TFunction): string {
  const { browser, os } = device;
  if (browser && os) return t('sessions.device', { browser, os });
  return browser ?? os ?? t('sessions.unknown-device');
}

/** What names one session to a person: its device and when it started (in Italian time). */
export function sessionTexts(session: ActiveSession, t: TFunction) {
  return { device: deviceLabel(session.device, t), date: formatDateTime(session.startedAt) };
}
