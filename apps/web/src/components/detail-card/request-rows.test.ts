import { describe, expect, it } from 'vitest';
import { citizenRequest } from '../../test/fixtures';
import { contactRows, officeRows, personalRows, type RequestRowText } from './request-rows';

// The words are the area's own: here each row shows which key and value the mapping asked for.
const text: RequestRowText = {
  label: (field) => field,
  contactType: (kind) => `type:${kind}`,
  gender: (gender) => `gender:${gender}`,
  yesNo: (value) => (value ? 'yes' : 'no'),
};

const request = citizenRequest(5, 3);
const valueOf = (rows: { label: string; value: string }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

describe('request rows (shared by the private area and the back office)', () => {
  it('maps the office in the page language, the SUAP name marked Italian-only', () => {
    const it = officeRows(request, text, 'it');
    const en = officeRows(request, text, 'en');
    expect(it.map((row) => row.label)).toEqual([
      'suap',
      'suap-pec',
      'initiative',
      'initiative-code',
      'activity',
      'area',
    ]);
    expect(valueOf(it, 'initiative')).toBe('Apertura di un esercizio di vicinato');
    expect(valueOf(en, 'initiative')).toBe('Opening a neighbourhood shop');
    expect(valueOf(en, 'area')).toBe('Trade');
    expect(en.find((row) => row.label === 'suap')?.italian).toBe(true);
    expect(en.filter((row) => row.italian)).toHaveLength(1);
  });

  it('leaves every value empty when the request has no office yet', () => {
    const rows = officeRows({ ...request, suap: null, iniziative: null }, text, 'it');
    expect(rows.every((row) => row.value === '')).toBe(true);
  });

  it('maps the contact kind and address, empty without a contact', () => {
    expect(contactRows(request, text)).toEqual([
      { label: 'contact-type', value: 'type:pec' },
      { label: 'contact-address', value: 'mario.rossi@pec.example.com' },
    ]);
    const mail = { ...request, procedureNotification: { typeId: 1 as const, address: 'a@example.com' } };
    expect(valueOf(contactRows(mail, text), 'contact-type')).toBe('type:email');
    expect(contactRows({ ...request, procedureNotification: null }, text).map((row) => row.value)).toEqual([
      '',
      '',
    ]);
  });

  it('maps the person; company rows only for a legal representative or a VAT number', () => {
    const rows = personalRows(request, text);
    expect(valueOf(rows, 'gender')).toBe('gender:M');
    expect(valueOf(rows, 'legal-representative')).toBe('no');
    expect(rows.find((row) => row.label === 'city-of-birth')?.italian).toBe(true);
    expect(valueOf(rows, 'company-name')).toBeUndefined();

    const withVat = personalRows({ ...request, partitaIva: '01234567890' }, text);
    expect(valueOf(withVat, 'vat-number')).toBe('01234567890');
    expect(valueOf(withVat, 'company-name')).toBe('');

    const none = personalRows({ ...request, personalData: null }, text);
    expect(valueOf(none, 'legal-representative')).toBe('');
    expect(valueOf(none, 'gender')).toBe('');
  });

  it("follows the wizard's rules when asked: company rows for a representative only, 'no' before any data", () => {
    const wizard = { companyRows: 'representative', representativeWithoutData: 'no' } as const;
    const withVat = personalRows({ ...request, partitaIva: '01234567890' }, text, wizard);
    expect(valueOf(withVat, 'vat-number')).toBeUndefined();
    const representative = {
      ...request,
      partitaIva: '01234567890',
      personalData: { ...request.personalData!, legalRepresentative: true, companyName: 'Rossi srl' },
    };
    expect(valueOf(personalRows(representative, text, wizard), 'company-name')).toBe('Rossi srl');
    expect(
      valueOf(personalRows({ ...request, personalData: null }, text, wizard), 'legal-representative'),
    ).toBe('no');
  });
});
