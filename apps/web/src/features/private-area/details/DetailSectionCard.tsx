import { useTranslation } from 'react-i18next';
import { italianOnly } from '../../../components/italian-text/italian-only';
import { useLanguage } from '../../../lib/use-language';
import type { DetailSection } from './detail-rows';

/** One group of the request's fields as a description list; empty values read "not provided". */
export function DetailSectionCard({ section }: { section: DetailSection }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="card card-bg mb-4" aria-labelledby={section.id}>
      <div className="card-body">
        <h2 id={section.id} className="h4 mb-3">
          {section.title}
        </h2>
        <dl className="row mb-0 suap-request-fields">
          {section.rows.map((row) => (
            <div key={row.label} className="col-12 col-md-6">
              <dt>{row.label}</dt>
              {row.value === '' ? (
                <dd>{t('private-area.details.not-provided')}</dd>
              ) : (
                <dd {...(row.italian ? italianOnly(lang) : {})}>{row.value}</dd>
              )}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
