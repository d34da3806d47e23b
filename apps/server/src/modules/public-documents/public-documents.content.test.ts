import { describe, expect, it } from 'vitest';
import { INITIATIVE_TYPES, INITIATIVES } from '../../db/seed/initiatives-catalogue.js';
import { pdfText } from '../../../test/pdf-text.js';
import { decree160Document, DECREE_160_OFFICIAL_TITLE } from './decree-160-content.js';
import { initiativesDocument } from './initiatives-content.js';
import type { InitiativeCatalogue } from './public-documents.repository.js';
import { renderPublicDocument } from './render-public-document.js';

const catalogue: InitiativeCatalogue = {
  types: INITIATIVE_TYPES.map((type) => ({ ...type })),
  initiatives: INITIATIVES.map((entry) => ({ ...entry })),
};
// pdfkit wraps long lines: compare with whitespace squeezed.
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('decree 160 reference sheet', () => {
  it.each(['it', 'en'] as const)(
    'states the official title and where the text is published (%s)',
    async (lang) => {
      const text = flat(pdfText(await renderPublicDocument(decree160Document(lang), { compress: false })));
      expect(text).toContain(flat(DECREE_160_OFFICIAL_TITLE));
      expect(text).toMatch(/229/);
      expect(text).toMatch(/30 settembre 2010|30 September 2010/);
      expect(text).toContain('227');
      expect(text).toContain('Normattiva');
    },
  );

  it('is written in the language asked for', async () => {
    const italian = flat(pdfText(await renderPublicDocument(decree160Document('it'), { compress: false })));
    const english = flat(pdfText(await renderPublicDocument(decree160Document('en'), { compress: false })));
    expect(italian).toContain('Che cosa disciplina');
    expect(english).toContain('What it governs');
    expect(english).not.toContain('Che cosa disciplina');
  });
});

describe('initiatives list', () => {
  it('lists every initiative with its code and translated description, grouped by type', async () => {
    const pinned = new Date('2026-03-02T10:00:00Z');
    const english = flat(
      pdfText(await renderPublicDocument(initiativesDocument(catalogue, 'en', pinned), { compress: false })),
    );
    for (const entry of INITIATIVES) {
      expect(english).toContain(entry.code);
      expect(english).toContain(flat(entry.descriptionEn));
    }
    for (const type of INITIATIVE_TYPES) expect(english).toContain(type.descriptionEn);
    expect(english).toContain('02/03/2026');
  });

  it('uses the Italian texts in Italian', () => {
    const document = initiativesDocument(catalogue, 'it');
    const items = document.blocks.flatMap((block) => (block.kind === 'list' ? block.items : []));
    expect(items).toHaveLength(INITIATIVES.length);
    expect(items[0]?.body[0]).toBe(
      INITIATIVES.find((entry) => entry.code === items[0]?.label)?.descriptionIt,
    );
    expect(document.locale).toBe('it-IT');
  });

  it('leaves out types with no initiatives', () => {
    const withEmptyType: InitiativeCatalogue = {
      ...catalogue,
      types: [
        ...catalogue.types,
        { typeInitiativeId: 99, code: 'NONE', descriptionIt: 'Vuota', descriptionEn: 'Empty' },
      ],
    };
    const headings = initiativesDocument(withEmptyType, 'en').blocks.filter(
      (block) => block.kind === 'heading',
    );
    expect(headings).toHaveLength(INITIATIVE_TYPES.length);
  });
});
