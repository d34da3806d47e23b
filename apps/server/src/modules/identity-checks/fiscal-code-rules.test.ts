import { describe, expect, it } from 'vitest';
import { codeMatchesPerson, foreignCountryCode, placeCodeOf, withoutOmocodia } from './fiscal-code-rules.js';

describe('fiscal code rules', () => {
  it('reads omocodic codes back to digits', () => {
    expect(withoutOmocodia('RSSMRA80A01H50MF')).toBe('RSSMRA80A01H501F');
    expect(placeCodeOf('RSSMRAULA01H501C')).toBe('H501');
  });

  it('matches a person by surname, name, full birth date and gender', () => {
    const person = { firstName: 'Hans', lastName: 'Müller', birthDate: '15/03/1975', gender: 'M' as const };
    expect(codeMatchesPerson('MLLHNS75C15Z112U', person)).toBe(true);
    expect(codeMatchesPerson('MLLHNS75C15Z112U', { ...person, gender: 'F' })).toBe(false);
    expect(codeMatchesPerson('MLLHNS75C15Z112U', { ...person, birthDate: '15/03/1976' })).toBe(false);
  });

  it('knows foreign countries and rejects unknown ones', () => {
    expect(foreignCountryCode('Germania')).toBe('Z112');
    expect(foreignCountryCode('Atlantide')).toBeNull();
  });
});
