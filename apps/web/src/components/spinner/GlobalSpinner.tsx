import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { inFlightCalls } from '../../lib/api/in-flight';

/**
 * Shown while any API call runs (SPEC §7). The status region is always in the page so screen readers
 * announce "loading" when it fills.
 */
export function GlobalSpinner() {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(
    inFlightCalls.subscribe,
    () => inFlightCalls.count() > 0,
    () => false,
  );
  return (
    <div role="status" className={`suap-global-spinner ${busy ? 'suap-global-spinner-active' : ''}`}>
      {busy && (
        <>
          <div className="progress-spinner progress-spinner-active" aria-hidden="true" />
          <span className="visually-hidden">{t('spinner.loading')}</span>
        </>
      )}
    </div>
  );
}

/** Placeholder while a route's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="container py-5 d-flex justify-content-center">
      <div className="progress-spinner progress-spinner-active" aria-hidden="true" />
      <span className="visually-hidden">{t('spinner.loading')}</span>
    </div>
  );
}
