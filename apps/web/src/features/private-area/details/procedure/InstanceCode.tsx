import { useTranslation } from 'react-i18next';
import { formatDate } from '@suap/shared';
import { useInstanceCode } from './get-instance-code';

/**
 * The codice unico dell'istanza (CUI) the national SUAP system gave the request (issue 30), as a term of the
 * procedure's facts: context-progressive, as the SSU writes it, with its day, and what it is for. Nothing until
 * there is one (just sent, or the SSU is not in use), nor when it cannot be read: the citizen needs it only to
 * quote it, and the office sees the calls behind it.
 */
export function InstanceCode({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const cui = useInstanceCode(requestId).data?.ssu.cui;
  if (!cui) return null;
  return (
    <>
      <dt>{t('ssu.citizen.label')}</dt>
      <dd>
        <span className="fw-semibold suap-request-code">{`${cui.context}-${cui.progressive}`}</span>{' '}
        {t('ssu.citizen.date', { date: formatDate(cui.date) })}
        <span className="d-block small">{t('ssu.citizen.help')}</span>
      </dd>
    </>
  );
}
