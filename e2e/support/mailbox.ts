import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeAndScreenshot, baseUrl, newPage, type Lang } from './browser';
import { submitProviderLogin } from './login';
import { shownDate, type SentRequest } from './procedure';
import { tr } from './sweep-routes';

/** A message as the development mailbox lists it (GET /dev/mailbox/messages.json). */
interface Mail {
  to: string[];
  subject: string;
  language: string | null;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string }[];
}

/**
 * The subject of each message, per language, written here from the wording rather than read from the
 * server's templates: the journey checks what the citizen receives, not that the server agrees with itself.
 */
const SUBJECTS: Record<Lang, Record<string, (code: string, date: string) => string>> = {
  it: {
    requestSent: (code) => `Richiesta ${code} ricevuta`,
    takenInCharge: (code) => `Richiesta ${code} presa in carico`,
    integrationRequested: (code, date) => `Richiesta ${code}: documenti da integrare entro il ${date}`,
    refusalNotice: (code, date) => `Richiesta ${code}: preavviso di rigetto, osservazioni entro il ${date}`,
    accepted: (code) => `Richiesta ${code} accolta`,
    rejected: (code) => `Richiesta ${code} respinta`,
  },
  en: {
    requestSent: (code) => `Request ${code} received`,
    takenInCharge: (code) => `Request ${code} taken in charge`,
    integrationRequested: (code, date) => `Request ${code}: documents to add by ${date}`,
    refusalNotice: (code, date) => `Request ${code}: notice of reasons for refusal, observations by ${date}`,
    accepted: (code) => `Request ${code} accepted`,
    rejected: (code) => `Request ${code} rejected`,
  },
};

async function mailsAbout(referenceCode: string): Promise<Mail[]> {
  const reply = await fetch(`${baseUrl()}/dev/mailbox/messages.json`);
  expect(reply.status).toBe(200);
  const { messages } = (await reply.json()) as { messages: Mail[] };
  return messages.filter((message) => message.subject.includes(referenceCode));
}

/**
 * At the end of a journey: every message about the request arrived once (a duplicate sent after the first
 * copy was checked would show here), and exactly the ones listed.
 */
export async function expectMailsOnce(
  request: SentRequest,
  events: (keyof (typeof SUBJECTS)['it'])[],
  dueOn: Record<string, string> = {},
) {
  const subjects = (await mailsAbout(request.referenceCode)).map((mail) => mail.subject).sort();
  const expected = events
    .map((event) =>
      SUBJECTS[request.language][event]!(request.referenceCode, dueOn[event] ? shownDate(dueOn[event]) : ''),
    )
    .sort();
  expect(subjects).toEqual(expected);
}

/** The citizen's page of the request, as every message links it. */
export const requestLink = (request: SentRequest) =>
  `${baseUrl()}/${request.language}/private-area/request-details/${request.requestId}`;

/**
 * Waits (the worker sends within a few seconds of the step) for the message a step owes the citizen and checks
 * it: the request's notification address, the request's language, the subject, the link to the request's page,
 * and that it is the only one of its kind. `dueOn` is the term the message announces (YYYY-MM-DD).
 */
export async function expectMail(
  request: SentRequest & { notificationAddress: string },
  event: keyof (typeof SUBJECTS)['it'],
  dueOn = '',
): Promise<Mail> {
  const subject = SUBJECTS[request.language][event]!(request.referenceCode, dueOn && shownDate(dueOn));
  const until = Date.now() + 30_000;
  for (;;) {
    const found = (await mailsAbout(request.referenceCode)).filter((mail) => mail.subject === subject);
    if (found.length > 0) {
      expect(found, `one message "${subject}"`).toHaveLength(1);
      const [mail] = found as [Mail];
      expect(mail.to).toEqual([request.notificationAddress]);
      expect(mail.language).toBe(request.language);
      expect(mail.text).toContain(requestLink(request));
      expect(mail.html).toContain(`href="${requestLink(request)}"`);
      return mail;
    }
    if (Date.now() > until) {
      const seen = (await mailsAbout(request.referenceCode)).map((mail) => mail.subject);
      throw new Error(`no message "${subject}" within 30 s; received: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Follows a message's link as the citizen would, in a browser with no session: the portal asks for the login and
 * then shows the request's own page.
 */
export async function followMailLink(browser: Browser, request: SentRequest) {
  const { context, page } = await newPage(browser, 375);
  try {
    await page.goto(requestLink(request));
    await page.locator('input[name="username"]').waitFor();
    await submitProviderLogin(page, 'mario.rossi');
    await page.waitForURL(requestLink(request));
    await page.locator('main h1').filter({ hasText: request.referenceCode }).waitFor();
  } finally {
    await context.close();
  }
}

/** The development mailbox's list and one message, in `lang`: what a developer sees after `npm start`. */
export async function checkMailboxPages(page: Page, lang: Lang, subject: string) {
  await page.goto(`/dev/mailbox?lang=${lang}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await axeAndScreenshot(page, `mailbox ${lang}`, `mailbox-list-${lang}`);
  await page.getByRole('link', { name: subject }).first().click();
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
  await axeAndScreenshot(page, `mailbox message ${lang}`, `mailbox-message-${lang}`);
}

/** On the back-office request page: the messages section lists `events`, in order, each marked sent. */
export async function expectStaffSeesSent(staff: Page, lang: Lang, events: readonly string[]) {
  const sentPrefix = tr(lang, 'backoffice.procedure.notifications.status.sent', { date: '' }).trim();
  const messages = staff
    .getByRole('region', { name: tr(lang, 'backoffice.procedure.notifications.title') })
    .locator('li.suap-notification');
  await messages.nth(events.length - 1).waitFor();
  expect(await messages.locator('h3').allTextContents()).toEqual(
    events.map((event) => tr(lang, `backoffice.procedure.notifications.events.${event}`)),
  );
  for (const message of await messages.all()) expect(await message.textContent()).toContain(sentPrefix);
}

/** The messages of the journey that ends in a refusal after a 10-bis notice, in the order they are sent. */
export const REFUSAL_JOURNEY_MAILS = [
  'requestSent',
  'takenInCharge',
  'integrationRequested',
  'refusalNotice',
  'rejected',
] as const;

/**
 * The receipt: it reaches the request's address in its language with the PDF, its link opens the request after
 * the login, and the development mailbox shows it (axe on its pages).
 */
export async function expectReceipt(
  browser: Browser,
  page: Page,
  request: SentRequest & { notificationAddress: string },
) {
  const receipt = await expectMail(request, 'requestSent');
  expect(receipt.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
  await followMailLink(browser, request);
  await checkMailboxPages(page, request.language, receipt.subject);
}
