import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { italianOnly } from '../../../../components/italian-text/italian-only';
import { useLanguage } from '../../../../lib/use-language';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** Reference data that exists only in Italian (SUAP, municipality names): marked lang="it" on other pages. */
  italian?: true;
}

interface SummaryGroupProps {
  id: string;
  title: string;
  rows: SummaryRow[];
  /** The step's URL, when it can be opened to edit the answers. */
  editTo?: string;
}

/** One step's answers: a heading, label/value pairs ("not provided" when empty) and the Edit link back. */
export function SummaryGroup({ id, title, rows, editTo }: SummaryGroupProps) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  return (
    <section className="card card-bg mb-4 suap-summary-group" aria-labelledby={id}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h2 id={id} className="h4 mb-0">
            {title}
          </h2>
          {editTo && (
            <Link to={editTo}>
              {t('enrolment.summary.edit')}
              <span className="visually-hidden"> {title}</span>
            </Link>
          )}
        </div>
        <dl className="row mb-0">
          {rows.map((row) => (
            <div key={row.label} className="col-12 col-md-6">
              <dt>{row.label}</dt>
              <dd {...(row.italian ? italianOnly(pageLanguage) : {})}>
                {row.value === null || row.value === '' || row.value === undefined
                  ? t('enrolment.summary.not-provided')
                  : row.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
