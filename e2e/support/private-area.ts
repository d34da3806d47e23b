import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser';

// The private area's texts and the steps its journeys share: finding a request's card, paging to it, and
// asking the API what the logged-in citizen owns or making a new draft.

export const TEXT = {
  it: {
    title: 'Area personale',
    draft: 'Bozza',
    deleted: 'Eliminata',
    sent: 'Inviata',
    next: 'Pagina successiva',
    pager: 'Pagine delle richieste',
    deleteTitle: 'Vuoi eliminare la bozza?',
    deleteConfirm: 'Elimina la bozza',
    deleteCancel: 'Annulla',
    deletedAlert: 'Bozza eliminata',
    download: 'Scarica il riepilogo in PDF',
    back: "Torna all'area personale",
    notFound: 'Richiesta non trovata',
    empty: 'Non hai ancora richieste',
    close: 'Chiudi',
  },
  en: {
    title: 'Personal area',
    draft: 'Draft',
    deleted: 'Deleted',
    sent: 'Sent',
    next: 'Next page',
    pager: 'Request pages',
    deleteTitle: 'Do you want to delete the draft?',
    deleteConfirm: 'Delete the draft',
    deleteCancel: 'Cancel',
    deletedAlert: 'Draft deleted',
    download: 'Download the PDF summary',
    back: 'Back to your personal area',
    notFound: 'Request not found',
    empty: 'You have no requests yet',
    close: 'Close',
  },
} as const;

export const MARIO_REQUEST_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

// A card is found by the request its title links to: the title shows the reference code (or a draft's start
// date), never the internal id.
export const card = (page: Page, _lang: Lang, id: number) =>
  page
    .locator('main li.suap-request-item')
    .filter({ has: page.locator(`h3 a[href$="/private-area/request-details/${id}"]`) });

export async function openPrivateArea(page: Page, lang: Lang) {
  await page.goto(`/${lang}/private-area`);
  await page.locator('main h3').first().waitFor();
}

/** The ids shown on the current page of the widget, in order. */
export async function shownIds(page: Page): Promise<number[]> {
  const links = page.locator('main li.suap-request-item h3 a');
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/(\d+)$/.exec(href)?.[1]));
}

/** Pages through the widget until the card of request `id` is on screen. */
export async function showCard(page: Page, lang: Lang, id: number) {
  const pager = page.getByRole('navigation', { name: TEXT[lang].pager });
  while ((await card(page, lang, id).count()) === 0) {
    const first = (await shownIds(page))[0];
    await pager.getByRole('button', { name: TEXT[lang].next }).click();
    await expect.poll(async () => (await shownIds(page))[0]).not.toBe(first);
  }
  return card(page, lang, id);
}

/** What the API says the logged-in citizen owns (their own list, as the widget asks for it, in one page). */
export async function ownRequestIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const session = await (await fetch('/api/session')).json();
    const list = await (
      await fetch(`/api/suap/v1/request/list?userId=${session.user.userId}&typeOfServiceId=1&size=100`)
    ).json();
    return list.requestList.map((request: { requestId: number }) => request.requestId);
  });
}

/** What an API call made from the page (with its session cookies and CSRF token) answered. */
export interface ApiReply {
  status: number;
  body: Record<string, unknown>;
}

/** One call to the portal's API from the logged-in page, as the app makes it (CSRF header on writes). */
export async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<ApiReply> {
  return page.evaluate(
    async ({ method, path, body }) => {
      // __Host-suap_csrf when the server's BASE_URL is https, suap_csrf over development http.
      const csrf = document.cookie
        .split('; ')
        .find((cookie) => /^(__Host-)?suap_csrf=/.test(cookie))
        ?.replace(/^(__Host-)?suap_csrf=/, '');
      const response = await fetch(path, {
        method,
        headers:
          body === undefined
            ? { 'x-csrf-token': decodeURIComponent(csrf ?? '') }
            : { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf ?? '') },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** The reply's body when the call succeeded; otherwise the test fails with what the server said. */
export function okBody(reply: ApiReply): Record<string, unknown> {
  if (reply.status >= 300)
    throw new Error(`API call failed (${reply.status}): ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A new draft through the API (as the wizard's first save does), with only the notification contact. */
export async function createDraft(page: Page): Promise<number> {
  const reply = await apiCall(page, 'POST', '/api/suap/v1/request?lang=it', {
    typeOfService: { typeOfServiceId: 1 },
    procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
  });
  return (okBody(reply).request as { requestId: number }).requestId;
}
