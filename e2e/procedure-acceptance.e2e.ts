import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, newPage, screenshotOnFailure, useBrowser } from './support/browser';
import {
  days,
  downloadDecision,
  expectState,
  expectTimeline,
  loginState,
  OPERATOR,
  OTHER_LANG,
  sendRequest,
  shoot,
  shownDate,
  type SentRequest,
  type StorageState,
} from './support/procedure';
import {
  openCitizenDetails,
  withdrawButton,
  withdrawDialog,
  withdrawText,
} from './support/procedure-citizen';
import {
  confirmStaffAction,
  openStaffAction,
  openStaffDetails,
  staffButtons,
  staffDialog,
  staffField,
  staffResponsible,
} from './support/procedure-staff';
import { expectMail, expectMailsOnce } from './support/mailbox';
import { MESSAGES } from './support/procedure-journey';
import { tr } from './support/sweep-routes';

// Issue 27, "done when": the second journey, ending in acceptance. The citizen works in the language of the
// request; staff read the back office in the other language, so the dialog must say which language the reason is
// to be written in, and the decision keeps the request's. Two officers act at once on the sent request: the
// administrator's confirmation, opened before the collaborator took it in charge, is refused as stale.
// Issue 30 at the end: a citizen withdraws a sent request through the confirmation dialog (Italian), and staff
// (English) find it withdrawn with nothing left to do.

const browser = useBrowser();
screenshotOnFailure(browser, 'procedure-acceptance');

let states: Record<'citizen' | 'collab' | 'admin', StorageState>;
beforeAll(async () => {
  states = {
    citizen: await loginState(browser(), 'mario.rossi'),
    collab: await loginState(browser(), 'collab'),
    admin: await loginState(browser(), 'admin'),
  };
});

