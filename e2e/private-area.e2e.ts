import fs from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  dialog,
  expectNoAxeViolations,
  heading1,
  LANGUAGES,
  newPage,
  screenshot,
  useBrowser,
} from './support/browser';
import { loginFrontOffice } from './support/login';
import {
  card,
  createDraft,
  MARIO_REQUEST_IDS,
  openPrivateArea,
  ownRequestIds,
  showCard,
  shownIds,
  TEXT,
} from './support/private-area';

const browser = useBrowser();

for (const lang of LANGUAGES) {
  describe(`mario.rossi in the private area (${lang})`, () => {
    let context: BrowserContext;
    let page: Page;
    const text = TEXT[lang];

    beforeAll(async () => {
      ({ context, page } = await newPage(browser(), 1280));
      await loginFrontOffice(page, 'mario.rossi', lang, { origin: `/${lang}/private-area` });
    });
    afterAll(async () => {
      await context.close();
    });

    it('lists the own requests newest first, 3 a page, with the paginator', async () => {
      expect(new URL(page.url()).pathname).toBe(`/${lang}/private-area`);
      await page.locator('main h3').first().waitFor();
      expect(await heading1(page).textContent()).toBe(text.title);
      const owned = await ownRequestIds(page);
      expect(owned.length).toBeGreaterThan(3);
      await expectNoAxeViolations(page, `private area, page 1 (${lang})`);
      await screenshot(page, `private-area-list-${lang}-1280`);

      const seen: number[] = [];
      const pager = page.getByRole('navigation', { name: text.pager });
      for (;;) {
        const ids = await shownIds(page);
        expect(ids.length).toBeLessThanOrEqual(3);
        seen.push(...ids);
        const next = pager.getByRole('button', { name: text.next });
        if (await next.isDisabled()) break;
        await next.click();
        await expect.poll(async () => (await shownIds(page))[0]).not.toBe(ids[0]);
      }
      await expectNoAxeViolations(page, `private area, last page (${lang})`);
      expect(seen).toEqual([...owned].sort((a, b) => b - a));
      for (const id of MARIO_REQUEST_IDS) expect(seen).toContain(id);
    });

    it('shows badges, captions and buttons only on drafts', async () => {
      // A draft of its own: the seeded one (request 8) may already be gone, deleted by the wizard's suite
      // (draft found, start again), depending on the order the suites run in.
      const draftId = await createDraft(page);
      await openPrivateArea(page, lang);
      const draft = await showCard(page, lang, draftId);
      expect(await draft.locator('.badge').textContent()).toContain(text.draft);
      expect(await draft.locator('.suap-request-state-caption').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      expect(await draft.getByRole('button').count()).toBe(1);
      expect(await draft.getByRole('link').count()).toBe(2);
      const sent = await showCard(page, lang, 6);
      expect(await sent.locator('.badge').textContent()).toContain(text.sent);
      expect(await sent.locator('.suap-request-state-caption').count()).toBe(0);
      expect(await sent.getByRole('button').count()).toBe(0);
      expect(await sent.getByRole('link').count()).toBe(1);
    });

    it('opens the details of a request, keeps them on reload and downloads the PDF recap', async () => {
      await page.goto(`/${lang}/private-area?page=1`);
      await page.locator('main h3').first().waitFor();
      const title = (await showCard(page, lang, 7)).locator('h3 a');
      const requestTitle = (await title.textContent()) ?? '';
      // One number for the citizen: the reference code, never the internal id 7.
      expect(requestTitle).toMatch(/^(Richiesta|Request) SUAP-\d{4}-\d{6}$/);
      await title.click();
      await page.waitForURL(`**/${lang}/private-area/request-details/7`);
      await page.getByRole('button', { name: text.download }).waitFor();
      expect(await heading1(page).textContent()).toBe(requestTitle);
      expect(await page.locator('main .suap-request-state .badge').textContent()).toContain(text.sent);
      await expectNoAxeViolations(page, `request details (${lang})`);
      await screenshot(page, `private-area-details-${lang}-1280`);

      await page.reload();
      await page.getByRole('button', { name: text.download }).waitFor();
      expect(await heading1(page).textContent()).toBe(requestTitle);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.download }).click(),
      ]);
      // Request 7 was made in English: its recap and file name are English whatever the page language.
      expect(download.suggestedFilename()).toMatch(/^request-summary-.+\.pdf$/);
      const file = await fs.readFile((await download.path())!);
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await page.getByRole('link', { name: text.back }).click();
      await page.waitForURL(`**/${lang}/private-area`);
    });

    it('deletes a draft only after confirmation', async () => {
      const draftId = await createDraft(page);
      await openPrivateArea(page, lang);
      const draft = card(page, lang, draftId);
      expect(await draft.locator('.badge').textContent()).toContain(text.draft);

      await draft.getByRole('button').click();
      await dialog(page, text.deleteTitle).waitFor();
      await expectNoAxeViolations(page, `delete-draft confirmation (${lang})`);
      await screenshot(page, `private-area-delete-confirm-${lang}-1280`);
      await dialog(page, text.deleteTitle).getByRole('button', { name: text.deleteCancel }).click();
      await dialog(page, text.deleteTitle).waitFor({ state: 'detached' });
      expect(await draft.locator('.badge').textContent()).toContain(text.draft);

      await draft.getByRole('button').click();
      await dialog(page, text.deleteTitle).getByRole('button', { name: text.deleteConfirm }).click();
      await dialog(page, text.deletedAlert).waitFor();
      await expectNoAxeViolations(page, `draft deleted alert (${lang})`);
      await screenshot(page, `private-area-deleted-${lang}-1280`);
      await dialog(page, text.deletedAlert).locator('.modal-footer button').click();
      await expect.poll(async () => draft.locator('.badge').textContent()).toContain(text.deleted);
      expect(await draft.getByRole('button').count()).toBe(0);
    });

    it('resumes a draft at its first incomplete step', async () => {
      const draftId = await createDraft(page);
      await openPrivateArea(page, lang);
      await card(page, lang, draftId).getByRole('link').nth(1).click();
      // Only the notification contact is there: the wizard opens the SUAP and initiative step.
      await page.waitForURL(`**/${lang}/enrolment/startup/select-initiative`);
      await heading1(page).waitFor();
    });
  });

  describe(`the private area on a phone (${lang})`, () => {
    it('passes axe in every state at 375 px', async () => {
      const text = TEXT[lang];
      const { context, page } = await newPage(browser(), 375);
      try {
        await loginFrontOffice(page, 'mario.rossi', lang, { origin: `/${lang}/private-area` });
        await page.locator('main h3').first().waitFor();
        await expectNoAxeViolations(page, `private area at 375 px (${lang})`);
        await screenshot(page, `private-area-list-${lang}-375`);

        const draftId = await createDraft(page);
        await openPrivateArea(page, lang);
        await card(page, lang, draftId).getByRole('button').click();
        await dialog(page, text.deleteTitle).waitFor();
        await expectNoAxeViolations(page, `delete-draft confirmation at 375 px (${lang})`);
        await screenshot(page, `private-area-delete-confirm-${lang}-375`);
        await dialog(page, text.deleteTitle).getByRole('button', { name: text.deleteConfirm }).click();
        await dialog(page, text.deletedAlert).waitFor();
        await expectNoAxeViolations(page, `draft deleted alert at 375 px (${lang})`);
        await page.keyboard.press('Escape');

        await page.goto(`/${lang}/private-area/request-details/8`);
        await page.getByRole('button', { name: text.download }).waitFor();
        await expectNoAxeViolations(page, `draft details at 375 px (${lang})`);
        await screenshot(page, `private-area-details-${lang}-375`);

        // The empty state, as a citizen without requests sees it (the list answered empty).
        await page.route('**/api/suap/v1/request/list?**', (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              code: 200,
              message: 'No Requests',
              description: '0 requests',
              requestList: [],
              page: 1,
              size: 3,
              totalPages: 0,
              totalResults: 0,
              sort: null,
              filter: null,
            }),
          }),
        );
        await page.goto(`/${lang}/private-area`);
        await page.getByRole('heading', { name: text.empty }).waitFor();
        await expectNoAxeViolations(page, `empty private area at 375 px (${lang})`);
        await screenshot(page, `private-area-empty-${lang}-375`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectNoAxeViolations(page, `empty private area at 1280 px (${lang})`);
        await screenshot(page, `private-area-empty-${lang}-1280`);
      } finally {
        await context.close();
      }
    });
  });
}

