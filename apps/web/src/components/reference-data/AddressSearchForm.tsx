import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESEARCH_TYPE, RESEARCH_TYPES, type ResearchType } from '@suap/shared';
import { useMunicipalities, useProvinces, useRegions } from '../../lib/api/reference-data';
import { RetrieveError } from '../retrieve-error/RetrieveError';
import { PlaceSelect } from './PlaceSelect';

/** SPEC §3 address search form, as its owner hears about it. */
export interface AddressSearch {
  typeResearch: ResearchType;
  regionId?: number;
  provinceId?: number;
  municipalityId?: number;
}

export interface AddressSearchFormProps {
  onChange: (search: AddressSearch) => void;
  /** Shows the errors of untouched fields too, e.g. after a step's submit (SPEC §5). */
  forceErrors?: boolean;
  /** A form that already explains the asterisk once at its top turns this note off. */
  showRequiredNote?: boolean;
}

type PlaceField = 'region' | 'province' | 'municipality';

/**
 * SPEC §3/§4/§5 address search: free research (the default) or research by region, province and municipality.
 * Choosing a place clears the places below it and enables the next one.
 */
export function AddressSearchForm({
  onChange,
  forceErrors = false,
  showRequiredNote = true,
}: AddressSearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState<AddressSearch>({ typeResearch: DEFAULT_RESEARCH_TYPE });
  const [interacted, setInteracted] = useState<ReadonlySet<PlaceField>>(new Set());
  const regions = useRegions();
  const provinces = useProvinces(search.regionId);
  const municipalities = useMunicipalities(search.provinceId);

  const update = (next: AddressSearch, field?: PlaceField) => {
    setSearch(next);
    if (field) setInteracted((fields) => new Set(fields).add(field));
    onChange(next);
  };

  const chooseType = (typeResearch: ResearchType) => {
    if (typeResearch === search.typeResearch) return;
    // Either way the three places start empty: free research ignores them, address research starts over.
    setInteracted(new Set());
    update({ typeResearch });
  };

  const touch = (field: PlaceField) => setInteracted((fields) => new Set(fields).add(field));
  const errorOf = (field: PlaceField, value: number | undefined) =>
    value === undefined && (forceErrors || interacted.has(field)) ? t('bo.errors.required') : undefined;

  // The server already filters; filtering again keeps the options right while a new list is on its way.
  const provinceOptions = (provinces.data?.provinceList ?? []).filter(
    (province) => province.region.regionId === search.regionId,
  );
  const municipalityOptions = (municipalities.data?.municipalityList ?? []).filter(
    (municipality) => municipality.province.provinceId === search.provinceId,
  );
  const failed = regions.isError || provinces.isError || municipalities.isError;

  return (
    <div className="suap-address-search">
      {showRequiredNote && <p className="small mb-3">{t('reference-data.address.required-note')}</p>}
      <fieldset className="mb-4">
        <legend className="fs-6 fw-semibold mb-2">
          {t('reference-data.address.type-research')}
          <span aria-hidden="true"> *</span>
        </legend>
        {RESEARCH_TYPES.map((type) => (
          <div key={type} className="form-check form-check-inline">
            <input
              id={`${id}-${type}`}
              type="radio"
              name={`${id}-type-research`}
              value={type}
              checked={search.typeResearch === type}
              required
              onChange={() => chooseType(type)}
            />
            <label htmlFor={`${id}-${type}`}>{t(`reference-data.address.${type}`)}</label>
          </div>
        ))}
      </fieldset>

      {search.typeResearch === 'addressResearch' && (
        <div className="row">
          <div className="col-12 col-lg-4">
            <PlaceSelect
              id={`${id}-region`}
              label={t('reference-data.address.region')}
              placeholder={t('reference-data.address.choose-region')}
              loading={regions.isPending}
              value={search.regionId}
              options={(regions.data?.regionList ?? []).map((region) => ({
                value: region.regionId,
                label: region.name,
              }))}
              error={errorOf('region', search.regionId)}
              onBlur={() => touch('region')}
              onChange={(regionId) => update({ typeResearch: 'addressResearch', regionId }, 'region')}
            />
          </div>
          <div className="col-12 col-lg-4">
            <PlaceSelect
              id={`${id}-province`}
              label={t('reference-data.address.province')}
              placeholder={t('reference-data.address.choose-province')}
              disabled={search.regionId === undefined}
              loading={search.regionId !== undefined && provinces.isPending}
              value={search.provinceId}
              options={provinceOptions.map((province) => ({
                value: province.provinceId,
                label: province.name,
              }))}
              error={errorOf('province', search.provinceId)}
              onBlur={() => touch('province')}
              onChange={(provinceId) =>
                update({ typeResearch: 'addressResearch', regionId: search.regionId, provinceId }, 'province')
              }
            />
          </div>
          <div className="col-12 col-lg-4">
            <PlaceSelect
              id={`${id}-municipality`}
              label={t('reference-data.address.municipality')}
              placeholder={t('reference-data.address.choose-municipality')}
              disabled={search.provinceId === undefined}
              loading={search.provinceId !== undefined && municipalities.isPending}
              value={search.municipalityId}
              options={municipalityOptions.map((municipality) => ({
                value: municipality.municipalityId,
                label: municipality.name,
              }))}
              error={errorOf('municipality', search.municipalityId)}
              onBlur={() => touch('municipality')}
              onChange={(municipalityId) => update({ ...search, municipalityId }, 'municipality')}
            />
          </div>
          {failed && (
            <div className="col-12">
              <RetrieveError />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
