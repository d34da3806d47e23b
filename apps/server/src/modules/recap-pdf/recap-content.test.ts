import { describe, expect, it } from 'vitest';
import { recapContent, recapFileName } from './recap-content.js';
import { sampleRequest } from './testing/sample-request.js';

const valueOf = (content: ReturnType<typeof recapContent>, label: string) =>
  content.sections.flatMap((section) => section.entries).find((entry) => entry.label === label)?.value;

describe('recapContent', () => {
  it('groups every answer by wizard step, in the language asked', () => {
    const it_ = recapContent(sampleRequest(), 'it');
    expect(it_.sections.map((section) => section.heading)).toEqual([
      'Dati della richiesta',
      'Contatti per le comunicazioni',
      'Iniziativa e SUAP',
      'Dati anagrafici',
    ]);
    expect(valueOf(it_, 'Iniziativa')).toBe('Apertura di un bar');
    expect(valueOf(it_, 'Tipo di recapito')).toBe('PEC – posta elettronica certificata');
    const en = recapContent(sampleRequest(), 'en');
    expect(valueOf(en, 'Initiative')).toBe('Opening a bar');
    expect(valueOf(en, 'State')).toBe('Sent');
    expect(en.locale).toBe('en-GB');
  });

  it('shows dates DD/MM/YYYY in Italian time', () => {
    // 23:30 UTC on 1 March is already 2 March in Rome.
    expect(valueOf(recapContent(sampleRequest(), 'it'), 'Inviata il')).toBe('02/03/2025');
    expect(valueOf(recapContent(sampleRequest(), 'it'), 'Creata il')).toBe('10/02/2025');
  });

  it("says 'non indicato' / 'not provided' for empty answers", () => {
    const request = sampleRequest({ iniziative: null, personalData: null, procedureNotification: null });
    expect(valueOf(recapContent(request, 'it'), 'Iniziativa')).toBe('non indicato');
    expect(valueOf(recapContent(request, 'it'), 'Nome')).toBe('non indicato');
    expect(valueOf(recapContent(request, 'en'), 'Address')).toBe('not provided');
  });

  it('names a draft by its number and gives its deletion day', () => {
    const draft = recapContent(
      sampleRequest({
        referenceCode: null,
        stateOfRequest: { stateOfRequestId: 1, descriptionIt: 'In bozza', descriptionEn: 'Draft' },
        sentRequestDate: null,
        draftExpiresOn: '2026-03-01',
      }),
      'en',
    );
    expect(draft.identifier).toBe('42');
    expect(valueOf(draft, 'Request code')).toBe('assigned when the request is sent');
    expect(valueOf(draft, 'The draft will be deleted on')).toBe('01/03/2026');
    expect(valueOf(draft, 'Sent on')).toBeUndefined();
  });

  it('reads Italia as state of birth when only the municipality is given', () => {
    expect(valueOf(recapContent(sampleRequest(), 'it'), 'Stato di nascita')).toBe('Italia');
  });

  it('lists company and VAT number only for a legal representative', () => {
    expect(valueOf(recapContent(sampleRequest(), 'it'), 'Partita IVA')).toBe('12345678903');
    const person = { ...sampleRequest().personalData!, legalRepresentative: false };
    expect(
      valueOf(recapContent(sampleRequest({ personalData: person }), 'it'), 'Partita IVA'),
    ).toBeUndefined();
  });
});

describe('recapFileName', () => {
  it('is translated and names the reference code, else the request number', () => {
    expect(recapFileName(sampleRequest(), 'it')).toBe('riepilogo-richiesta-SUAP-2025-000042.pdf');
    expect(recapFileName(sampleRequest({ referenceCode: null }), 'en')).toBe('request-summary-42.pdf');
  });
});
