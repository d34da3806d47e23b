import { useTranslation } from 'react-i18next';
import type { AlertSeverity } from '@suap/shared';
import { Icon, type IconName } from '../icon/Icon';

const look: Record<AlertSeverity, { icon: IconName; color: string }> = {
  error: { icon: 'it-close-circle', color: 'danger' },
  warning: { icon: 'it-warning-circle', color: 'warning' },
  success: { icon: 'it-check-circle', color: 'success' },
};

/** Icon plus a word, so the severity never depends on colour alone. */
export function SeverityLabel({ severity }: { severity: AlertSeverity }) {
  const { t } = useTranslation();
  const { icon, color } = look[severity];
  return (
    <p
      className={`suap-severity suap-severity-${severity} d-flex align-items-center gap-2 mb-2`}
      data-severity={severity}
    >
      <Icon name={icon} color={color} />
      <strong>{t(`modal.severity.${severity}`)}</strong>
    </p>
  );
}
