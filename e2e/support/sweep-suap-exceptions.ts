import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser';
import { expectHeading, type Sweep } from './sweep-checks';
import { routeUrl, tr, type TableRoute } from './sweep-routes';

const PHONE_AND_DESKTOP = [375, 1280] as const;
const dialog = (page: Page) => page.getByRole('dialog');

/** The SUAP exception modal of the support page: an office on this portal (success), one elsewhere (warning). */
export async function sweepSuapExceptions(page: Page, sweep: Sweep, supportPage: TableRoute) {
  for (const [lang, type] of [
    ['it', 'INT'],
    ['en', 'EXT'],
  ] as const) {
    const reply = await page.request.get(`/api/suap/v1/anagrafica/suap/list?type=${type}&size=1`);
    const [office] = (await reply.json()).suapList as { name: string; type: string }[];
    expect(office?.type).toBe(type);
    await openPage(page, routeUrl(supportPage, lang));
    await expectHeading(page, tr(lang, 'support.title'), `support ${lang}`);
    const search = page.getByRole('textbox', { name: tr(lang, 'reference-data.suap.search-label') });
    await search.fill(office!.name);
    await search.press('Enter');
    const card = page
      .locator('main li')
      .filter({ has: page.getByRole('heading', { name: office!.name, exact: true }) });
    await card.getByRole('button', { name: tr(lang, 'reference-data.suap.choose') }).click();
    const severity = type === 'INT' ? 'success' : 'warning';
    const modal = dialog(page).filter({ has: page.locator(`[data-severity="${severity}"]`) });
    await sweep.overlay(page, modal, lang, `SUAP exception ${type} (${severity}) ${lang}`, PHONE_AND_DESKTOP);
    await modal.getByRole('button', { name: tr(lang, 'reference-data.suap-exception.cancel') }).click();
    await modal.waitFor({ state: 'detached' });
  }
}
