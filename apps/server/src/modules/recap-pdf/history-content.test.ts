import type { Request } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import {
  APPLICANT,
  entryValue,
  historyStep,
  OPERATOR,
  sampleHistory,
  STATE_NAMES,
  STEPS,
  SYSTEM,
} from '../../../test/sample-history.js';
import { sampleRequest } from '../../../test/sample-request.js';
import { historyEntry, historySection, type RequestHistory } from './history-content.js';
import { recapContent } from './recap-content.js';
import { renderRequestRecap } from './render-request-recap.js';

const { sent, taken, notice, expired } = STEPS;

describe('a history step in the PDFs', () => {
  it('is dated DD/MM/YYYY HH:mm in Italian time and says what happened, by whom, in words', () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Rome.
    expect(historyEntry(taken, STATE_NAMES, 'it')).toEqual({
      label: '02/03/2025 00:30',
      value: [
        'Presa in carico',
        'Stato: da «Inviata» a «In istruttoria»',
        'Da: Marco Blu (operatore)',
        'Responsabile del procedimento: Marco Blu',
      ].join('\n'),
    });
    expect(historyEntry(notice, STATE_NAMES, 'en').value).toBe(
      [
        'Notice of reasons for refusal (art. 10-bis, Law 241/1990)',
        'State: from “In review” to “Notice of reasons for refusal”',
        'By: Marco Blu (operator)',
        'Reasons for refusal: I locali non sono idonei.',
        'Term to answer: 20/03/2025',
      ].join('\n'),
    );
  });

  it('names the citizen as applicant, the deadline job as the portal, and an unrecorded actor as such', () => {
    expect(historyEntry(sent, STATE_NAMES, 'it').value).toContain('Da: Niccolò Rossi (richiedente)');
    expect(historyEntry(expired, STATE_NAMES, 'it').value).toContain(
      'Stato: «Preavviso di rigetto», invariato\nDa: Portale SUAP (controllo automatico dei termini)',
    );
    const legacy = historyStep({ action: 'accept', fromStateId: 3, toStateId: 4, actor: SYSTEM });
    expect(historyEntry(legacy, STATE_NAMES, 'en').value).toContain('By: not recorded');
  });

  it('prints the withdrawal by the applicant as its own step (issue 30)', () => {
    const withdrawn = historyStep({ action: 'withdraw', fromStateId: 6, toStateId: 11, actor: APPLICANT });
    expect(historyEntry(withdrawn, STATE_NAMES, 'it').value).toBe(
      [
        'Ritiro della richiesta',
        'Stato: da «In istruttoria» a «Ritirata»',
        'Da: Niccolò Rossi (richiedente)',
      ].join('\n'),
    );
    expect(historyEntry(withdrawn, STATE_NAMES, 'en').value).toBe(
      ['Request withdrawn', 'State: from “In review” to “Withdrawn”', 'By: Niccolò Rossi (applicant)'].join(
        '\n',
      ),
    );
  });

  it("never tells an operator's profile (the citizen gets the same document)", () => {
    const admin = historyStep({ action: 'accept', toStateId: 4, actor: { ...OPERATOR, profileId: 2 } });
    expect(historyEntry(admin, STATE_NAMES, 'it').value).toContain('Da: Marco Blu (operatore)');
    expect(historyEntry(admin, STATE_NAMES, 'it').value).not.toContain('amministratore');
  });

  it('makes no section of an empty history', () => {
    expect(historySection(sampleHistory(), 'it')).toBeNull();
    expect(historySection(null, 'it')).toBeNull();
  });
});

describe('the recap with its history', () => {
  it('ends with the history of a sent request, in the request language', () => {
    const content = recapContent(sampleRequest(), 'it', { history: sampleHistory(sent, taken) });
    const last = content.sections.at(-1);
    expect(last?.heading).toBe('Storico della richiesta');
    expect(last?.entries.map((entry) => entry.value.split('\n')[0])).toEqual([
      'Invio della richiesta',
      'Presa in carico',
    ]);
    const english = recapContent(sampleRequest({ language: 'en' }), 'en', { history: sampleHistory(sent) });
    expect(english.sections.at(-1)?.heading).toBe('Request history');
  });

  it('has no history section for a draft, or without history', () => {
    const draft = sampleRequest({
      referenceCode: null,
      stateOfRequest: { stateOfRequestId: 1, descriptionIt: 'Bozza', descriptionEn: 'Draft' },
    });
    const headings = (request: Request, history: RequestHistory | null) =>
      recapContent(request, 'it', { history }).sections.map((section) => section.heading);
    expect(headings(draft, sampleHistory(sent))).not.toContain('Storico della richiesta');
    expect(headings(sampleRequest(), null)).not.toContain('Storico della richiesta');
  });

  it('names the responsible operator and the term to answer, when there are', () => {
    const request = sampleRequest({
      responsibleOperator: { userId: 7, firstName: 'Marco', lastName: 'Blu' },
      termDueOn: '2025-03-20',
    });
    expect(entryValue(recapContent(request, 'it'), 'Responsabile del procedimento')).toBe('Marco Blu');
    expect(entryValue(recapContent(request, 'en'), 'Term to answer')).toBe('20/03/2025');
    expect(entryValue(recapContent(sampleRequest(), 'en'), 'Responsible operator')).toBeUndefined();
  });

  it('draws the history in the PDF', async () => {
    const pdf = await renderRequestRecap(sampleRequest(), 'it', {
      compress: false,
      history: sampleHistory(sent, taken, notice),
    });
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Storico della richiesta');
    expect(text).toContain('02/03/2025 00:30 Invio della richiesta');
    expect(text).toContain('Motivi ostativi: I locali non sono idonei. Termine per rispondere: 20/03/2025');
    expect(text).not.toContain('\uFFFD');
  });

  it('keeps every word of a text longer than a page, flowing onto the next one', async () => {
    const long = Array.from({ length: 160 }, (_, index) => `osservazione ${index + 1}`).join(', ');
    const observations = { ...STEPS.observations, message: long };
    const pdf = await renderRequestRecap(sampleRequest(), 'it', {
      compress: false,
      history: sampleHistory(sent, notice, observations),
    });
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('osservazione 1, osservazione 2,');
    expect(text).toContain('osservazione 159, osservazione 160');
  });
});
