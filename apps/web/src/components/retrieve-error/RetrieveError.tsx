import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/Icon';

export interface RetrieveErrorProps {
  /** Already translated; defaults to `retrieve-error.title`. */
  title?: string;
  /** Already translated; defaults to `retrieve-error.description`. */
  description?: string;
  /** Offers a "try again" button when given. */
  onRetry?: () => void;
}

/** SPEC §8 callout shown in place of data whose call failed; details pages pass their own description. */
export function RetrieveError({ title, description, onRetry }: RetrieveErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="callout danger suap-retrieve-error" role="alert">
      <div className="callout-title">
        <Icon name="it-error" color="danger" />
        <span>{title ?? t('retrieve-error.title')}</span>
      </div>
      <p>{description ?? t('retrieve-error.description')}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          {t('retrieve-error.retry')}
        </button>
      )}
    </div>
  );
}
