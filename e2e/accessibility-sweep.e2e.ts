import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, newPage, screenshot, useBrowser, WIDTHS, openPage } from './support/browser';
import { loginBackOffice, loginFrontOffice } from './support/login';
import { axeViolations } from './support/axe';
import { lowContrastItems } from './support/contrast';
import { Sweep, expectHeading } from './support/sweep-checks';
import {
  inLanguage,
  readRouteTable,
  routeUrl,
  tr,
  withAnyId,
  type Lang,
  type TableRoute,
} from './support/sweep-routes';
import { loginCheckingCallback, logoutThroughCallback } from './support/sweep-session';
import { PLAN } from './support/sweep-plan';
import { sweepSuapExceptions } from './support/sweep-suap-exceptions';
import { driveWizard } from './support/sweep-wizard';
import { checkFocusAfterListActions } from './support/sweep-actions';

// Issue 9: every route of the portal (read from the web app's route table), as the user who can reach it, in
// Italian and English at 375, 768 and 1280 px: the screen really rendered (its h1), <html lang> is the page's
// language, every image has an alt, every language option its own lang, and axe (WCAG 2.0/2.1 A-AA, 2.2 AA)
// finds nothing. Every modal severity, the burger menu, the language switch, both user menus and the
// session-timeout warning are opened and checked the same way. One login per user; widths by resizing the page.

const browser = useBrowser();
const sweep = new Sweep();
const table = readRouteTable();
const route = (name: string): TableRoute => {
  const found = table.find((entry) => entry.name === name);
  if (!found) throw new Error(`Route ${name} is not in the route table`);
  return found;
};
const OTHER: Record<Lang, Lang> = { it: 'en', en: 'it' };
const PHONE_AND_DESKTOP = [375, 1280] as const;
const dialog = (page: Page) => page.getByRole('dialog');

/** Opens a table route in each language (by URL) and checks it at every width. */
async function sweepRoute(
  page: Page,
  name: string,
  heading: (lang: Lang) => string | RegExp,
  options: { params?: Record<string, string | number>; ready?: (page: Page) => Locator } = {},
) {
  for (const lang of LANGUAGES) {
    await openPage(page, routeUrl(route(name), lang, options.params));
    await sweep.screen(page, { route: name, lang, heading: heading(lang), ready: options.ready });
  }
}

/** The same screen in the other language (by URL), checked at every width. */
async function sweepOtherLanguage(
  page: Page,
  name: string,
  lang: Lang,
  heading: (lang: Lang) => string | RegExp,
) {
  await openPage(page, inLanguage(page.url(), OTHER[lang]));
  await sweep.screen(page, { route: name, lang: OTHER[lang], heading: heading(OTHER[lang]) });
}

/** A languageless callback screen: shown in the language its document declares, with that language's h1. */
async function sweepCallback(page: Page, name: string, key: string) {
  await page.locator('main h1').first().waitFor();
  const lang = (await page.getAttribute('html', 'lang')) as Lang;
  expect(LANGUAGES).toContain(lang);
  await sweep.screen(page, { route: name, lang, heading: tr(lang, key) });
}

