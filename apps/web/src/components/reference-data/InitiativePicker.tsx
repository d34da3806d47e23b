import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH_INITIATIVE, type Iniziative } from '@suap/shared';
import { useInitiativeList, useMasterData } from '../../lib/api/reference-data';
import { NoRecords } from '../no-records/NoRecords';
import { Paginator } from '../paginator/Paginator';
import { RetrieveError } from '../retrieve-error/RetrieveError';
import { SearchBar } from '../search-bar/SearchBar';

export interface InitiativePickerProps {
  selectedId?: number;
  onSelect: (initiative: Iniziative) => void;
}

/**
 * SPEC §4 initiative picker: initiative type (the first by default), text search, 5 initiatives per page in
 * the page language, one of them chosen with a radio button.
 */
export function InitiativePicker({ selectedId, onSelect }: InitiativePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const masterData = useMasterData();
  const types = masterData.data?.masterData.configuration.typeIniziativeList ?? [];
  const [chosenType, setChosenType] = useState<number>();
  const typeId = chosenType ?? types[0]?.typeIniziativeId;
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const list = useInitiativeList({ page, typeId, filter }, { enabled: typeId !== undefined });
  const reply = list.data;

  const chooseType = (value: string) => {
    setChosenType(Number(value));
    setPage(1);
  };

  const search = (text: string) => {
    setFilter(text);
    setPage(1);
  };

  if (masterData.isError) return <RetrieveError onRetry={() => void masterData.refetch()} />;

  const typeName = (value?: number) =>
    types.find((type) => type.typeIniziativeId === value)?.description ?? '';
  // SPEC §4 keeps the search inside the chosen type; say so, and offer the other types where the text is found.
  const otherTypes = (reply?.matchesByType ?? []).filter(
    (entry) => entry.typeIniziativeId !== typeId && entry.totalResults > 0,
  );

  return (
    <div className="suap-initiative-picker">
      <div className="row">
        <div className="col-12 col-lg-5">
          <div className="select-wrapper mb-4">
            <label htmlFor={`${id}-type`}>{t('reference-data.initiative.type-label')}</label>
            <select
              id={`${id}-type`}
              value={typeId ?? ''}
              onChange={(event) => chooseType(event.target.value)}
            >
              {types.map((type) => (
                <option key={type.typeIniziativeId} value={type.typeIniziativeId}>
                  {type.description}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="col-12 col-lg-7 mb-4">
          <SearchBar
            label={t('reference-data.initiative.search-label')}
            hint={t('reference-data.initiative.search-hint', { min: SEARCH_MIN_LENGTH_INITIATIVE })}
            minLength={SEARCH_MIN_LENGTH_INITIATIVE}
            onSearch={search}
          />
        </div>
      </div>

      {list.isError ? (
        <RetrieveError onRetry={() => void list.refetch()} />
      ) : reply ? (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('reference-data.initiative.results', { count: reply.totalResults })}
          </p>
          {reply.filter && (
            <div className="suap-initiative-scope mb-4">
              <p className="mb-2">
                {t('reference-data.initiative.search-scope', {
                  filter: reply.filter,
                  type: typeName(typeId),
                })}
              </p>
              {otherTypes.length > 0 && (
                <>
                  <p className="mb-2">
                    {t('reference-data.initiative.other-types', { filter: reply.filter })}
                  </p>
                  <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                    {otherTypes.map((entry) => (
                      <li key={entry.typeIniziativeId}>
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm"
                          onClick={() => chooseType(String(entry.typeIniziativeId))}
                        >
                          {t('reference-data.initiative.show-type', {
                            count: entry.totalResults,
                            type: typeName(entry.typeIniziativeId),
                          })}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
          {reply.iniziativeList.length === 0 ? (
            <NoRecords message={t('ep.select-initiative.startup.no-data.initiative')} />
          ) : (
            <fieldset className="mb-4">
              <legend className="fs-6 fw-semibold mb-3">{t('reference-data.initiative.legend')}</legend>
              {reply.iniziativeList.map((initiative) => (
                <div key={initiative.iniziativeId} className="form-check suap-initiative-option mb-3">
                  <input
                    id={`${id}-initiative-${initiative.iniziativeId}`}
                    type="radio"
                    name={`${id}-initiative`}
                    checked={initiative.iniziativeId === selectedId}
                    onChange={() => onSelect(initiative)}
                  />
                  <label htmlFor={`${id}-initiative-${initiative.iniziativeId}`} className="d-block">
                    <span className="fw-semibold d-block">{initiative.description}</span>
                    <span className="d-block small">
                      {t('reference-data.initiative.activity')}: {initiative.activity}
                    </span>
                    <span className="d-block small">
                      {t('reference-data.initiative.area')}: {initiative.area}
                    </span>
                    <span className="d-block small">
                      {t('reference-data.initiative.code')}: <code>{initiative.code}</code>
                    </span>
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          <Paginator
            page={reply.page}
            totalPages={reply.totalPages}
            onPageChange={setPage}
            label={t('reference-data.initiative.pages-label')}
          />
        </>
      ) : null}
    </div>
  );
}
