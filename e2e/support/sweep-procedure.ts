import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGES, openPage, type Lang } from './browser';
import { expectState } from './procedure';
import {
  answerDialog,
  answerField,
  answerText,
  withdrawButton,
  withdrawText,
  type AnswerKind,
} from './procedure-citizen';
import {
  openStaffDetails,
  staffActionButton,
  staffButtons,
  staffDialog,
  type StaffActionName,
} from './procedure-staff';
import { routeUrl, tr } from './sweep-routes';
import { PHONE_AND_DESKTOP, type SweepScreens } from './sweep-screens';

// Issue 27 in the accessibility sweep: the request details of both sides in every state of the procedure the demo
// seed has (apps/server/src/db/seed/demo-procedures.ts), each screen checked like every other (three widths, both
// languages, the checks beyond axe), and each dialog and form state over it at phone and desktop width (768 px
// adds nothing a dialog does not already show at the other two, and the sweep's time is kept for the screens).
// Nothing is done: every dialog is cancelled, every answer left unsent, and the state is checked unchanged
// afterwards, so the demo data stays as the other journeys expect it.

interface StaffCase {
  id: number;
  /** The state's badge key (request-state.badge.*): checked before and after the dialogs. */
  badge: string;
  /** The actions the logged-in officer is offered there, in the page's order; each dialog is opened. */
  actions: StaffActionName[];
  /** An action whose dialog is also confirmed empty, to check its refused-validation state. */
  refused?: StaffActionName;
}

/** As the collaborator Marco Blu: a sent request, his requests in review and with observations, a decided one. */
export const COLLAB_CASES: StaffCase[] = [
  { id: 7, badge: 'sent', actions: ['takeInCharge'] },
  {
    id: 13,
    badge: 'in-review',
    actions: ['requestIntegration', 'accept', 'startRefusal'],
    refused: 'requestIntegration',
  },
  { id: 18, badge: 'observations-received', actions: ['accept', 'reject'], refused: 'reject' },
  { id: 3, badge: 'rejected', actions: [] },
];

/** As the administrator Paola Gialli: her overdue integration and her 10-bis notice still running. */
export const ADMIN_CASES: StaffCase[] = [
  { id: 15, badge: 'integration-requested', actions: ['assign', 'startRefusal'] },
  { id: 17, badge: 'refusal-notice', actions: ['assign', 'accept'] },
];

/** The request list with "Assigned to me" ticked, as the collaborator sees it (his requests only). */
export async function sweepAssignedToMe(page: Page, screens: SweepScreens) {
  for (const lang of LANGUAGES) {
    await openPage(page, `${routeUrl(screens.route('back-office-requests'), lang)}?assignedToMe=true`);
    await screens.sweep.screen(page, {
      route: 'back-office-requests',
      lang,
      heading: tr(lang, 'backoffice.requests.title'),
      ready: (p) => p.locator('main table tbody tr, main .suap-table-card'),
      label: `back-office-requests assigned to me ${lang}`,
    });
    const box = page.getByRole('checkbox', { name: tr(lang, 'backoffice.requests.assigned-to-me.label') });
    expect(await box.isChecked()).toBe(true);
  }
}

/** The back-office details of each case in both languages, with each of its dialogs open over it. */
export async function sweepStaffProcedure(page: Page, screens: SweepScreens, cases: StaffCase[]) {
  for (const c of cases) {
    for (const lang of LANGUAGES) {
      await openStaffDetails(page, lang, c.id);
      await screens.sweep.screen(page, {
        route: 'back-office-request-details',
        lang,
        heading: tr(lang, 'backoffice.request-details.title', { id: c.id }),
        label: `back-office-request-details ${c.id} (${c.badge}) ${lang}`,
      });
      expect(await staffButtons(page), `actions offered on request ${c.id}`).toEqual(
        c.actions.map((action) => tr(lang, `backoffice.procedure.actions.buttons.${action}`)),
      );
      if (c.actions.length === 0)
        await page
          .getByRole('button', { name: tr(lang, 'backoffice.procedure.decision-download'), exact: true })
          .waitFor();
      for (const action of c.actions) await staffDialogStates(page, screens, lang, c, action);
      await expectState(page, lang, c.badge);
    }
  }
}

async function staffDialogStates(
  page: Page,
  screens: SweepScreens,
  lang: Lang,
  c: StaffCase,
  action: StaffActionName,
) {
  const label = `${action} dialog on request ${c.id} ${lang}`;
  await staffActionButton(page, lang, action).click();
  const modal = staffDialog(page, lang, action, c.id);
  await screens.sweep.overlay(page, modal, lang, label, PHONE_AND_DESKTOP);
  if (c.refused === action) {
    // Confirmed with its texts empty: refused on the page, before any call (the request stays as it was).
    await modal
      .getByRole('button', { name: tr(lang, `backoffice.procedure.confirm.${action}.confirm`), exact: true })
      .click();
    await modal.locator('.suap-error-summary, [role="alert"]').first().waitFor();
    expect(await modal.locator('[aria-invalid="true"]').count(), `${label}: invalid fields`).toBeGreaterThan(
      0,
    );
    await screens.sweep.overlay(page, modal, lang, `${label}, refused`, PHONE_AND_DESKTOP);
  }
  await modal
    .getByRole('button', { name: tr(lang, 'backoffice.procedure.confirm.cancel'), exact: true })
    .click();
  await modal.waitFor({ state: 'detached' });
}