/** A fresh browser context for one user; on failure, a screenshot of each of its pages before it closes. */
async function inContext(journey: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser(), 1280);
  try {
    await journey(page);
  } catch (error) {
    for (const [index, open] of context.pages().entries())
      await screenshot(
        open,
        `sweep-failure-${new URL(open.url()).pathname.replace(/\W+/g, '-')}-${index}`,
      ).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

afterAll(() => {
  console.info(
    `accessibility sweep: ${sweep.screenChecks} screen checks (route × language × width), ` +
      `${sweep.overlayChecks} overlay checks, ${sweep.visited.size} routes, ${Math.round(sweep.axeMs / 1000)} s in axe, ` +
      `${Math.round(sweep.beyondAxeMs / 1000)} s in the checks beyond axe (${sweep.tabPresses} Tab presses)`,
  );
});

// Each test sweeps many screens at three widths: longer than a journey's default timeout.
describe('accessibility sweep', { timeout: 360_000 }, () => {
  it('has a plan for every route of the route table', () => {
    expect(table.length).toBeGreaterThan(20);
    expect(Object.keys(PLAN).sort()).toEqual(table.map((entry) => entry.name).sort());
  });

  it('the checks report what axe finds (an image without alt, low contrast)', async () => {
    await inContext(async (page) => {
      await openPage(page, routeUrl(route('home'), 'en'));
      await expectHeading(page, tr('en', 'home.hero.title'), 'home en');
      await page.evaluate(() => {
        const main = document.querySelector('main')!;
        main.insertAdjacentHTML(
          'beforeend',
          '<p style="color:#bbb;background:#fff">faint</p><img src="/x.png">',
        );
      });
      const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
      expect(found).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
      // The menus' own contrast check (axe missed the white-on-white link of the user menu: issue 23, item 2).
      await page.evaluate(() =>
        document
          .querySelector('main')!
          .insertAdjacentHTML(
            'beforeend',
            '<div id="faint-menu" style="background:#fff"><a href="/" style="color:#fff">x</a></div>',
          ),
      );
      expect(await lowContrastItems(page.locator('#faint-menu'))).toHaveLength(1);
    });
  });

  it('public pages, not found, public help, provider login pages, language switch, burger menu and SUAP exceptions', async () => {
    await inContext(async (page) => {
      await sweepRoute(page, 'home', (lang) => tr(lang, 'home.hero.title'));
      await sweepRoute(page, 'startup-service', (lang) => tr(lang, 'startup-service.title'));
      await sweepRoute(page, 'help-page', (lang) => tr(lang, 'support.title'));
      await sweepRoute(page, 'privacy-policy', (lang) => tr(lang, 'privacy-policy.title'));
      await sweepRoute(page, 'accessibility', (lang) => tr(lang, 'accessibility-statement.title'));
      await sweepRoute(page, 'help-online-public-area', (lang) =>
        tr(lang, 'help-online.sections.public-area.title'),
      );
      for (const lang of LANGUAGES) {
        await openPage(page, `/${lang}/no-such-page`);
        await sweep.screen(page, { route: 'not-found', lang, heading: tr(lang, 'not-found.title') });
      }

      for (const lang of LANGUAGES) {
        await openPage(page, `/${lang}`);
        await expectHeading(page, tr(lang, 'home.hero.title'), `home ${lang}`);
        // The language switch of the slim header (links, not a dropdown), at every width.
        const languages = page.getByRole('navigation', { name: tr(lang, 'language.label') });
        await sweep.overlay(page, languages, lang, `language switch ${lang}`, WIDTHS);
        expect(await languages.locator('a[lang="it"]').getAttribute('hreflang')).toBe('it');
        expect(await languages.locator('a[lang="en"]').getAttribute('hreflang')).toBe('en');

        // The burger menu on a phone, with its language selector and login button.
        await page.setViewportSize({ width: 375, height: 900 });
        await page.getByRole('button', { name: tr(lang, 'menu.open') }).click();
        const burger = page.getByRole('dialog', { name: tr(lang, 'menu.panel-label') });
        await sweep.overlay(page, burger, lang, `burger menu ${lang}`, [375]);
        await burger.getByRole('group', { name: tr(lang, 'language.selector-label') }).waitFor();
        await page.keyboard.press('Escape');
        await burger.waitFor({ state: 'detached' });
      }

      await sweepSuapExceptions(page, sweep, route('help-page'));

      for (const lang of LANGUAGES) {
        for (const idp of ['fo', 'bo'] as const) {
          const origin = idp === 'fo' ? `&origin=%2F${lang}` : '';
          await openPage(page, `/api/login/start?idp=${idp}${origin}&lang=${lang}`);
          await page.locator('input[name="username"]').waitFor();
          await sweep.screen(page, {
            route: `provider-login-${idp}`,
            lang,
            heading: lang === 'it' ? 'Accedi' : 'Log in',
          });
        }
      }
    });
  });

  it('identity matching, the session-timeout warning and the session-ended message (hans.mueller)', async () => {
    await inContext(async (page) => {
      // A fake clock from the start, so the idle warning can be reached without waiting 28 minutes.
      await page.clock.install();
      await loginFrontOffice(page, 'hans.mueller', 'it', { origin: '/it/support' });
      expect(new URL(page.url()).pathname).toBe(routeUrl(route('identity-matcher'), 'it'));
      await sweep.screen(page, {
        route: 'identity-matcher',
        lang: 'it',
        heading: tr('it', 'auth.identity-matcher.title'),
        ready: (p) => p.locator('#identity-codiceFiscale'),
      });
      await sweepOtherLanguage(page, 'identity-matcher', 'it', (lang) =>
        tr(lang, 'auth.identity-matcher.title'),
      );

      await page.clock.fastForward('28:30');
      const warning = page.getByRole('alertdialog', { name: tr('en', 'session-timeout.title') });
      await sweep.overlay(page, warning, 'en', 'session-timeout warning en', WIDTHS);
      await page.clock.fastForward('02:00');
      const ended = page.getByRole('dialog', { name: tr('en', 'session-timeout.ended-title') });
      await sweep.overlay(page, ended, 'en', 'session-ended modal (warning) en', PHONE_AND_DESKTOP);
    });
  });

  it('every enrolment step and the wizard modals (giulia.bianchi)', async () => {
    await inContext(async (page) => {
      await loginCheckingCallback(page, 'fo', 'giulia.bianchi', 'en', '/en/enrolment/startup', () =>
        sweepCallback(page, 'login', 'auth.callback.title'),
      );
      await driveWizard(page, sweep, 'en');
    });
  });

  it('private area, request details, private help, retrieve error, delete-draft modal, user menu and logout (mario.rossi)', async () => {
    await inContext(async (page) => {
      await loginCheckingCallback(page, 'fo', 'mario.rossi', 'it', '/it/private-area', () =>
        sweepCallback(page, 'login', 'auth.callback.title'),
      );
      const cards = (p: Page) => p.locator('main li.suap-request-item');
      await sweepRoute(page, 'private-area', (lang) => tr(lang, 'private-area.title'), { ready: cards });

      const firstLink = cards(page).first().locator('h3 a');
      const requestId = Number(/(\d+)$/.exec((await firstLink.getAttribute('href')) ?? '')?.[1]);
      expect(requestId).toBeGreaterThan(0);
      // The card is titled by the request's reference code, or a draft by the day it was started, in the language
      // the sweep left the page in.
      const title = (await firstLink.textContent()) ?? '';
      const draftDate = /^(?:Bozza iniziata il|Draft started on) (\S+)$/.exec(title)?.[1];
      const code = /^(?:Richiesta|Request) (\S+)$/.exec(title)?.[1];
      expect(draftDate ?? code, title).toBeTruthy();
      await sweepRoute(
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
      await sweepRoute(page, 'help-online-private-area', (lang) =>
        tr(lang, 'help-online.sections.private-area.title'),
      );
      const sessionCards = (p: Page) => p.locator('main li.suap-session');
      await sweepRoute(page, 'private-area-sessions', (lang) => tr(lang, 'sessions.title'), {
        ready: sessionCards,
      });

      for (const lang of LANGUAGES) {
        await openPage(page, routeUrl(route('private-area'), lang));
        await cards(page).first().waitFor();
        // The delete-draft confirmation (warning) on one of Mario's demo drafts; cancelled, so the draft stays.
        const deleteDraft = page.locator('main .suap-request-actions button').first();
        await deleteDraft.click();
        const confirm = page.getByRole('dialog', { name: tr(lang, 'private-area.delete.title') });
        await sweep.overlay(page, confirm, lang, `delete-draft modal (warning) ${lang}`, PHONE_AND_DESKTOP);
        await confirm
          .getByRole('button', { name: tr(lang, 'private-area.delete.cancel'), exact: true })
          .click();
        await confirm.waitFor({ state: 'detached' });

        // The front-office user menu.
        await page.locator('.suap-user-menu-toggle').click();
        await sweep.overlay(
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
        await sweep.overlay(page, callout, lang, `retrieve-error callout ${lang}`, PHONE_AND_DESKTOP);
        await page.unroute('**/api/suap/v1/request/list*');
      }

      await openPage(page, routeUrl(route('private-area'), 'en'));
      await cards(page).first().waitFor();
      await logoutThroughCallback(page, async () => {
        await page.locator('.suap-user-menu-toggle').click();
        await page.locator('.suap-user-menu-panel button').click();
      });
      sweep.visited.add('logout'); // passed through, not checked: see logoutThroughCallback
    });
  });

  it('every back-office screen, the administrator help, the user menu and the back-office modals (admin)', async () => {
    await inContext(async (page) => {
      await loginCheckingCallback(page, 'bo', 'admin', 'it', '', () =>
        sweepCallback(page, 'back-office-login', 'auth.callback.title'),
      );
      const table = (p: Page) => p.locator('main table tbody tr');
      // Issue 22, item 9: a table from 576 px (scrolling in its focusable region at 768 and 1280), one card per
      // row on phones.
      const rowsOrCards = (p: Page) => p.locator('main table tbody tr, main .suap-table-card');
      await sweepRoute(page, 'back-office-requests', (lang) => tr(lang, 'backoffice.requests.title'), {
        ready: rowsOrCards,
      });
      await checkFocusAfterListActions(page, 'en', 'backoffice.requests.search.label', 'the request list');

      await page.locator('main table tbody a').first().click();
      await page.waitForURL(`**${routeUrl(route('back-office-request-details'), 'en')}`);
      await sweep.screen(page, {
        route: 'back-office-request-details',
        lang: 'en',
        heading: withAnyId('en', 'backoffice.request-details.title'),
      });
      await sweepOtherLanguage(page, 'back-office-request-details', 'en', (lang) =>
        withAnyId(lang, 'backoffice.request-details.title'),
      );

      await sweepRoute(page, 'back-office-users', (lang) => tr(lang, 'backoffice.users.title'), {
        ready: rowsOrCards,
      });
      await checkFocusAfterListActions(page, 'en', 'backoffice.users.search.label', 'the user list');
      // The details link reads "Details of <first name> <last name>": the heading of the details page.
      const detailsLink = table(page).first().getByRole('link');
      const linkText = ((await detailsLink.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      const name = linkText.replace(
        `${tr('en', 'backoffice.users.open')} ${tr('en', 'backoffice.users.open-which', { name: '' }).trim()} `,
        '',
      );
      await detailsLink.click();
      await sweep.screen(page, { route: 'back-office-user-details', lang: 'en', heading: name });
      await page.getByRole('link', { name: tr('en', 'backoffice.users.details.modify') }).click();
      await sweep.screen(page, {
        route: 'back-office-user-modify',
        lang: 'en',
        heading: tr('en', 'backoffice.users.modify-title', { name }),
      });
      await sweepOtherLanguage(page, 'back-office-user-modify', 'en', (lang) =>
        tr(lang, 'backoffice.users.modify-title', { name }),
      );
      // Details again in Italian: the user chosen is still in the session.
      await openPage(page, routeUrl(route('back-office-user-details'), 'it'));
      await sweep.screen(page, { route: 'back-office-user-details', lang: 'it', heading: name });

      await sweepRoute(page, 'back-office-user-create', (lang) => tr(lang, 'backoffice.users.create-title'));
      // The error modal: creating a user who already exists (the administrator herself).
      await page.locator('#bo-user-firstName').fill('Paola');
      await page.locator('#bo-user-lastName').fill('Gialli');
      await page.locator('#bo-user-fiscalCode').fill('GLLPLA78B43L219T');
      await page.locator('#bo-user-email').fill('paola.gialli@example.com');
      await page.locator('#bo-user-profile-profileId').selectOption('2');
      await page.getByRole('button', { name: tr('en', 'backoffice.user-form.create') }).click();
      const refused = dialog(page).filter({ has: page.locator('[data-severity="error"]') });
      await sweep.overlay(page, refused, 'en', 'user-create refused modal (error) en', PHONE_AND_DESKTOP);
      await page.keyboard.press('Escape');
      await refused.waitFor({ state: 'detached' });

      await sweepRoute(page, 'help-online-back-office', (lang) =>
        tr(lang, 'help-online.sections.back-office.title'),
      );
      await sweepRoute(page, 'help-online-administrator', (lang) =>
        tr(lang, 'help-online.sections.administrator.title'),
      );
      await sweepRoute(page, 'back-office-sessions', (lang) => tr(lang, 'sessions.title'), {
        ready: (p) => p.locator('main li.suap-session'),
      });

      for (const lang of LANGUAGES) {
        await openPage(page, routeUrl(route('back-office-requests'), lang));
        await table(page).first().waitFor();
        await page.locator('.suap-user-menu-toggle').click();
        const menu = page.locator('.suap-user-menu-panel');
        await sweep.overlay(page, menu, lang, `user menu (back office) ${lang}`, PHONE_AND_DESKTOP);
        expect(await lowContrastItems(menu), `user menu (back office) ${lang}`).toEqual([]);
        await menu.locator('button').click();
        const confirm = dialog(page).filter({ has: page.locator('[data-severity="warning"]') });
        await sweep.overlay(page, confirm, lang, `logout confirmation (warning) ${lang}`, PHONE_AND_DESKTOP);
        await confirm.getByRole('button', { name: tr(lang, 'auth.logout-confirm.cancel') }).click();
        await confirm.waitFor({ state: 'detached' });
        // A front-office link from the back office asks before the session is cleared (issue 22, item 3).
        await page.locator('header').getByRole('link', { name: 'Home', exact: true }).first().click();
        const leave = page.getByRole('dialog', { name: tr(lang, 'auth.leave-back-office.title') });
        await sweep.overlay(
          page,
          leave,
          lang,
          `leave-back-office confirmation (warning) ${lang}`,
          PHONE_AND_DESKTOP,
        );
        await leave.getByRole('button', { name: tr(lang, 'auth.leave-back-office.stay') }).click();
        await leave.waitFor({ state: 'detached' });
        await page.waitForURL((url) => url.pathname === routeUrl(route('back-office-requests'), lang));
      }
    });
  });

  it('the collaborator help (collab)', async () => {
    await inContext(async (page) => {
      await loginBackOffice(page, 'collab', 'it');
      await sweepRoute(page, 'help-online-collaborator', (lang) =>
        tr(lang, 'help-online.sections.collaborator.title'),
      );
    });
  });

  it('visited every route of the table', () => {
    const missing = table.map((entry) => entry.name).filter((name) => !sweep.visited.has(name));
    expect(missing).toEqual([]);
  });
});
