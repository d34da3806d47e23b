import { describe, expect, it } from 'vitest';
import { catalogue, glossary, texts, violations } from '../../../test/glossary.js';
import { HISTORY_LABELS } from './history-labels.js';
import { RECAP_LABELS } from './recap-labels.js';

// One vocabulary per language (issue 23): the web catalogues and the PDF texts against docs/glossary.json.

describe('glossary (one vocabulary per language)', () => {
  it('gives every concept one term and at least one forbidden variant in both languages', () => {
    for (const concept of glossary.terms) {
      for (const lang of ['it', 'en'] as const) {
        expect(concept[lang].term, concept.concept).not.toBe('');
        expect(concept[lang].forbidden.length, concept.concept).toBeGreaterThan(0);
        expect(concept[lang].forbidden, concept.concept).not.toContain(concept[lang].term);
      }
    }
  });

  it.each(['it', 'en'] as const)('the %s web catalogue uses no forbidden variant', (lang) => {
    expect(violations(lang, texts(catalogue(lang)))).toEqual([]);
  });

  it.each(['it', 'en'] as const)('the %s PDF recap uses no forbidden variant', (lang) => {
    expect(violations(lang, texts(RECAP_LABELS[lang], 'recap'))).toEqual([]);
  });

  it.each(['it', 'en'] as const)('the %s history of the PDFs uses no forbidden variant', (lang) => {
    expect(violations(lang, texts(HISTORY_LABELS[lang], 'history'))).toEqual([]);
  });

  it('the PDF and the pages name the same things the same way', () => {
    const it_ = catalogue('it') as { 'private-area': { details: { sections: Record<string, string> } } };
    const en = catalogue('en') as typeof it_;
    expect(RECAP_LABELS.it.sections.personalData).toBe(it_['private-area'].details.sections.personal);
    expect(RECAP_LABELS.en.sections.personalData).toBe(en['private-area'].details.sections.personal);
    expect(RECAP_LABELS.it.sections.notificationContacts).toBe(it_['private-area'].details.sections.contact);
    expect(RECAP_LABELS.en.sections.notificationContacts).toBe(en['private-area'].details.sections.contact);
    expect(RECAP_LABELS.it.fields.email).toBe('Email');
  });

  it('catches a forbidden variant (the check is not vacuous)', () => {
    expect(violations('en', [['x', 'Enter your Tax code']])).toHaveLength(1);
    expect(violations('it', [['x', 'Indirizzo E-mail']])).toHaveLength(1);
    expect(violations('it', [['x', 'si apre in una nuova scheda']])).toHaveLength(1);
  });
});
