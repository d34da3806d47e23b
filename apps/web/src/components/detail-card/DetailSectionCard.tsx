import { useLanguage } from '../../lib/use-language';
import { italianOnly } from '../italian-text/italian-only';

export interface DetailRow {
  label: string;
  /** '' when there is no value: the card writes the "not provided" text. */
  value: string;
  /** An Italian-only name (office, municipality): marked lang="it" on English pages (issue 24, WCAG 3.1.2). */
  italian?: true;
}

export interface DetailSection {
  id: string;
  title: string;
  rows: DetailRow[];
}

interface DetailSectionCardProps {
  section: DetailSection;
  /** The text of an empty value, in each area's own wording. */
  notProvided: string;
  /** The description list's class: each area styles its own fields. */
  listClassName: string;
}

/** One group of fields as a description list under its own h2 (request details, user details). */
export function DetailSectionCard({ section, notProvided, listClassName }: DetailSectionCardProps) {
  const lang = useLanguage();
  return (
    <section className="card card-bg mb-4" aria-labelledby={section.id}>
      <div className="card-body">
        <h2 id={section.id} className="h4 mb-3">
          {section.title}
        </h2>
        <dl className={`row mb-0 ${listClassName}`}>
          {section.rows.map((row) => (
            <div key={row.label} className="col-12 col-md-6">
              <dt>{row.label}</dt>
              {row.value === '' ? (
                <dd>{notProvided}</dd>
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
