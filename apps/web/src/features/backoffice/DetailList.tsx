import { useTranslation } from 'react-i18next';
import { italianOnly } from '../../components/italian-text/italian-only';
import { useLanguage } from '../../lib/use-language';

export interface DetailRow {
  label: string;
  /** '' reads "not provided". */
  value: string;
  /** An Italian-only name (office, municipality): marked lang="it" on English pages (issue 24, WCAG 3.1.2). */
  italian?: true;
}

export interface DetailSection {
  id: string;
  title: string;
  rows: DetailRow[];
}

/** One group of fields as a description list under its own h2. */
export function DetailSectionCard({ section }: { section: DetailSection }) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
              {row.value === '' ? (
                <dd>{t('backoffice.not-provided')}</dd>
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
