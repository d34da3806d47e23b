import { describe, expect, it } from 'vitest';
import { texts, violations } from '../../../test/glossary.js';
import { DECISION_LABELS } from './decision-labels.js';

describe('the decision document texts', () => {
  it.each(['it', 'en'] as const)('in %s use the portal glossary (docs/glossary.json)', (lang) => {
    expect(violations(lang, texts(DECISION_LABELS[lang], 'decision'))).toEqual([]);
  });

  it('give both languages the same texts', () => {
    const keys = (lang: 'it' | 'en') => texts(DECISION_LABELS[lang]).map(([key]) => key);
    expect(keys('en')).toEqual(keys('it'));
  });
});