describe("anna.verdi never sees Mario's requests", () => {
  for (const lang of LANGUAGES) {
    it(`neither in her list nor by typing a details URL (${lang})`, async () => {
      const text = TEXT[lang];
      const { context, page } = await newPage(browser(), 1280);
      try {
        await loginFrontOffice(page, 'anna.verdi', lang, { origin: `/${lang}/private-area` });
        await page.locator('main h3').first().waitFor();
        const seen: number[] = [];
        const pager = page.getByRole('navigation', { name: text.pager });
        for (;;) {
          const ids = await shownIds(page);
          seen.push(...ids);
          if ((await pager.count()) === 0) break;
          const next = pager.getByRole('button', { name: text.next });
          if (await next.isDisabled()) break;
          await next.click();
          await expect.poll(async () => (await shownIds(page))[0]).not.toBe(ids[0]);
        }
        expect(seen.length).toBeGreaterThan(0);
        for (const id of MARIO_REQUEST_IDS) expect(seen).not.toContain(id);

        await page.goto(`/${lang}/private-area/request-details/1`);
        await page.getByRole('heading', { level: 1, name: text.notFound }).waitFor();
        await page.locator('main [role="alert"]').waitFor();
        expect(await heading1(page).textContent()).toBe(text.notFound);
        expect(await page.getByRole('button', { name: text.download }).count()).toBe(0);
        expect(await page.locator('main').textContent()).not.toContain('Mario');
        await expectNoAxeViolations(page, `request not found (${lang})`);
        await screenshot(page, `private-area-not-found-${lang}-1280`);
        const pdfStatus = await page.evaluate(
          async () => (await fetch('/api/suap/v1/request/getPdfRecap/1')).status,
        );
        expect(pdfStatus).toBe(404);
      } finally {
        await context.close();
      }
    });
  }
});

