import { describe, expect, it } from 'vitest';
import { recapContent, recapFileName } from './recap-content.js';
import { sampleRequest } from '../../../test/sample-request.js';

const valueOf = (content: ReturnType<typeof recapContent>, label: string) =>
  content.sections.flatMap((section) => section.entries).find((entry) => entry.label === label)?.value;

describe('recapContent', () => {
  it('groups every answer by wizard step, in the language asked', () => {
    const it_ = recapContent(sampleRequest(), 'it');
    expect(it_.sections.map((section) => section.heading)).toEqual([
      'Dati della richiesta',
      'Recapiti per le comunicazioni',
      'Iniziativa e SUAP',
      'Dati personali',
    ]);
    expect(valueOf(it_, 'Iniziativa')).toBe('Apertura di un bar');
    expect(valueOf(it_, 'Tipo di recapito')).toBe('PEC (posta elettronica certificata)');
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

  it('names a draft "draft", never by its internal id, and gives its deletion day', () => {
    const draft = recapContent(
      sampleRequest({
        referenceCode: null,
        stateOfRequest: { stateOfRequestId: 1, descriptionIt: 'In bozza', descriptionEn: 'Draft' },
        sentRequestDate: null,
        draftExpiresOn: '2026-03-01',
      }),
      'en',
    );
    expect(draft.identifier).toBe('draft');
    expect(JSON.stringify(draft.sections)).not.toContain('42');
    expect(draft.pageOf(1, 2)).toBe('page 1 of 2');
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

describe('the request number (issue 23)', () => {
  it('prints the reference code as the one number of a sent request, not the internal id', () => {
    const content = recapContent(sampleRequest(), 'it');
    expect(content.identifier).toBe('SUAP-2025-000042');
    expect(valueOf(content, 'Numero della richiesta')).toBeUndefined();
    expect(content.sections.flatMap((section) => section.entries).map((entry) => entry.value)).not.toContain(
      '42',
    );
    expect(content.pageOf(2, 3)).toBe('pagina 2 di 3');
  });
});

describe('recapFileName', () => {
  it('is translated and names the reference code, else says draft (the internal id stays internal)', () => {
    expect(recapFileName(sampleRequest(), 'it')).toBe('riepilogo-richiesta-SUAP-2025-000042.pdf');
    expect(recapFileName(sampleRequest({ referenceCode: null }), 'en')).toBe('request-summary-draft.pdf');
    expect(recapFileName(sampleRequest({ referenceCode: null }), 'it')).toBe('riepilogo-richiesta-bozza.pdf');
  });
});
