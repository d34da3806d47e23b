import { useTranslation } from 'react-i18next';

export interface DetailRow {
  label: string;
  /** '' reads "not provided". */
  value: string;
}

export interface DetailSection {
  id: string;
  title: string;
  rows: DetailRow[];
}

/** One group of fields as a description list under its own h2. */
export function DetailSectionCard({ section }: { section: DetailSection }) {
  const { t } = useTranslation();
  return (
    <section className="card card-bg mb-4" aria-labelledby={section.id}>
      <div className="card-body">
        <h2 id={section.id} className="h4 mb-3">
          {section.title}
        </h2>
        <dl className="row mb-0 suap-bo-fields">
          {section.rows.map((row) => (
            <div key={row.label} className="col-12 col-md-6">
              <dt>{row.label}</dt>
              <dd>{row.value === '' ? t('backoffice.not-provided') : row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
