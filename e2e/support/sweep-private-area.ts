import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGES, openPage } from './browser';
import { lowContrastItems } from './contrast';
import { createDraft } from './private-area';
import { routeUrl, tr } from './sweep-routes';
import { logoutThroughCallback } from './sweep-session';
import { PHONE_AND_DESKTOP, type SweepScreens } from './sweep-screens';

/**
 * The citizen's screens of the sweep, logged in as mario.rossi: private area, request details, private help,
 * active sessions, the delete-draft modal, the user menu, the retrieve-error callout, and logout.
 */
export async function sweepPrivateArea(page: Page, screens: SweepScreens) {
  const cards = (p: Page) => p.locator('main li.suap-request-item');
  await screens.sweepRoute(page, 'private-area', (lang) => tr(lang, 'private-area.title'), { ready: cards });

  const firstLink = cards(page).first().locator('h3 a');
  const requestId = Number(/(\d+)$/.exec((await firstLink.getAttribute('href')) ?? '')?.[1]);
  expect(requestId).toBeGreaterThan(0);
  // The card is titled by the request's reference code, or a draft by the day it was started, in the language
  // the sweep left the page in.
  const title = (await firstLink.textContent()) ?? '';
  const draftDate = /^(?:Bozza iniziata il|Draft started on) (\S+)$/.exec(title)?.[1];
  const code = /^(?:Richiesta|Request) (\S+)$/.exec(title)?.[1];
  expect(draftDate ?? code, title).toBeTruthy();
  await screens.sweepRoute(
    page,
    'request-details',
    (lang) =>
      draftDate
        ? tr(lang, 'private-area.requests.draft', { date: draftDate })
        : tr(lang, 'private-area.details.title', { code: code ?? '' }),
    {
      params: { requestId },
    },
  );
  await screens.sweepRoute(page, 'help-online-private-area', (lang) =>
    tr(lang, 'help-online.sections.private-area.title'),
  );
  const sessionCards = (p: Page) => p.locator('main li.suap-session');
  await screens.sweepRoute(page, 'private-area-sessions', (lang) => tr(lang, 'sessions.title'), {
    ready: sessionCards,
  });

  // A draft of his own, newest, so the first page of the list shows it: his demo drafts are further back, behind
  // the requests of the procedure's demo (issue 27), and other suites may have deleted them.
  await createDraft(page);
  for (const lang of LANGUAGES) {
    await openPage(page, routeUrl(screens.route('private-area'), lang));
    await cards(page).first().waitFor();
    // The delete-draft confirmation (warning) on that draft; cancelled, so the draft stays.
    const deleteDraft = page.locator('main .suap-request-actions button').first();
    await deleteDraft.click();
    const confirm = page.getByRole('dialog', { name: tr(lang, 'private-area.delete.title') });
    await screens.sweep.overlay(
      page,
      confirm,
      lang,
      `delete-draft modal (warning) ${lang}`,
      PHONE_AND_DESKTOP,
    );
    await confirm.getByRole('button', { name: tr(lang, 'private-area.delete.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    // The front-office user menu.
    await page.locator('.suap-user-menu-toggle').click();
    await screens.sweep.overlay(
      page,
      page.locator('.suap-user-menu-panel'),
      lang,
      `user menu (front office) ${lang}`,
      PHONE_AND_DESKTOP,
    );
    expect(
      await lowContrastItems(page.locator('.suap-user-menu-panel')),
      `user menu (front office) ${lang}`,
    ).toEqual([]);
    await page.keyboard.press('Escape');

    // The retrieve-error callout when the request list cannot be read.
    await page.route('**/api/suap/v1/request/list*', (r) => r.fulfill({ status: 500, body: '{}' }));
    await page.reload();
    const callout = page.locator('main .suap-retrieve-error');
    await screens.sweep.overlay(page, callout, lang, `retrieve-error callout ${lang}`, PHONE_AND_DESKTOP);
    await page.unroute('**/api/suap/v1/request/list*');
  }

  await openPage(page, routeUrl(screens.route('private-area'), 'en'));
  await cards(page).first().waitFor();
  await logoutThroughCallback(page, async () => {
    await page.locator('.suap-user-menu-toggle').click();
    await page.locator('.suap-user-menu-panel button').click();
  });
  screens.sweep.visited.add('logout'); // passed through, not checked: see logoutThroughCallback
}
