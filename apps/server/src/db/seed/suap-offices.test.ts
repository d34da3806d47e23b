import { describe, expect, it } from 'vitest';
import { buildGeography } from './geography.js';
import { buildSuapOffices, findCapitals } from './suap-offices.js';

const geography = buildGeography();
const province = (abbreviation: string) => {
  const found = geography.provinces.find((entry) => entry.abbreviation === abbreviation);
  if (!found) throw new Error(abbreviation);
  return found;
};
const capitalsOf = (abbreviation: string) => {
  const entry = province(abbreviation);
  const towns = geography.municipalities.filter((town) => town.provinceId === entry.provinceId);
  return findCapitals(entry, towns).map((town) => town.name);
};

describe('provincial capitals', () => {
  it('are found from the province name, also when it is spelled differently', () => {
    expect(capitalsOf('RM')).toEqual(['Roma']);
    expect(capitalsOf('PU')).toEqual(['Pesaro', 'Urbino']);
    expect(capitalsOf('RE')).toEqual(["Reggio nell'Emilia"]);
    expect(capitalsOf('VB')).toEqual(['Verbania']);
    expect(capitalsOf('BZ')).toEqual(['Bolzano/Bozen']);
    expect(capitalsOf('SU')).toEqual([]);
  });
});

describe('SUAP offices', () => {
  const { offices, served } = buildSuapOffices(geography);

  it('serve each municipality exactly once, with sequential ids', () => {
    expect(served).toHaveLength(geography.municipalities.length);
    expect(new Set(served.map((entry) => entry.municipalityId)).size).toBe(geography.municipalities.length);
    expect(offices.map((office) => office.suapId)).toEqual(offices.map((_, index) => index + 1));
  });

  it('are the same on every build', () => {
    expect(buildSuapOffices(buildGeography())).toEqual({ offices, served });
  });

  it('give an associated office to the towns of a province without a capital of their own', () => {
    const associated = offices.find((office) => office.name.endsWith('Provincia di Roma'));
    expect(associated).toMatchObject({ type: 'INT', pec: 'suap.associato@pec.provincia.roma.it' });
    expect(associated?.searchText).toContain('fiumicino');
  });
});