// Issue 21: a citizen logged in on two devices sees both sessions and ends the other one from the user menu.
describe('active sessions of mario.rossi', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('lists this device and a phone, and ends the phone session after confirmation', async () => {
    const { context, page } = await newPage(browser(), 1280);
    const phoneContext = await browser().newContext({
      viewport: { width: 375, height: 800 },
      baseURL: baseUrl(),
      userAgent: IPHONE,
    });
    try {
      const phone = await phoneContext.newPage();
      await loginFrontOffice(phone, 'mario.rossi', 'it', { origin: '/it/private-area' });
      await loginFrontOffice(page, 'mario.rossi', 'it', { origin: '/it/private-area' });

      await page.locator('.suap-user-menu-toggle').click();
      await page.getByRole('link', { name: 'Sessioni attive' }).click();
      await page.waitForURL('**/it/private-area/sessions');
      const sessions = page.locator('main li.suap-session');
      await sessions.first().waitFor();
      expect(await heading1(page).textContent()).toBe('Sessioni attive');
      await expect.poll(() => sessions.filter({ hasText: 'Questo dispositivo' }).count()).toBe(1);
      await expectNoAxeViolations(page, 'active sessions (it)');
      await screenshot(page, 'active-sessions-it-1280');

      const endPhone = page.getByRole('button', { name: /^Termina la sessione di Safari su iOS/ }).first();
      await endPhone.click();
      const confirm = dialog(page, 'Vuoi terminare questa sessione?');
      await confirm.waitFor();
      await expectNoAxeViolations(page, 'end-session confirmation (it)');
      await confirm.getByRole('button', { name: 'Termina la sessione', exact: true }).click();
      await dialog(page, 'Sessione terminata').waitFor();
      await page.keyboard.press('Escape');

      // The phone is logged out at its next call; this browser is not.
      const phoneSession = await phone.evaluate(async () => (await fetch('/api/session')).json());
      expect(phoneSession.authenticated).toBe(false);
      const here = await page.evaluate(async () => (await fetch('/api/session')).json());
      expect(here.authenticated).toBe(true);
    } finally {
      await phoneContext.close();
      await context.close();
    }
  });
});
