import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, axeAndScreenshot, newPage, useBrowser, openPage } from './support/browser';

// The SUAP picker on the support page (route help-page): free search, then the cascade region → province →
// municipality → SUAP list, and the SUAP exception modal, in both languages at phone and desktop widths.

const TEXT = {
  it: {
    addressResearch: 'Ricerca per comune',
    freeResearch: 'Ricerca libera',
    region: 'Regione',
    province: 'Provincia',
    municipality: 'Comune',
    search: 'Cerca un SUAP per nome o comune',
    searchButton: 'Cerca',
    list: 'SUAP trovati',
    choose: 'Scegli questo SUAP',
    heading: 'Trova il tuo SUAP',
    int: 'riceve le pratiche su questo portale',
    ext: 'usa un proprio portale',
    cancel: 'Annulla',
  },
  en: {
    addressResearch: 'Search by municipality',
    freeResearch: 'Free search',
    region: 'Region',
    province: 'Province',
    municipality: 'Municipality',
    search: 'Search for a SUAP by name or municipality',
    searchButton: 'Search',
    list: 'SUAPs found',
    choose: 'Choose this SUAP',
    heading: 'Find your SUAP',
    int: 'takes requests on this portal',
    ext: 'uses its own portal',
    cancel: 'Cancel',
  },
} as const;

const FORLI = { region: '8', province: '40', municipality: '40012', suap: 'SUAP del Comune di Forlì' };
const WIDTHS = [375, 1280] as const;

// Bootstrap Italia draws its own radio and hides the input: people click the label.
const chooseResearch = (page: Page, label: string) => page.locator('label', { hasText: label }).click();

const cardTitles = (page: Page, lang: keyof typeof TEXT) =>
  page.getByRole('list', { name: TEXT[lang].list }).getByRole('heading').allTextContents();

describe('SUAP picker on the support page', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    for (const width of WIDTHS) {
      it(`finds the SUAP of Forlì by text and by address in ${lang} at ${width} px`, async () => {
        const text = TEXT[lang];
        const { context, page } = await newPage(browser(), width);
        await openPage(page, `/${lang}/support`);
        await page.getByRole('heading', { level: 2, name: text.heading }).waitFor();
        await expect.poll(async () => (await cardTitles(page, lang)).length).toBe(12);
        await axeAndScreenshot(
          page,
          `support ${lang} at ${width}: free research`,
          `reference-data-free-${lang}-${width}`,
        );

        // Free research: accent- and case-insensitive text search.
        await page.getByRole('textbox', { name: text.search }).fill('FORLI');
        await page.getByRole('button', { name: text.searchButton, exact: true }).click();
        await expect.poll(() => cardTitles(page, lang)).toContain(FORLI.suap);

        // Address research: the list empties, then the cascade leads to the one office in charge.
        await chooseResearch(page, text.addressResearch);
        await expect.poll(() => page.getByRole('list', { name: text.list }).count()).toBe(0);
        const region = page.getByRole('combobox', { name: text.region });
        const province = page.getByRole('combobox', { name: text.province });
        const municipality = page.getByRole('combobox', { name: text.municipality });
        expect(await province.isDisabled()).toBe(true);
        await expect.poll(() => region.locator('option').count()).toBeGreaterThan(20);
        await region.selectOption(FORLI.region);
        await expect.poll(() => province.locator(`option[value="${FORLI.province}"]`).count()).toBe(1);
        await province.selectOption(FORLI.province);
        await expect
          .poll(() => municipality.locator(`option[value="${FORLI.municipality}"]`).count())
          .toBe(1);
        await municipality.selectOption(FORLI.municipality);
        await expect.poll(() => cardTitles(page, lang)).toEqual([FORLI.suap]);
        await axeAndScreenshot(
          page,
          `support ${lang} at ${width}: address research`,
          `reference-data-address-${lang}-${width}`,
        );

        // A new region clears province and municipality, and with them the list.
        await region.selectOption('12');
        expect(await province.inputValue()).toBe('');
        expect(await municipality.isDisabled()).toBe(true);
        await expect.poll(() => page.getByRole('list', { name: text.list }).count()).toBe(0);
        await context.close();
      });
    }

    it(`opens the SUAP exception modal for the chosen office in ${lang}`, async () => {
      const text = TEXT[lang];
      const { context, page } = await newPage(browser(), 1280);
      const reply = await page.request.get(
        `/api/suap/v1/anagrafica/suap/list?municipalityId=${FORLI.municipality}`,
      );
      const [office] = (await reply.json()).suapList as { name: string; type: 'INT' | 'EXT' }[];
      expect(office?.name).toBe(FORLI.suap);

      await openPage(page, `/${lang}/support`);
      await chooseResearch(page, text.addressResearch);
      const region = page.getByRole('combobox', { name: text.region });
      await expect.poll(() => region.locator('option').count()).toBeGreaterThan(20);
      await region.selectOption(FORLI.region);
      const province = page.getByRole('combobox', { name: text.province });
      await expect.poll(() => province.locator(`option[value="${FORLI.province}"]`).count()).toBe(1);
      await province.selectOption(FORLI.province);
      const municipality = page.getByRole('combobox', { name: text.municipality });
      await expect.poll(() => municipality.locator(`option[value="${FORLI.municipality}"]`).count()).toBe(1);
      await municipality.selectOption(FORLI.municipality);
      await page.getByRole('button', { name: text.choose }).click();

      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(office!.type === 'INT' ? text.int : text.ext);
      await axeAndScreenshot(page, `SUAP exception modal ${lang}`, `reference-data-modal-${lang}`);
      await page.getByRole('button', { name: text.cancel }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await context.close();
    });
  }
});