for (const lang of LANGUAGES) {
  const staffLang = OTHER_LANG[lang];
  describe(`a request accepted (citizen in ${lang}, staff in ${staffLang})`, () => {
    const s = (key: string, params: Record<string, string | number> = {}) => tr(staffLang, key, params);
    const c = (key: string, params: Record<string, string | number> = {}) => tr(lang, key, params);
    let contexts: BrowserContext[] = [];
    let citizen: Page;
    let collab: Page;
    let admin: Page;
    let request: SentRequest;
    let today: string;

    beforeAll(async () => {
      const pages = await Promise.all(
        [states.citizen, states.collab, states.admin].map((state) => newPage(browser(), 1280, state)),
      );
      contexts = pages.map((p) => p.context);
      [citizen, collab, admin] = pages.map((p) => p.page) as [Page, Page, Page];
      await citizen.goto(`/${lang}/private-area`);
      request = await sendRequest(citizen, lang);
      ({ today } = await days(citizen));
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    it('two officers at once: the one acting on a stale page is told and shown the request as it is', async () => {
      await openStaffDetails(admin, staffLang, request.requestId);
      expect(await staffButtons(admin)).toEqual(
        ['takeInCharge', 'assign'].map((a) => s(`backoffice.procedure.actions.buttons.${a}`)),
      );
      // The administrator may give it to an officer: the choice lists the active ones (cancelled here).
      const assign = await openStaffAction(
        admin,
        staffLang,
        request,
        'assign',
        {},
        `procedure-staff-assign-modal-${staffLang}`,
      );
      const officers = assign.getByRole('combobox', {
        name: new RegExp(`^${s('backoffice.procedure.fields.assigneeUserId')}`),
      });
      await expect.poll(() => officers.locator('option').allTextContents()).toContain(OPERATOR.collab);
      await assign
        .getByRole('button', { name: s('backoffice.procedure.confirm.cancel'), exact: true })
        .click();
      await assign.waitFor({ state: 'detached' });
      const stale = await openStaffAction(admin, staffLang, request, 'takeInCharge');

      // Meanwhile, in the collaborator's browser.
      await openStaffDetails(collab, staffLang, request.requestId);
      await openStaffAction(collab, staffLang, request, 'takeInCharge');
      await confirmStaffAction(collab, staffLang, request, 'takeInCharge');

      await stale
        .getByRole('button', { name: s('backoffice.procedure.confirm.takeInCharge.confirm'), exact: true })
        .click();
      const refused = stale.getByRole('alert');
      await refused.filter({ hasText: s('backoffice.procedure.failed.stale-version.title') }).waitFor();
      expect(await refused.textContent()).toContain(
        s('backoffice.procedure.failed.stale-version.description'),
      );
      // The request is read again: taking it in charge is no longer possible, and the dialog says so.
      await stale
        .getByRole('status')
        .filter({ hasText: s('backoffice.procedure.failed.unavailable') })
        .waitFor();
      expect(
        await stale
          .getByRole('button', { name: s('backoffice.procedure.confirm.takeInCharge.confirm'), exact: true })
          .isDisabled(),
      ).toBe(true);
      await expectState(admin, staffLang, 'in-review');
      await shoot(admin, `procedure-staff-stale-version-${staffLang}`, { axe: true });
      // Issue 28: the receipt and the start of the procedure, once each although two officers tried to start it.
      await expectMail(request, 'requestSent');
      await expectMail(request, 'takenInCharge');
      await stale
        .getByRole('button', { name: s('backoffice.procedure.confirm.cancel'), exact: true })
        .click();
      await stale.waitFor({ state: 'detached' });
      expect(await staffResponsible(admin, staffLang)).toBe(OPERATOR.collab);
      // Not in charge, the administrator can still reassign it.
      expect(await staffButtons(admin)).toEqual([s('backoffice.procedure.actions.buttons.assign')]);
    });

    it('the responsible officer accepts it; both sides see the decision and download it', async () => {
      const text = MESSAGES[lang];
      const modal = await openStaffAction(collab, staffLang, request, 'accept', { reason: text.acceptance });
      // The label names the request's language, and the field is marked as written in it.
      expect(await staffField(modal, staffLang, 'reason', lang).getAttribute('lang')).toBe(lang);
      await shoot(collab, `procedure-staff-accept-modal-${staffLang}`);
      const done = await confirmStaffAction(
        collab,
        staffLang,
        request,
        'accept',
        `procedure-staff-accept-done-${staffLang}`,
      );
      expect(done).toContain(s('backoffice.procedure.done.accept.description', { id: request.requestId }));
      expect(await staffDialog(collab, staffLang, 'accept', request.requestId).count()).toBe(0);
      await expectState(
        collab,
        staffLang,
        'accepted',
        s('request-state.caption.done-on', { date: shownDate(today) }),
      );
      await expectTimeline(collab, staffLang, today, [
        { action: 'send' },
        { action: 'takeInCharge', shows: [OPERATOR.collab] },
        { action: 'accept', shows: [OPERATOR.collab, text.acceptance] },
      ]);
      await shoot(collab, `procedure-staff-accepted-${staffLang}`);
      // The outcome reaches the citizen in the request's language, whatever language staff worked in.
      await expectMail(request, 'accepted');
      await expectMailsOnce(request, ['requestSent', 'takenInCharge', 'accepted']);
      // The decision is in the request's language, its file name too, whatever the back office's language.
      const staffPdf = await downloadDecision(
        collab,
        s('backoffice.procedure.decision-download'),
        c('backoffice.procedure.decision-file-name', { code: request.referenceCode }),
      );
      expect(staffPdf).toContain(request.referenceCode);

      await openCitizenDetails(citizen, lang, request);
      await expectState(
        citizen,
        lang,
        'accepted',
        c('request-state.caption.done-on', { date: shownDate(today) }),
      );
      await expectTimeline(citizen, lang, today, [
        { action: 'send', shows: [c('request-history.actor.you')] },
        { action: 'takeInCharge' },
        { action: 'accept', shows: [text.acceptance] },
      ]);
      await citizen.getByText(c('private-area.procedure.decision.note')).waitFor();
      await shoot(citizen, `procedure-citizen-accepted-${lang}`);
      const citizenPdf = await downloadDecision(
        citizen,
        c('private-area.procedure.decision.download'),
        c('private-area.procedure.decision.file-name', { code: request.referenceCode }),
      );
      expect(citizenPdf).toContain(request.referenceCode);
      expect(citizenPdf.replace(/\s/g, '')).toContain(text.acceptance.replace(/\s/g, ''));
    });
  });
}

describe('a request withdrawn by the citizen (citizen in it, staff in en)', () => {
  const lang = 'it';
  const staffLang = OTHER_LANG[lang];
  const c = (key: string, params: Record<string, string | number> = {}) => tr(lang, key, params);
  let contexts: BrowserContext[] = [];
  let citizen: Page;
  let collab: Page;

  beforeAll(async () => {
    const pages = await Promise.all(
      [states.citizen, states.collab].map((state) => newPage(browser(), 1280, state)),
    );
    contexts = pages.map((p) => p.context);
    [citizen, collab] = pages.map((p) => p.page) as [Page, Page];
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('is confirmed in a dialog that says what it means, then shows as withdrawn on both sides', async () => {
    await citizen.goto(`/${lang}/private-area`);
    const request = await sendRequest(citizen, lang);
    const { today } = await days(citizen);
    await openCitizenDetails(citizen, lang, request);
    await expectState(citizen, lang, 'sent');
    await withdrawButton(citizen, lang).click();
    const confirm = withdrawDialog(citizen, lang, request);
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(withdrawText(lang, 'confirm-text'));
    // The dialog open: axe at phone and desktop width.
    await shoot(citizen, `procedure-citizen-withdraw-confirm-${lang}`, { axe: true });
    await confirm.getByRole('button', { name: withdrawText(lang, 'confirm'), exact: true }).click();
    await citizen
      .getByRole('status')
      .filter({ hasText: withdrawText(lang, 'done-title') })
      .waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expectState(
      citizen,
      lang,
      'withdrawn',
      c('request-state.caption.done-on', { date: shownDate(today) }),
    );
    expect(await withdrawButton(citizen, lang).count(), 'nothing left to withdraw').toBe(0);
    await expectTimeline(citizen, lang, today, [
      { action: 'send', shows: [c('request-history.actor.you')] },
      { action: 'withdraw', shows: [c('request-history.actor.you')] },
    ]);
    await shoot(citizen, `procedure-citizen-withdrawn-${lang}`, { axe: true });

    await openStaffDetails(collab, staffLang, request.requestId);
    await expectState(collab, staffLang, 'withdrawn');
    expect(await staffButtons(collab)).toEqual([]);
    await collab
      .getByText(tr(staffLang, 'backoffice.procedure.actions.withdrawn'), { exact: true })
      .waitFor();
    await shoot(collab, `procedure-staff-withdrawn-${staffLang}`, { axe: true });
    // The citizen is not written to about their own step: the receipt of the request is the only message.
    await expectMail(request, 'requestSent');
    await expectMailsOnce(request, ['requestSent']);
  });
});
