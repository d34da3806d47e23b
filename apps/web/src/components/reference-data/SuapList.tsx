import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH_SUAP, type Suap } from '@suap/shared';
import { useSuapList } from '../../lib/api/reference-data';
import { NoRecords } from '../no-records/NoRecords';
import { Paginator } from '../paginator/Paginator';
import { RetrieveError } from '../retrieve-error/RetrieveError';
import { SearchBar } from '../search-bar/SearchBar';
import { SuapCard } from './SuapCard';

export interface SuapListProps {
  /** Only the office serving this municipality (address research). */
  municipalityId?: number;
  /** Offers the free-text search (free research). */
  searchable?: boolean;
  onSelect: (suap: Suap) => void;
  selectedSuapId?: number;
  /** Level of each card's title, so the outline fits the host page. */
  headingLevel?: 2 | 3 | 4;
}

/** SPEC §3/§4 SUAP list: cards of 12 per page with search, paginator, no-records card and error callout. */
export function SuapList({
  municipalityId,
  searchable = false,
  onSelect,
  selectedSuapId,
  headingLevel = 3,
}: SuapListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [listOf, setListOf] = useState(municipalityId);
  // Another municipality is another list: start again from its first page.
  if (listOf !== municipalityId) {
    setListOf(municipalityId);
    setPage(1);
  }
  const query = useSuapList({ page, filter: searchable ? filter : undefined, municipalityId });
  const reply = query.data;

  const search = (text: string) => {
    setFilter(text);
    setPage(1);
  };

  return (
    <div className="suap-suap-list">
      {searchable && (
        <div className="mb-4">
          <SearchBar
            label={t('reference-data.suap.search-label')}
            hint={t('reference-data.suap.search-hint', { min: SEARCH_MIN_LENGTH_SUAP })}
            minLength={SEARCH_MIN_LENGTH_SUAP}
            onSearch={search}
          />
        </div>
      )}
      {query.isError ? (
        <RetrieveError onRetry={() => void query.refetch()} />
      ) : reply ? (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('reference-data.suap.results', { count: reply.totalResults })}
          </p>
          {reply.suapList.length === 0 ? (
            <NoRecords message={t('ep.select-initiative.startup.no-data.suap')} />
          ) : (
            <ul className="row list-unstyled g-4 mb-4" aria-label={t('reference-data.suap.list-label')}>
              {reply.suapList.map((suap) => (
                <li key={suap.suapId} className="col-12 col-md-6 col-lg-4">
                  <SuapCard
                    suap={suap}
                    headingLevel={headingLevel}
                    selected={suap.suapId === selectedSuapId}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </ul>
          )}
          <Paginator
            page={reply.page}
            totalPages={reply.totalPages}
            onPageChange={setPage}
            label={t('reference-data.suap.pages-label')}
          />
        </>
      ) : null}
    </div>
  );
}
