import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Suap } from '@suap/shared';
import { referenceDataKeys } from '../../lib/api/reference-data';
import { AddressSearchForm, type AddressSearch } from './AddressSearchForm';
import { openSuapException } from './SuapExceptionModal';
import { SuapList } from './SuapList';

export interface SuapFinderProps {
  /** What choosing an office does; by default the SUAP exception modal (SPEC §4). */
  onSelect?: (suap: Suap) => void;
  selectedSuapId?: number;
  headingLevel?: 2 | 3 | 4;
  forceErrors?: boolean;
  showRequiredNote?: boolean;
}

/**
 * The SUAP picker: the address search form over the SUAP list. Free research lists every office with a text
 * search; address research lists only the office of the chosen municipality.
 */
export function SuapFinder({
  onSelect = openSuapException,
  selectedSuapId,
  headingLevel,
  forceErrors,
  showRequiredNote,
}: SuapFinderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<AddressSearch>({ typeResearch: 'freeResearch' });
  // Bumped on every switch to free research: a fresh list (page 1, no text) that is fetched again.
  const [freeRound, setFreeRound] = useState(0);

  const change = (next: AddressSearch) => {
    if (next.typeResearch === 'freeResearch' && search.typeResearch !== 'freeResearch') {
      void queryClient.invalidateQueries({ queryKey: [...referenceDataKeys.all, 'suaps'] });
      setFreeRound((round) => round + 1);
    }
    setSearch(next);
  };

  const free = search.typeResearch === 'freeResearch';
  return (
    <div className="suap-suap-finder">
      <AddressSearchForm onChange={change} forceErrors={forceErrors} showRequiredNote={showRequiredNote} />
      {free ? (
        <SuapList
          key={`free-${freeRound}`}
          searchable
          onSelect={onSelect}
          selectedSuapId={selectedSuapId}
          headingLevel={headingLevel}
        />
      ) : search.municipalityId !== undefined ? (
        <SuapList
          municipalityId={search.municipalityId}
          onSelect={onSelect}
          selectedSuapId={selectedSuapId}
          headingLevel={headingLevel}
        />
      ) : (
        <p>{t('reference-data.suap.choose-municipality-first')}</p>
      )}
    </div>
  );
}