interface CitizenCase {
  id: number;
  badge: string;
  /** The answer the SUAP waits for, when the term is still running. */
  answer?: AnswerKind;
  /** Decided: the decision can be downloaded. */
  decided?: boolean;
  /** The withdrawal's confirmation (issue 30) is opened over the page too, and cancelled. */
  withdraw?: boolean;
}

/**
 * Mario's requests: an integration and a 10-bis notice to answer, an integration whose term ended (where the
 * withdrawal is all there is to do), a decision, and one he withdrew (issue 30).
 */
export const CITIZEN_CASES: CitizenCase[] = [
  { id: 14, badge: 'integration-requested', answer: 'integration' },
  { id: 17, badge: 'refusal-notice', answer: 'observations' },
  { id: 15, badge: 'integration-requested', withdraw: true },
  { id: 2, badge: 'accepted', decided: true },
  { id: 19, badge: 'withdrawn' },
];

/** The states in which the procedure is over: nothing to answer, nothing to withdraw. */
const CONCLUDED = ['accepted', 'rejected', 'withdrawn'];

const REQUEST_TITLE = /^(Richiesta|Request) SUAP-\d{4}-\d{6}$/;

/** The private-area details of each case in both languages; the answer form refused, then its confirmation. */
export async function sweepCitizenProcedure(page: Page, screens: SweepScreens) {
  for (const c of CITIZEN_CASES) {
    for (const lang of LANGUAGES) {
      await openPage(page, routeUrl(screens.route('request-details'), lang, { requestId: c.id }));
      await screens.sweep.screen(page, {
        route: 'request-details',
        lang,
        heading: REQUEST_TITLE,
        ready: (p) => p.locator('main ol.suap-history'),
        label: `request-details ${c.id} (${c.badge}) ${lang}`,
      });
      await expectState(page, lang, c.badge);
      if (c.decided)
        await page
          .getByRole('button', { name: tr(lang, 'private-area.procedure.decision.download'), exact: true })
          .waitFor();
      expect(await page.locator('main form textarea').count(), `an answer form on request ${c.id}`).toBe(
        c.answer ? 1 : 0,
      );
      // Every request whose procedure is open can be withdrawn (issue 30).
      expect(await withdrawButton(page, lang).count(), `the withdrawal on request ${c.id}`).toBe(
        CONCLUDED.includes(c.badge) ? 0 : 1,
      );
      if (c.answer) await answerStates(page, screens, lang, c, c.answer);
      if (c.withdraw) await withdrawStates(page, screens, lang, c);
    }
  }
}

async function answerStates(page: Page, screens: SweepScreens, lang: Lang, c: CitizenCase, kind: AnswerKind) {
  const label = `${kind} answer on request ${c.id} ${lang}`;
  const form = page.locator('main section.suap-answer');
  const send = page.getByRole('button', { name: answerText(lang, kind, 'submit'), exact: true });
  await send.click();
  await form.getByRole('alert').waitFor();
  expect(await answerField(page, lang, kind).getAttribute('aria-invalid')).toBe('true');
  await screens.sweep.overlay(page, form, lang, `${label}, refused`, PHONE_AND_DESKTOP);

  await answerField(page, lang, kind).fill(
    lang === 'it' ? 'Una risposta scritta e poi non inviata.' : 'An answer written and then not sent.',
  );
  await send.click();
  const confirm = answerDialog(page, lang, kind);
  await screens.sweep.overlay(page, confirm, lang, `${label}, confirmation`, PHONE_AND_DESKTOP);
  await confirm
    .getByRole('button', { name: tr(lang, 'private-area.procedure.answer.cancel'), exact: true })
    .click();
  await confirm.waitFor({ state: 'detached' });
  // Cancelled: nothing was sent, the form is still there with the text.
  await expectState(page, lang, c.badge);
  expect(await answerField(page, lang, kind).inputValue()).not.toBe('');
}

/** The withdrawal's confirmation over the page, then cancelled: the request stays as it was. */
async function withdrawStates(page: Page, screens: SweepScreens, lang: Lang, c: CitizenCase) {
  await withdrawButton(page, lang).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(withdrawText(lang, 'confirm-text'), { exact: true }).waitFor();
  await screens.sweep.overlay(
    page,
    confirm,
    lang,
    `withdrawal on request ${c.id} ${lang}, confirmation`,
    PHONE_AND_DESKTOP,
  );
  await confirm.getByRole('button', { name: withdrawText(lang, 'cancel'), exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await expectState(page, lang, c.badge);
  expect(await withdrawButton(page, lang).count()).toBe(1);
}
