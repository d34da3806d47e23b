import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFFICE_TOTAL_BOUND } from '@suap/shared';
import { sessionState } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';
import { logIn, mockApi, ok } from '../../../test/api-mock';
import { COLLAB, listItem, page, staffRequest } from '../../../test/fixtures';

const LIST = '/api/suap/v1/backoffice/list';

afterEach(() => {
  sessionState.clearUser();
  vi.unstubAllGlobals();
});

// A search matching more requests than the server counts (issue 25) says "more than" in both languages, and the
// paginator does not call its last button the last page: the list goes on past it.
describe('back-office request list with a bounded total', { timeout: 30_000 }, () => {
  function reply(totalIsLowerBound: boolean) {
    const items = [staffRequest(9, 3), staffRequest(8, 4)].map(listItem);
    return { ...page('requestList', items, { totalResults: BACKOFFICE_TOTAL_BOUND }), totalIsLowerBound };
  }

  it.each([
    // Italian groups thousands from 10 000 on (CLDR): 1000, but 10.000.
    ['it', 'Richieste trovate: oltre 1000', 'Pagina 200'],
    ['en', 'Requests found: more than 1,000', 'Page 200'],
  ])('says so in %s', async (lang, summary, lastButton) => {
    logIn(COLLAB, 'bo');
    mockApi({ [`GET ${LIST}`]: () => ok(reply(true)) });
    renderApp(`/${lang}/back-office/requests?filter=rossi`);
    expect(await screen.findByText(summary)).toHaveAttribute('role', 'status');
    const pages = screen.getAllByRole('navigation').at(-1)!;
    expect(within(pages).getByRole('button', { name: lastButton })).toBeInTheDocument();
  });

  it('gives the exact total and the last page otherwise', async () => {
    logIn(COLLAB, 'bo');
    mockApi({ [`GET ${LIST}`]: () => ok(reply(false)) });
    renderApp('/en/back-office/requests');
    expect(await screen.findByText('Requests found: 1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page, page 200' })).toBeInTheDocument();
  });
});
