import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suap, SuapListItem } from '@suap/shared';
import { useLanguage } from '../../lib/use-language';
import { italianOnly } from '../italian-text/italian-only';

export interface SuapCardProps {
  /** With `matchedOn` (a search answer), the card says why the office was found. */
  suap: SuapListItem;
  headingLevel: 2 | 3 | 4;
  selected: boolean;
  onSelect: (suap: Suap) => void;
}

// Why the office matched belongs to the search, not to the choice that the request keeps.
const withoutMatch = ({ matchedOn: _matchedOn, ...office }: SuapListItem): Suap => office;

/** One SUAP office: name, certified mail (PEC), whether it uses this portal, and the choose button. */
export function SuapCard({ suap, headingLevel, selected, onSelect }: SuapCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const lang = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={`card card-bg no-after h-100 mx-0 suap-suap-card${selected ? ' border border-primary' : ''}`}
    >
      <div className="card-body d-flex flex-column">
        {/* Office names exist only in Italian (issue 24). */}
        <Heading id={titleId} className="card-title h5" {...italianOnly(lang)}>
          {suap.name}
        </Heading>
        {/* A name match speaks for itself; an office found by a town it serves or by its mail address says so. */}
        {suap.matchedOn && suap.matchedOn.on !== 'name' && (
          <p className="small mb-2 suap-match-reason">
            {t(`reference-data.suap.matched-on.${suap.matchedOn.on}`, { value: suap.matchedOn.value })}
          </p>
        )}
        <dl className="mb-3">
          <dt className="small">{t('reference-data.suap.pec')}</dt>
          <dd className="text-break">
            <a href={`mailto:${suap.pec}`}>{suap.pec}</a>
          </dd>
          <dt className="small">{t('reference-data.suap.channel')}</dt>
          <dd className="mb-0">{t(`reference-data.suap.type.${suap.type}`)}</dd>
        </dl>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-auto align-self-start"
          aria-describedby={titleId}
          onClick={() => onSelect(withoutMatch(suap))}
        >
          {t(selected ? 'reference-data.suap.selected' : 'reference-data.suap.choose')}
        </button>
      </div>
    </div>
  );
}
