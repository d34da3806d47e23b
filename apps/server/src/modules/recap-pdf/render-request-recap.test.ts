import { describe, expect, it } from 'vitest';
import { renderRequestRecap } from './render-request-recap.js';
import { pdfText, pdfTextRuns } from '../../../test/pdf-text.js';
import { sampleRequest } from '../../../test/sample-request.js';

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

describe('renderRequestRecap', async () => {
  const italian = await renderRequestRecap(sampleRequest(), 'it', { compress: false });
  const english = await renderRequestRecap(sampleRequest({ language: 'en' }), 'en', { compress: false });

  it('is a PDF 1.7', () => {
    expect(latin1(italian).startsWith('%PDF-1.7')).toBe(true);
  });

  it('is tagged: marked content, a structure tree with headings, paragraphs and a key/value list', () => {
    const pdf = latin1(italian);
    expect(pdf).toContain('/StructTreeRoot');
    expect(pdf).toMatch(/\/MarkInfo \d+ 0 R|\/Marked true/);
    for (const role of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody']) {
      expect(pdf).toContain(`/S /${role}\n`);
    }
  });

  it('declares its language and shows its title', () => {
    expect(latin1(italian)).toContain('/Lang (it-IT)');
    expect(latin1(english)).toContain('/Lang (en-GB)');
    expect(latin1(italian)).toContain('/DisplayDocTitle true');
    expect(latin1(italian)).toMatch(/\/Title \d+ 0 R/);
    expect(latin1(italian)).toContain('(Riepilogo della richiesta SUAP-2025-000042)');
    expect(latin1(english)).toContain('(Request summary SUAP-2025-000042)');
  });

  it('writes the header, the reference code and every answer, with accented letters intact', () => {
    const text = pdfText(italian);
    expect(text).toContain('Portale SUAP – Sportello Unico per le Attività Produttive');
    expect(text).toContain('SUAP-2025-000042');
    expect(text).toContain('SUAP di Roma Capitale');
    expect(text).toContain('Niccolò');
    expect(text).toContain('Caffè Rossi S.r.l.');
    expect(text).toContain('Forlì');
    expect(text).toContain('02/03/2025');
    expect(text).not.toContain('\uFFFD');
  });

  it('is in the language asked', () => {
    expect(pdfText(english)).toContain('Personal details');
    expect(pdfText(english)).not.toContain('Dati personali');
  });

  it("writes 'non indicato' for empty answers", async () => {
    const empty = await renderRequestRecap(sampleRequest({ iniziative: null }), 'it', { compress: false });
    expect(pdfText(empty)).toContain('non indicato');
  });

  it('embeds its font (compressed by default)', async () => {
    const compressed = await renderRequestRecap(sampleRequest(), 'it');
    expect(latin1(compressed)).toContain('/FontFile2');
    expect(latin1(compressed)).toContain('TitilliumWeb');
    expect(compressed.length).toBeLessThan(italian.length);
  });

  it('keeps every answer, long ones wrapped, when the recap runs over several pages', async () => {
    const company = 'Società cooperativa '.repeat(12).trim();
    const long = sampleRequest({ personalData: { ...sampleRequest().personalData!, companyName: company } });
    const pdf = await renderRequestRecap(long, 'it', { compress: false });
    expect(latin1(pdf).match(/\/Type \/Page\n/g)?.length).toBeGreaterThan(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(company);
    expect(text).toContain('Partita IVA 12345678903');
    expect(text).toContain('I dati riportati sono stati dichiarati dal richiedente.');
  });

  describe('pages (issue 23)', async () => {
    const pageCount = (pdf: Buffer) => latin1(pdf).match(/\/Type \/Page\n/g)?.length ?? 0;
    const company = 'Società cooperativa '.repeat(12).trim();
    const long = sampleRequest({ personalData: { ...sampleRequest().personalData!, companyName: company } });
    const twoPages = await renderRequestRecap(long, 'it', { compress: false });
    const englishTwo = await renderRequestRecap({ ...long, language: 'en' }, 'en', { compress: false });

    it('numbers every page "pagina N di M" in the request language', () => {
      expect(pageCount(twoPages)).toBe(2);
      const runs = pdfTextRuns(twoPages);
      expect(runs).toContain('pagina 1 di 2');
      expect(runs).toContain('pagina 2 di 2');
      expect(pdfTextRuns(englishTwo)).toContain('page 2 of 2');
      // The plain sample used to spill its last three rows onto page 2: now the whole section moves there.
      expect(pdfTextRuns(italian)).toContain('pagina 2 di 2');
    });

    it('repeats the header, with the reference code, at the top of page 2 only', () => {
      const header = 'Riepilogo della richiesta SUAP-2025-000042 – Portale SUAP';
      const headers = pdfTextRuns(twoPages).filter((run) => run.startsWith(header));
      expect(headers).toHaveLength(1);
      // Runs are read page by page: the header belongs to page 2, after page 1's number.
      const runs = pdfTextRuns(twoPages);
      expect(runs.findIndex((run) => run.startsWith(header))).toBeGreaterThan(runs.indexOf('pagina 1 di 2'));
    });

    it('keeps a section together: "Dati personali" starts page 2 with all its rows', () => {
      const runs = pdfTextRuns(twoPages);
      const pageBreak = runs.indexOf('pagina 1 di 2');
      const heading = runs.indexOf('Dati personali');
      expect(heading).toBeGreaterThan(pageBreak);
      expect(runs.slice(pageBreak).join(' ')).toContain('Nome');
      expect(runs.slice(0, pageBreak).join(' ')).not.toContain('Codice fiscale');
      // The case: the plain sample no longer leaves three orphan rows of the section on page 2.
      const plain = pdfTextRuns(italian);
      expect(plain.indexOf('Dati personali')).toBeGreaterThan(plain.indexOf('pagina 1 di 2'));
    });
  });
});
