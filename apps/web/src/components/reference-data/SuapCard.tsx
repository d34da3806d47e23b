import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suap } from '@suap/shared';

export interface SuapCardProps {
  suap: Suap;
  headingLevel: 2 | 3 | 4;
  selected: boolean;
  onSelect: (suap: Suap) => void;
}

/** One SUAP office: name, certified mail (PEC), whether it uses this portal, and the choose button. */
export function SuapCard({ suap, headingLevel, selected, onSelect }: SuapCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={`card card-bg no-after h-100 mx-0 suap-suap-card${selected ? ' border border-primary' : ''}`}
    >
      <div className="card-body d-flex flex-column">
        <Heading id={titleId} className="card-title h5">
          {suap.name}
        </Heading>
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
          onClick={() => onSelect(suap)}
        >
          {t(selected ? 'reference-data.suap.selected' : 'reference-data.suap.choose')}
        </button>
      </div>
    </div>
  );
}
