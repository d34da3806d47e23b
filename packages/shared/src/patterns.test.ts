import { describe, expect, it } from 'vitest';
import { normalizeFiscalCode, patterns, type PatternName } from './patterns.js';

const examples: Record<PatternName, { valid: string[]; invalid: string[] }> = {
  userEidasId: {
    valid: ['DE/IT/123456789', 'fr/it/A1', 'ES/IT/x', 'AT/IT/abc123XYZ'],
    invalid: [
      'DE/IT/',
      'DE/IT/1234567890',
      'D/IT/123',
      'DEU/IT/123',
      'DE-IT-123',
      'DE/IT/12 34',
      '1E/IT/123',
      '',
    ],
  },
  simpleText: {
    valid: ['Mario', 'Maria Teresa', "D'Angelo", 'D’Angelo', 'Niccolò', 'Müller', 'Łukasz Wałęsa'],
    invalid: ['', 'Mario1', 'Rossi-Bianchi', 'Rossi, Bianchi', 'a.b', '<script>', 'Mario\n'],
  },
  simpleList: {
    valid: ['Roma, Milano', 'Forlì,Cesena', "L'Aquila, Città di Castello", 'uno'],
    invalid: ['', 'Roma; Milano', 'Roma, Milano 2', 'a/b', 'x-y'],
  },
  lettersOnly: {
    valid: ['abc', 'ABC', 'Roma'],
    invalid: ['', 'ab c', 'abc1', 'città', "d'a", 'a-b'],
  },
  alphanumericOnly: {
    valid: ['abc123', 'ABC', '2024', 'a1B2'],
    invalid: ['', 'abc 123', 'abc-123', 'città1', 'a_b', 'a.b'],
  },
  extendedText: {
    valid: [
      "Via dell'Orso, 12 (scala B); int. 3/4: ok?",
      'Bolzano/Bozen',
      'Calasca-Castiglione',
      'Società Srl',
      'Ärztekammer 2',
    ],
    invalid: ['', 'a & b', 'price $5', 'x_y', 'a"b', 'line\nbreak', 'a<b', 'mail@x.it'],
  },
  email: {
    valid: ['mario.rossi@example.it', 'm-r_1@sub.domain.gov.it', 'a@b.info', 'pec.comune@pec.comune.roma.it'],
    invalid: [
      '',
      'mario.rossi',
      'mario@',
      '@example.it',
      'mario@example',
      'mario@example.museum',
      'mario rossi@x.it',
      'mario+tag@x.it',
      'a@b.c',
    ],
  },
  fileName: {
    valid: ['', 'recap.pdf', 'richiesta_2024-01.PDF', 'città.txt'],
    invalid: ['my file.pdf', 'a/b.pdf', '..\\x', 'a:b', 'rapporto(1).pdf'],
  },
  fiscalCode: {
    valid: ['RSSMRA80A01H501U', 'VRDNNA90E52F205A', 'MLLHNS75C15Z112U'],
    invalid: [
      '',
      'rssmra80a01h501u',
      'RSSMRA80A01H501',
      'RSSMRA80A01H501UX',
      'RSSMR080A01H501U',
      'RSSMRA8LA01H501U',
      '12345678901',
      'RSSMRA80A01H501 ',
    ],
  },
  vatNumber: {
    valid: ['', '12345678901', '00000000000'],
    invalid: ['1234567890', '123456789012', 'IT12345678901', '1234567890a', ' 12345678901'],
  },
  searchBar: {
    valid: ['ristorante', 'Città di Castello', "L'Aquila", 'bar 2000'],
    invalid: ['', 'bar, pub', 'a.b', 'x-y', 'drop;table', '%'],
  },
  searchUser: {
    valid: ['mario.rossi@example.it', 'anne-marie_o+tag@x.eu', "D'Angelo", 'Rossi Mario'],
    invalid: ['', 'a,b', 'drop;table', '%', 'x<y', 'a/b', '"quoted"'],
  },
  address: {
    valid: ['Via Roma, 1', 'P.za Duomo 3', "Via dell'Orso 12", 'Corso Vittorio Emanuele II'],
    invalid: ['', 'Via Roma 1/A', 'Via (centro)', 'a-b', 'Via #3'],
  },
  zipCode: {
    valid: ['00100', '20121', '39100'],
    invalid: ['', '0010', '001000', 'A0100', '00 100'],
  },
  telephone: {
    valid: ['+39 06 1234567', '06-1234567', '3331234567', '+393331234567'],
    invalid: ['', '+', '+ -', '06/1234567', '(06) 1234', 'tel 06', '++39 06'],
  },
  personName: {
    valid: ['Anne-Marie', "D'Angelo", 'José', 'Rossi Bianchi'],
    invalid: ['', 'Mario2', 'Mario.', 'Mario, Luigi'],
  },
  countryName: {
    valid: ['Italia', "Côte d'Ivoire", 'Guinea-Bissau', 'St. Lucia', 'Corea (Repubblica di)'],
    invalid: ['', 'Ital1a', ' Italia', '-Italia', 'Italia!'],
  },
  companyFiscalCode: {
    valid: ['12345678901', 'RSSMRA80A01H501U'],
    invalid: ['', '1234567890', 'IT12345678901', 'rssmra80a01h501u', '12345678901RSSMRA80A01H501U'],
  },
  ipaCode: {
    valid: ['c_h501', 'm_it', 'agid'],
    invalid: ['', 'c-h501', 'c h501', 'x'.repeat(21)],
  },
};

describe('SPEC §5 patterns', () => {
  for (const [name, { valid, invalid }] of Object.entries(examples) as [
    PatternName,
    (typeof examples)[PatternName],
  ][]) {
    describe(name, () => {
      it.each(valid)('accepts %j', (value) => expect(patterns[name].test(value)).toBe(true));
      it.each(invalid)('rejects %j', (value) => expect(patterns[name].test(value)).toBe(false));
    });
  }

  it('covers every exported pattern with examples', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(patterns).sort());
  });

  it('has sources that also compile under the v flag used by HTML pattern attributes', () => {
    for (const pattern of Object.values(patterns)) {
      expect(() => new RegExp(pattern.source, 'v')).not.toThrow();
    }
  });

  it('is stateless between calls (no global flag)', () => {
    expect(patterns.zipCode.test('00100')).toBe(true);
    expect(patterns.zipCode.test('00100')).toBe(true);
  });

  it('normalizes a typed fiscal code before validation', () => {
    expect(normalizeFiscalCode('  rssmra80a01h501u ')).toBe('RSSMRA80A01H501U');
    expect(patterns.fiscalCode.test(normalizeFiscalCode('rssmra80a01h501u'))).toBe(true);
  });
});
