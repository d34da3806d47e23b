import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionState } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';
import { callsTo, logIn, mockApi, ok } from '../../../test/api-mock';
import { ADMIN, COLLAB, listItem, page, STAFF, staffRequest } from '../../../test/fixtures';
import { resetApp } from '../../../test/reset-app';
import { MARCO } from '../testing/procedure-details';

// Issue 27 in the request list: the procedure's states in the filter, "assigned to me" kept in the URL, the
// responsible officer's column and overdue answers marked in words.

const LIST = '/api/suap/v1/backoffice/list';

afterEach(() => {
  resetApp();
  sessionState.clearUser();
});

const lastQuery = (calls: ReturnType<typeof mockApi>) => callsTo(calls, 'GET', LIST).at(-1)!.url.searchParams;

describe('back-office request list and the procedure', { timeout: 30_000 }, () => {
  it('lists the states in the order of the procedure', async () => {
    logIn(ADMIN, 'bo');
    mockApi({ [`GET ${LIST}`]: () => ok(page('requestList', [])) });
    renderApp('/en/back-office/requests');
    const filter = await screen.findByRole('combobox', { name: 'Request status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All sent requests (any step)',
      'Sent',
      'In review',
      'Integration requested',
      'Integration received',
      'Notice of reasons for refusal',
      'Observations received',
      'Accepted',
      'Rejected',
      'Withdrawn',
      'Draft',
      'Deleted',
    ]);
  });

  it('filters by the withdrawn state (issue 30) from the URL and from the choice', async () => {
    logIn(ADMIN, 'bo');
    const calls = mockApi({ [`GET ${LIST}`]: () => ok(page('requestList', [], { totalResults: 0 })) });
    const user = userEvent.setup();
    const { router } = renderApp('/it/back-office/requests?state=11');
    const filter = await screen.findByRole('combobox', { name: 'Stato della richiesta' });
    await waitFor(() => expect(lastQuery(calls).get('stateOfRequestId')).toBe('11'));
    expect(filter).toHaveDisplayValue('Ritirata');
    await user.selectOptions(filter, 'Rifiutata');
    await waitFor(() => expect(lastQuery(calls).get('stateOfRequestId')).toBe('5'));
    await user.selectOptions(filter, 'Ritirata');
    await waitFor(() => expect(lastQuery(calls).get('stateOfRequestId')).toBe('11'));
    expect(router.state.location.search).toBe('?state=11');
  });

  it('"assigned to me" is sent as assignedToMe=true and kept in the URL with the other choices', async () => {
    logIn(COLLAB, 'bo');
    const calls = mockApi({ [`GET ${LIST}`]: () => ok(page('requestList', [], { totalResults: 0 })) });
    const user = userEvent.setup();
    const { router } = renderApp('/it/back-office/requests?state=7');
    const mine = await screen.findByRole('checkbox', { name: 'Assegnate a me' });
    expect(mine).not.toBeChecked();
    expect(lastQuery(calls).has('assignedToMe')).toBe(false);

    await user.click(mine);
    await waitFor(() => expect(lastQuery(calls).get('assignedToMe')).toBe('true'));
    expect(lastQuery(calls).get('stateOfRequestId')).toBe('7');
    expect(router.state.location.search).toBe('?state=7&assignedToMe=true');
    expect(mine).toBeChecked();
    expect(mine).toHaveAccessibleDescription(
      'Mostra solo le richieste di cui sei responsabile del procedimento.',
    );

    await user.click(mine);
    await waitFor(() => expect(lastQuery(calls).has('assignedToMe')).toBe(false));
    expect(router.state.location.search).toBe('?state=7');
  });

  it('the read-only profile has no "assigned to me", and a link with it lists everything', async () => {
    logIn({ ...STAFF, profile: { profileId: 99, description: 'Operatore' } }, 'bo');
    const calls = mockApi({ [`GET ${LIST}`]: () => ok(page('requestList', [])) });
    renderApp('/it/back-office/requests?assignedToMe=true');
    await screen.findByText('Nessuna richiesta corrisponde alla ricerca.');
    expect(screen.queryByRole('checkbox', { name: 'Assegnate a me' })).not.toBeInTheDocument();
    expect(lastQuery(calls).has('assignedToMe')).toBe(false);
  });

  it('shows the responsible officer and marks an unanswered term as overdue, in words', async () => {
    logIn(ADMIN, 'bo');
    mockApi({
      [`GET ${LIST}`]: () =>
        ok(
          page(
            'requestList',
            [
              staffRequest(9, 7, { responsibleOperator: MARCO, termDueOn: '2025-04-10', termExpired: true }),
              staffRequest(8, 9, { responsibleOperator: MARCO, termDueOn: '2099-04-10' }),
              staffRequest(7, 3),
            ].map(listItem),
          ),
        ),
    });
    renderApp('/it/back-office/requests');
    const table = await screen.findByRole('table');
    const row = (id: number) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${id}`) })
        .closest('tr')!;
    const cell = (id: number, column: string) => {
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼⇅]/g, ''));
      return row(id).children[headers.indexOf(column)] as HTMLElement;
    };
    expect(cell(9, 'Responsabile')).toHaveTextContent('Marco Blu');
    expect(cell(7, 'Responsabile')).toHaveTextContent('Non assegnata');
    expect(screen.getByRole('columnheader', { name: 'Responsabile' })).not.toHaveAttribute('aria-sort');
    expect(within(cell(9, 'Responsabile')).queryByRole('button')).toBeNull();

    expect(cell(9, 'Stato')).toHaveTextContent('Integrazione richiesta');
    expect(cell(9, 'Stato')).toHaveTextContent('Termine per rispondere scaduto il 10/04/2025');
    expect(cell(9, 'Stato')).toHaveTextContent('Scaduta');
    expect(cell(8, 'Stato')).toHaveTextContent('Rispondere entro il 10/04/2099');
    expect(cell(8, 'Stato')).not.toHaveTextContent('Scaduta');
  });
});
