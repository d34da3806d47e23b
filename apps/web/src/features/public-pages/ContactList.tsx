import { useTranslation } from 'react-i18next';
import { PORTAL_CONTACTS } from './portal-contacts';

/** The help-desk contacts as a description list: each label tied to its value. */
export function ContactList() {
  const { t } = useTranslation();
  return (
    <dl className="suap-contact-list mb-3">
      <dt>{t('portal-contacts.email-label')}</dt>
      <dd>
        <a href={`mailto:${PORTAL_CONTACTS.email}`}>{PORTAL_CONTACTS.email}</a>
      </dd>
      <dt>{t('portal-contacts.pec-label')}</dt>
      <dd>
        <a href={`mailto:${PORTAL_CONTACTS.pec}`}>{PORTAL_CONTACTS.pec}</a>
      </dd>
      <dt>{t('portal-contacts.hours-label')}</dt>
      <dd>{t('portal-contacts.hours')}</dd>
    </dl>
  );
}
