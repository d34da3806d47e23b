import { NOTIFICATION_EVENTS, SUPPORTED_LANGUAGES } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { texts, violations } from '../../../test/glossary.js';
import { sampleRequest } from '../../../test/sample-request.js';
import { MESSAGE_TEXTS } from './message-texts.js';
import { renderMessage } from './render-message.js';

const request = sampleRequest({
  stateOfRequest: {
    stateOfRequestId: 7,
    descriptionIt: 'Integrazione richiesta',
    descriptionEn: 'Integration requested',
  },
  responsibleOperator: { userId: 5, firstName: 'Marco', lastName: 'Blu' },
  termDueOn: '2025-04-15',
});
const render = (event: (typeof NOTIFICATION_EVENTS)[number], language: 'it' | 'en', overrides = {}) =>
  renderMessage({
    event,
    language,
    dueOn: event === 'takenInCharge' ? null : '2025-04-15',
    request: { ...request, ...overrides },
    baseUrl: 'https://suap.example.it',
  });

describe('the messages to the applicant (issue 28)', () => {
  it.each(
    SUPPORTED_LANGUAGES.flatMap((language) => NOTIFICATION_EVENTS.map((event) => [event, language] as const)),
  )(
    '%s in %s: subject, greeting, link to the request, office contacts, in text and HTML alike',
    (event, language) => {
      const message = render(event, language);
      expect(message.subject).toContain('SUAP-2025-000042');
      const link = `https://suap.example.it/${language}/private-area/request-details/42`;
      for (const body of [message.text, message.html]) {
        expect(body).toContain(link);
        expect(body).toContain('SUAP di Roma Capitale');
        expect(body).toContain('suap@pec.comune.roma.it');
        expect(body).toContain(language === 'it' ? 'Gentile Niccolò Rossi' : 'Dear Niccolò Rossi');
        // No fiscal code, and nothing the parties wrote: the page behind the login has them.
        expect(body).not.toMatch(/RSSNCL80A01H501X|[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]/);
      }
      expect(message.html).toContain(`<html lang="${language}">`);
      expect(message.text).not.toMatch(/\{\{|\}\}|undefined|null/);
      expect(message.html).not.toMatch(/\{\{|\}\}|undefined/);
    },
  );

  it('says what to do by when, with the date as DD/MM/YYYY', () => {
    expect(render('integrationRequested', 'it').subject).toBe(
      'Richiesta SUAP-2025-000042: documenti da integrare entro il 15/04/2025',
    );
    expect(render('refusalNotice', 'en').text).toContain('by 15/04/2025');
    expect(render('termReminder', 'it').text).toContain('scade il 15/04/2025');
  });

  it('names the responsible officer when the procedure starts, and the initiative in the message’s language', () => {
    expect(render('takenInCharge', 'en').text).toContain('Officer responsible for the procedure: Marco Blu');
    expect(render('requestSent', 'en').text).toContain('SAB-BAR-APE – Opening a bar');
    expect(render('requestSent', 'it').text).toContain('SAB-BAR-APE – Apertura di un bar');
  });

  it('escapes what comes from the data in the HTML', () => {
    const message = render('accepted', 'it', {
      suap: { ...request.suap!, name: 'SUAP <script>alert(1)</script> & Co' },
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('SUAP &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });

  it('greets the applicant generically when the request has no name', () => {
    expect(render('accepted', 'en', { personalData: null }).text).toMatch(/^Dear applicant,\n\nYour request/);
  });

  it.each(SUPPORTED_LANGUAGES)('uses the portal’s vocabulary in %s', (language) => {
    expect(violations(language, texts(MESSAGE_TEXTS[language]))).toEqual([]);
  });
});
