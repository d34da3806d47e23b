import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  expectFocusOn,
  expectHeadingFocus,
  expectVisibleFocus,
  tabTo,
  typeInFocused,
} from './keyboard-focus';
import { watchApiCalls } from './api-settled';
import { expectFieldError } from './keyboard-steps';
import { expectState, shownTimeline, type SentRequest } from './procedure';
import { answerDialog, answerField, answerText } from './procedure-citizen';
import {
  detailsLinkName,
  staffActionButton,
  staffActionsHeading,
  staffDialog,
  staffField,
  type StaffActionName,
} from './procedure-staff';
import { tr } from './sweep-routes';

// Issue 27 with the keyboard alone (Tab, Shift+Tab, Enter, Escape, typing): an officer's actions on a request
// and the citizen's answer. Each stop shows a focus ring; a dialog takes focus when it opens and gives it back
// when it closes — to its opener, or, when the action took the opener away, to the actions' heading.

const lang = 'it';

/** Confirms the open dialog of `action` from the keyboard, then closes the success alert with Escape. */
async function confirmWithKeyboard(page: Page, request: SentRequest, action: StaffActionName) {
  const modal = staffDialog(page, lang, action, request.requestId);
  const confirm = modal.getByRole('button', {
    name: tr(lang, `backoffice.procedure.confirm.${action}.confirm`),
    exact: true,
  });
  await tabTo(page, confirm, `${action}, confirm`);
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: tr(lang, `backoffice.procedure.done.${action}.title`) });
  await done.waitFor();
  await expectVisibleFocus(page, `${action} done`);
  await page.keyboard.press('Escape');
  await done.waitFor({ state: 'detached' });
  // The button that opened the dialog went with the state it belonged to.
  await expectFocusOn(staffActionsHeading(page, lang), `the actions' heading after ${action}`);
}

/**
 * From the request list searched for the request: its details, take it in charge (first cancelled with Escape,
 * focus back on the button), then ask for an integration (first confirmed empty: focus on the refused field).
 */
export async function staffActsWithKeyboard(page: Page, request: SentRequest) {
  const details = page.getByRole('link', { name: detailsLinkName(lang, request.requestId), exact: true });
  await tabTo(page, details, 'request list, details');
  await page.keyboard.press('Enter');
  await expectHeadingFocus(page, tr(lang, 'backoffice.request-details.title', { id: request.requestId }));

  const take = staffActionButton(page, lang, 'takeInCharge');
  await tabTo(page, take, 'take in charge');
  await page.keyboard.press('Enter');
  const takeDialog = staffDialog(page, lang, 'takeInCharge', request.requestId);
  await takeDialog.waitFor();
  await expectVisibleFocus(page, 'take in charge dialog opened');
  expect(
    await takeDialog.evaluate((d) => d.contains(document.activeElement)),
    'focus inside the dialog',
  ).toBe(true);
  await page.keyboard.press('Escape');
  await takeDialog.waitFor({ state: 'detached' });
  await expectFocusOn(take, 'the take-in-charge button after Escape');
  await expectVisibleFocus(page, 'take in charge after Escape');
  await page.keyboard.press('Enter');
  await takeDialog.waitFor();
  await confirmWithKeyboard(page, request, 'takeInCharge');
  await expectState(page, lang, 'in-review');

  const ask = staffActionButton(page, lang, 'requestIntegration');
  await tabTo(page, ask, 'request integration');
  await page.keyboard.press('Enter');
  const askDialog = staffDialog(page, lang, 'requestIntegration', request.requestId);
  await askDialog.waitFor();
  // The dialog opens on its first field: the message, labelled with the language the citizen reads it in.
  const message = staffField(askDialog, lang, 'message', request.language);
  await expectFocusOn(message, 'the message field');
  await expectVisibleFocus(page, 'message field');
  await tabTo(
    page,
    askDialog.getByRole('button', {
      name: tr(lang, 'backoffice.procedure.confirm.requestIntegration.confirm'),
    }),
    'request integration, confirm empty',
  );
  await page.keyboard.press('Enter');
  await expectFieldError(page, message, 'the empty message to the citizen');
  await typeInFocused(page, 'Si chiede di trasmettere la planimetria dei locali firmata dal tecnico.');
  await confirmWithKeyboard(page, request, 'requestIntegration');
  await expectState(page, lang, 'integration-requested');
}

/**
 * The citizen, on the first page of the private area: the request's card, its details, the answer refused empty
 * (focus on the field), then sent after the confirmation (Escape first: focus back on the send button); the
 * outcome takes focus.
 */
export async function citizenAnswersWithKeyboard(page: Page, request: SentRequest) {
  const title = tr(lang, 'private-area.requests.request', { code: request.referenceCode });
  await tabTo(page, page.getByRole('link', { name: title, exact: true }), 'private area, the request');
  await page.keyboard.press('Enter');
  await expectHeadingFocus(page, tr(lang, 'private-area.details.title', { code: request.referenceCode }));

  const send = page.getByRole('button', { name: answerText(lang, 'integration', 'submit'), exact: true });
  await tabTo(page, send, 'answer, send empty');
  await page.keyboard.press('Enter');
  const field = answerField(page, lang, 'integration');
  await expectFieldError(page, field, 'the empty answer');
  await typeInFocused(page, 'Ho trasmesso via PEC la planimetria firmata dal tecnico.');
  await tabTo(page, send, 'answer, send');
  await page.keyboard.press('Enter');
  const confirm = answerDialog(page, lang, 'integration');
  await confirm.waitFor();
  await expectVisibleFocus(page, 'answer confirmation opened');
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });
  await expectFocusOn(send, 'the send button after Escape');
  await expectVisibleFocus(page, 'send button after Escape');
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    confirm.getByRole('button', { name: tr(lang, 'private-area.procedure.answer.confirm'), exact: true }),
    'answer, confirm',
  );
  const calls = watchApiCalls(page);
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: answerText(lang, 'integration', 'sent-title') });
  await expectFocusOn(sent, 'the outcome of the answer');
  await expectState(page, lang, 'integration-received');
  // The history, the request and its documents, read again after the answer, are shown before Tab moves on:
  // content added above the next control while it has the focus pushes it out of view until the next Tab.
  await expect.poll(async () => (await shownTimeline(page)).at(-1)?.action).toBe('answerIntegration');
  await calls.settled();
  // From the outcome, Tab goes on through the page with a visible ring.
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'after the outcome');
}
