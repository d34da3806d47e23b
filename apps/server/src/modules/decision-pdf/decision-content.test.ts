import { describe, expect, it } from 'vitest';
import {
  decidedRequest,
  entryValue,
  historyStep,
  sampleHistory,
  STEPS,
  SYSTEM,
} from '../../../test/sample-history.js';
import { decisionContent, decisionFileName, decisionSteps } from './decision-content.js';

const { sent, taken, notice, expired, observations } = STEPS;

describe('the decision content', () => {
  it('gives a refusal after an unanswered notice its reason and says no observations came', () => {
    const reject = historyStep({
      action: 'reject',
      fromStateId: 9,
      toStateId: 5,
      message: 'Locali non idonei.',
    });
    const content = decisionContent(decidedRequest(5), sampleHistory(sent, taken, notice, expired, reject));
    expect(content.identifier).toBe('SUAP-2025-000042');
    expect(entryValue(content, 'Esito')).toBe('Richiesta rifiutata');
    expect(entryValue(content, 'Responsabile del procedimento')).toBe('Marco Blu');
    expect(entryValue(content, 'Motivazione della decisione')).toBe('Locali non idonei.');
    expect(entryValue(content, 'Preavviso di rigetto (art. 10-bis, legge 241/1990)')).toBe(
      'Comunicato il 10/03/2025, con termine al 20/03/2025 per presentare osservazioni. Motivi: I locali non sono idonei.',
    );
    expect(entryValue(content, 'Osservazioni del richiedente')).toBe(
      'Nessuna osservazione presentata entro il termine.',
    );
    expect(entryValue(content, 'Valutazione delle osservazioni')).toBeUndefined();
    expect(content.sections.map((section) => section.heading)).toEqual([
      'Esito della richiesta',
      'Motivazione',
      'Storico della richiesta',
    ]);
  });

  it('answers the observations of a refusal that had them, in English for an English request', () => {
    const reject = historyStep({
      action: 'reject',
      fromStateId: 10,
      toStateId: 5,
      message: 'Locali non idonei.',
      assessment: 'L’adeguamento non è documentato.',
    });
    const request = decidedRequest(5, { language: 'en' });
    const content = decisionContent(request, sampleHistory(sent, notice, observations, reject));
    expect(entryValue(content, "Applicant's observations")).toBe(
      'Presented on 15/03/2025: I locali sono stati adeguati.',
    );
    expect(entryValue(content, 'Assessment of the observations')).toBe('L’adeguamento non è documentato.');
    expect(entryValue(content, 'Applicant')).toBe('Niccolò Rossi, fiscal code RSSNCL80A01H501X');
    expect(entryValue(content, 'Company represented')).toBe('Caffè Rossi S.r.l., VAT number 12345678903');
    expect(content.locale).toBe('en-GB');
    expect(decisionFileName(request)).toBe('decision-SUAP-2025-000042.pdf');
  });

  it('keeps an acceptance to its reason, and says what the record lacks', () => {
    const accept = historyStep({
      action: 'accept',
      fromStateId: 6,
      toStateId: 4,
      message: 'Tutto in regola.',
    });
    const content = decisionContent(decidedRequest(4), sampleHistory(sent, taken, accept));
    expect(entryValue(content, 'Esito')).toBe('Richiesta accettata');
    expect(content.sections[1]?.entries).toEqual([
      { label: 'Motivazione della decisione', value: 'Tutto in regola.' },
    ]);
    // A decision recorded before the history named people or reasons (migration 0013).
    const legacy = historyStep({ action: 'accept', fromStateId: 3, toStateId: 4, actor: SYSTEM });
    const old = decisionContent(
      decidedRequest(4, { responsibleOperator: null }),
      sampleHistory(sent, legacy),
    );
    expect(entryValue(old, 'Motivazione della decisione')).toBe('non registrato');
    expect(entryValue(old, 'Responsabile del procedimento')).toBe('non registrato');
  });

  it('names the operator who decided when the request names none', () => {
    const accept = historyStep({
      action: 'accept',
      fromStateId: 6,
      toStateId: 4,
      message: 'Tutto in regola.',
    });
    const content = decisionContent(decidedRequest(4, { responsibleOperator: null }), sampleHistory(accept));
    expect(entryValue(content, 'Responsabile del procedimento')).toBe('Marco Blu');
  });

  it('reads the steps of the last decision only', () => {
    const reject = historyStep({ action: 'reject', fromStateId: 9, toStateId: 5 });
    // Observations before the notice answer an earlier one, not this.
    expect(decisionSteps([sent, observations, notice, reject])).toMatchObject({
      decision: reject,
      notice,
      observations: undefined,
    });
  });
});
