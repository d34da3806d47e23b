import { useTranslation } from 'react-i18next';
import type { Attachment, SignatureStatus } from '@suap/shared';
import { useLanguage } from '../../lib/use-language';
import { Icon, type IconName } from '../icon/Icon';
import { signatureText } from './attachment-text';

const STATUS_ICONS: Record<SignatureStatus, { name: IconName; color: string }> = {
  valid: { name: 'it-check-circle', color: 'success' },
  intact: { name: 'it-warning-circle', color: 'warning' },
  broken: { name: 'it-error', color: 'danger' },
};

/**
 * Whether a document is digitally signed, by whom, when, and what checking the signature found, in words for
 * each signature it carries; the icon and colour beside only repeat them. The reason a signature is broken comes
 * from the server in English, marked so on an Italian page (WCAG 3.1.2).
 */
export function SignatureSummary({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { signatures, signatureFormat } = attachment;
  if (signatures.length === 0)
    return (
      <p className="suap-attachment-line mb-0">
        {t(signatureFormat === 'none' ? 'attachments.signature.none' : 'attachments.signature.unreadable')}
      </p>
    );
  return (
    <ul className="list-unstyled mb-0">
      {signatures.map((signature, index) => {
        const icon = STATUS_ICONS[signature.status];
        return (
          <li key={index} className={`suap-signature suap-signature-${signature.status}`}>
            <Icon name={icon.name} color={icon.color} size="sm" className="suap-signature-icon" />
            <span>
              {signatureText(signature, t)}
              {!signature.certificateValidAtSigning && (
                <span className="d-block">{t('attachments.signature.certificate-invalid')}</span>
              )}
              {signature.status === 'broken' && signature.problem && (
                <span className="d-block small">
                  {t('attachments.signature.problem')}{' '}
                  <span lang={lang === 'en' ? undefined : 'en'}>{signature.problem}</span>
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
