import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import itJson from '../../../i18n/it.json';

// WCAG 3.2.4 (issue 24, 5c): the service has one name wherever it links or titles a page — main menu,
// breadcrumb, the service page's h1 and title, the back link — in each language.
describe.each([
  ['it', itJson],
  ['en', en],
] as const)('the Start a business service name (%s)', (_lang, texts) => {
  it('is the same in the menu, the breadcrumb and the service page heading', () => {
    const name = texts.menu.items.startup;
    expect(texts.enrolment.layout.service).toBe(name);
    expect(texts['startup-service'].title).toBe(name);
    expect(texts.enrolment.layout['back-to-service']).toContain(name);
  });
});
