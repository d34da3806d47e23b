import fs from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { inflatePdf, pdfText } from '../../apps/server/test/pdf-text';
import { addDays, isoToday } from './backoffice';
import { expectNoAxeViolations, newPage, screenshot, settled, type Lang } from './browser';
import { loginBackOffice, loginFrontOffice } from './login';
import { apiCall, okBody } from './private-area';
import { tr } from './sweep-routes';

// The procedure after sending (issue 27) as its journeys drive it: a citizen's request sent through the API, the
// staff actions and the citizen's answers through the screens, and what each side reads afterwards (badge,
// caption, responsible officer, timeline, decision PDF). Every text comes from the app's i18n files.

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
export const OTHER_LANG: Record<Lang, Lang> = { it: 'en', en: 'it' };

/** The development staff accounts, by the names the procedure shows. */
export const OPERATOR = { collab: 'Marco Blu', admin: 'Paola Gialli' } as const;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's accessible name starts with its label (the required mark follows). */
export const labelled = (label: string) => new RegExp(`^${escape(label)}`);
export const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Logs in once through the real flow and keeps the session cookies: the journeys open their contexts from this
 * state instead of logging in again for every step.
 */
export async function loginState(browser: Browser, username: string): Promise<StorageState> {
  const { context, page } = await newPage(browser, 1280);
  try {
    if (username === 'mario.rossi')
      await loginFrontOffice(page, username, 'it', { origin: '/it/private-area' });
    else await loginBackOffice(page, username, 'it');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** DD/MM/YYYY of an ISO day, as the portal shows dates; computed here, not by the app's own formatter. */
export const shownDate = (iso: string) => iso.split('-').reverse().join('/');

/** Today and the days the procedure counts from it, in Europe/Rome. */
export async function days(page: Page) {
  const today = await isoToday(page);
  return { today, plus: (count: number) => addDays(today, count) };
}

export interface SentRequest {
  requestId: number;
  referenceCode: string;
  /** The language the request was filled in: staff write to the citizen in it. */
  language: Lang;
  /** Where the portal sends the citizen's messages about it (issue 28). */
  notificationAddress: string;
}

/** A complete draft of the logged-in citizen, made through the API: SUAP, initiative and personal data copied
 * from a request they sent before. Returns its id, version and notification address. */
export async function completeDraft(page: Page, language: Lang) {
  const session = okBody(await apiCall(page, 'GET', '/api/session')) as { user: { userId: number } };
  const list = okBody(
    await apiCall(
      page,
      'GET',
      `/api/suap/v1/request/list?userId=${session.user.userId}&typeOfServiceId=1&size=100`,
    ),
  ).requestList as {
    requestId: number;
    stateOfRequest: { stateOfRequestId: number };
    referenceCode?: string;
  }[];
  const earlier = list.find(
    (request) => request.referenceCode && request.stateOfRequest.stateOfRequestId >= 3,
  );
  if (!earlier) throw new Error('the citizen has no sent request to copy');
  const template = okBody(await apiCall(page, 'GET', `/api/suap/v1/request/${earlier.requestId}`))
    .request as {
    suap: { suapId: number };
    iniziative: { iniziativeId: number };
    personalData: { firstName: string; lastName: string; fiscalCode: string; email: string };
  };
  const { firstName, lastName, fiscalCode, email } = template.personalData;
  const created = okBody(
    await apiCall(page, 'POST', `/api/suap/v1/request?lang=${language}`, {
      language,
      typeOfService: { typeOfServiceId: 1 },
      procedureNotification: { typeId: 1, address: email },
      suap: { suapId: template.suap.suapId },
      iniziative: { iniziativeId: template.iniziative.iniziativeId },
      personalData: { firstName, lastName, fiscalCode, email, legalRepresentative: false },
    }),
  ).request as { requestId: number; version: number };
  return { ...created, notificationAddress: email };
}

/** Sends a draft of the logged-in citizen through the API; returns its reference code. */
export async function sendDraft(page: Page, language: Lang, draft: { requestId: number; version: number }) {
  const sent = okBody(
    await apiCall(page, 'PUT', `/api/suap/v1/request/${draft.requestId}?lang=${language}`, {
      version: draft.version,
      action: 'send',
    }),
  ).request as { referenceCode: string; stateOfRequest: { stateOfRequestId: number } };
  expect(sent.stateOfRequest.stateOfRequestId).toBe(3);
  return sent.referenceCode;
}

/**
 * A complete request sent by the logged-in citizen through the API (the wizard's own send is covered by the
 * enrolment journeys).
 */
export async function sendRequest(page: Page, language: Lang): Promise<SentRequest> {
  const created = await completeDraft(page, language);
  const sent = { referenceCode: await sendDraft(page, language, created) };
  const email = created.notificationAddress;
  return {
    requestId: created.requestId,
    referenceCode: sent.referenceCode,
    language,
    notificationAddress: email,
  };
}

/**
 * Screenshots of the page as it is now at phone and desktop width (left at 1280 px), once its fades and colour
 * changes have ended: the whole page, or only the viewport while a dialog is open (a full-page capture would leave
 * the fixed dialog and its backdrop at the top). `axe`: checked with axe first, at each width.
 */
export async function shoot(page: Page, name: string, { axe = false } = {}) {
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    // A state the accessibility sweep cannot reach without acting (an outcome): axe here.
    if (axe) await expectNoAxeViolations(page, `${name} at ${width}px`);
    await screenshot(page, `${name}-${width}`, { fullPage });
  }
}

/** The state badge of the page's request (the first in main) and its caption, as a sighted user reads them. */
export async function stateShown(page: Page): Promise<{ badge: string; caption: string }> {
  const state = page.locator('main .suap-request-state').first();
  await state.waitFor();
  const caption = state.locator('.suap-request-state-caption');
  return {
    badge: normalise(await state.locator('.badge').textContent()),
    caption: (await caption.count()) > 0 ? normalise(await caption.textContent()) : '',
  };
}

/** The badge's text with its hidden "Status:" prefix, as the app writes it. */
export const badgeText = (lang: Lang, badge: string) =>
  `${tr(lang, 'request-state.label')}: ${tr(lang, `request-state.badge.${badge}`)}`;

/** Waits until the page's request shows this badge (and caption, when given). */
export async function expectState(page: Page, lang: Lang, badge: string, caption?: string) {
  await expect.poll(async () => (await stateShown(page)).badge).toBe(badgeText(lang, badge));
  if (caption !== undefined) expect((await stateShown(page)).caption).toBe(caption);
}

const HISTORY_KEYS: Record<string, string> = {
  send: 'send',
  takeInCharge: 'take-in-charge',
  assign: 'assign',
  requestIntegration: 'request-integration',
  answerIntegration: 'answer-integration',
  startRefusal: 'start-refusal',
  submitObservations: 'submit-observations',
  withdraw: 'withdraw',
  accept: 'accept',
  reject: 'reject',
  expireTerm: 'expire-term',
  backOfficeNotice: 'back-office-notice',
};

export interface ShownStep {
  action: string;
  title: string;
  when: string;
  text: string;
}

/** The timeline of the page's request, first step first, as shown. */
export function shownTimeline(page: Page): Promise<ShownStep[]> {
  return page.locator('main ol.suap-history > li').evaluateAll((items) =>
    items.map((item) => ({
      action: item.getAttribute('data-action') ?? '',
      title: (item.querySelector('.suap-history-title')?.textContent ?? '').trim(),
      when: (item.querySelector('time')?.textContent ?? '').trim(),
      text: (item.textContent ?? '').replace(/\s+/g, ' '),
    })),
  );
}

export interface ExpectedStep {
  action: string;
  /** Texts the step must show: who, the message written, the term… */
  shows?: string[];
}

/**
 * The timeline holds exactly these steps, in order, each titled in the page's language and dated today (DD/MM/YYYY
 * HH:mm, Italian time).
 */
export async function expectTimeline(page: Page, lang: Lang, today: string, steps: ExpectedStep[]) {
  await expect
    .poll(async () => (await shownTimeline(page)).map((step) => step.action))
    .toEqual(steps.map((s) => s.action));
  const shown = await shownTimeline(page);
  for (const [index, step] of steps.entries()) {
    const seen = shown[index]!;
    expect(seen.title, `step ${index + 1} title`).toBe(
      tr(lang, `request-history.actions.${HISTORY_KEYS[step.action]}`),
    );
    expect(seen.when, `step ${index + 1} (${step.action}) date`).toMatch(
      new RegExp(`^${escape(shownDate(today))} \\d{2}:\\d{2}$`),
    );
    for (const text of step.shows ?? [])
      expect(seen.text, `step ${index + 1} (${step.action})`).toContain(text);
  }
}

/**
 * Downloads the decision with the button of that name: a real PDF, saved under `fileName`, whose text (read back
 * through its fonts' Unicode maps) is returned with whitespace collapsed.
 */
export async function downloadDecision(page: Page, button: string, fileName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(inflatePdf(bytes)).replace(/\s+/g, ' ');
}
