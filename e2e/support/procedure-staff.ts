import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog, type Lang } from './browser';
import { escape, expectState, labelled, normalise, shoot, type SentRequest } from './procedure';
import { tr } from './sweep-routes';

// The back office's side of the procedure's journeys: a request's details, its action buttons and dialogs.

/** The accessible name of a request's details link in the back-office list. */
export const detailsLinkName = (lang: Lang, id: number) =>
  `${tr(lang, 'backoffice.requests.open')} ${tr(lang, 'backoffice.requests.open-which', { id })}`;

/**
 * Opens a request's back-office details the way staff do: searched for by its number in the list. The search for
 * a number also finds the codes that contain it, so with many requests the wanted one may be on a later page.
 */
export async function openStaffDetails(page: Page, lang: Lang, id: number) {
  const link = page.getByRole('link', { name: detailsLinkName(lang, id), exact: true });
  const anyDetails = page
    .getByRole('link', { name: new RegExp(`^${escape(tr(lang, 'backoffice.requests.open'))} `) })
    .first();
  for (let listPage = 1; listPage <= 10; listPage += 1) {
    await page.goto(`/${lang}/back-office/requests?filter=${id}${listPage > 1 ? `&page=${listPage}` : ''}`);
    await anyDetails.waitFor();
    if ((await link.count()) > 0) break;
  }
  await link.click();
  await page.waitForURL(`**/${lang}/back-office/requests/details`);
  await page
    .getByRole('heading', { level: 1, name: tr(lang, 'backoffice.request-details.title', { id }) })
    .waitFor();
  await staffActionsHeading(page, lang).waitFor();
}

export const staffActionsHeading = (page: Page, lang: Lang) =>
  page.getByRole('heading', { name: tr(lang, 'backoffice.procedure.actions.title'), exact: true });

export type StaffActionName =
  'takeInCharge' | 'assign' | 'requestIntegration' | 'accept' | 'startRefusal' | 'reject';

/** The state each action leads to from the states the journeys take it in (an assignment keeps the state). */
const REACHES: Partial<Record<StaffActionName, string>> = {
  takeInCharge: 'in-review',
  requestIntegration: 'integration-requested',
  accept: 'accepted',
  startRefusal: 'refusal-notice',
  reject: 'rejected',
};

export const staffActionButton = (page: Page, lang: Lang, action: StaffActionName) =>
  page.locator('main').getByRole('button', {
    name: tr(lang, `backoffice.procedure.actions.buttons.${action}`),
    exact: true,
  });

/** The confirmation dialog of a staff action on request `id`. */
export const staffDialog = (page: Page, lang: Lang, action: StaffActionName, id: number) =>
  dialog(page, tr(lang, `backoffice.procedure.confirm.${action}.title`, { id, days: 10 }));

/** The action buttons the page offers now, by their text. */
export async function staffButtons(page: Page): Promise<string[]> {
  return (await page.locator('main ul.suap-bo-actions button').allTextContents()).map(normalise);
}

/** A text field of a staff action's dialog, labelled with the language the citizen reads it in. */
export function staffField(
  scope: Locator,
  lang: Lang,
  field: 'message' | 'reason' | 'observationsAssessment',
  requestLang: Lang,
) {
  const language = tr(lang, `backoffice.procedure.fields.languages.${requestLang}`);
  return scope.getByRole('textbox', {
    name: labelled(tr(lang, `backoffice.procedure.fields.${field}`, { language })),
  });
}

export interface StaffInput {
  message?: string;
  dueOn?: string;
  reason?: string;
  assessment?: string;
}

/** Fills what a staff action's open dialog asks for. */
export async function fillStaffFields(modal: Locator, lang: Lang, requestLang: Lang, input: StaffInput) {
  if (input.message !== undefined) await staffField(modal, lang, 'message', requestLang).fill(input.message);
  if (input.dueOn !== undefined)
    await modal.getByLabel(labelled(tr(lang, 'backoffice.procedure.fields.dueOn'))).fill(input.dueOn);
  if (input.reason !== undefined) await staffField(modal, lang, 'reason', requestLang).fill(input.reason);
  if (input.assessment !== undefined)
    await staffField(modal, lang, 'observationsAssessment', requestLang).fill(input.assessment);
}

/** Opens a staff action's dialog, fills what it asks for and, when `shot` is given, screenshots it. */
export async function openStaffAction(
  page: Page,
  lang: Lang,
  request: SentRequest,
  action: StaffActionName,
  input: StaffInput = {},
  shot?: string,
): Promise<Locator> {
  await staffActionButton(page, lang, action).click();
  const modal = staffDialog(page, lang, action, request.requestId);
  await modal.waitFor();
  await fillStaffFields(modal, lang, request.language, input);
  if (shot) await shoot(page, shot);
  return modal;
}

/**
 * Confirms the open dialog of a staff action and reads the success alert that replaces it; returns the alert's
 * text after closing it (`shot` screenshots it first).
 */
export async function confirmStaffAction(
  page: Page,
  lang: Lang,
  request: SentRequest,
  action: StaffActionName,
  shot?: string,
): Promise<string> {
  const modal = staffDialog(page, lang, action, request.requestId);
  await modal
    .getByRole('button', { name: tr(lang, `backoffice.procedure.confirm.${action}.confirm`), exact: true })
    .click();
  const done = dialog(page, tr(lang, `backoffice.procedure.done.${action}.title`));
  await done.waitFor();
  const text = normalise(await done.textContent());
  // The page behind reads the request again: its new state is shown before anything is measured.
  const reached = REACHES[action];
  if (reached) await expectState(page, lang, reached);
  if (shot) await shoot(page, shot, { axe: true });
  await done.locator('.modal-footer button').click();
  await done.waitFor({ state: 'detached' });
  return text;
}

/** The responsible officer as the back office's procedure card shows it. */
export async function staffResponsible(page: Page, lang: Lang): Promise<string> {
  // The procedure card's own list, not the history's facts (which name the officer put in charge too).
  const term = page
    .locator('main dl.suap-bo-fields dt')
    .filter({ hasText: new RegExp(`^${escape(tr(lang, 'backoffice.procedure.responsible'))}$`) });
  return normalise(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

/**
 * One staff action from its button to its outcome: the dialog filled and screenshotted (`${shot}-modal`), then
 * confirmed, the success alert checked with axe and screenshotted (`${shot}-done`); returns the alert's text.
 * Once the alert closes, the button that opened the dialog has gone with its state: focus must land on the
 * actions' heading, not on <body>.
 */
export async function staffAct(
  page: Page,
  lang: Lang,
  request: SentRequest,
  action: StaffActionName,
  input: StaffInput,
  shot: string,
): Promise<string> {
  await openStaffAction(page, lang, request, action, input, `${shot}-modal`);
  const done = await confirmStaffAction(page, lang, request, action, `${shot}-done`);
  await expect
    .poll(() => staffActionsHeading(page, lang).evaluate((h) => h === document.activeElement))
    .toBe(true);
  return done;
}
