import { useTranslation } from 'react-i18next';
import type { DetailSection } from './detail-rows';

/** One group of the request's fields as a description list; empty values read "not provided". */
export function DetailSectionCard({ section }: { section: DetailSection }) {
  const { t } = useTranslation();
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
              <dd>{row.value === '' ? t('private-area.details.not-provided') : row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
