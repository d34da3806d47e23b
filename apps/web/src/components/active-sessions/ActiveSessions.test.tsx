import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionState } from '../../lib/session';
import { sessionStore } from '../../lib/session-storage';
import { renderApp } from '../../test/render-app';
import { setUpSessionTests } from '../../test/session-test-setup';
import { sessionReply, stubApi, user, type FakeReply } from '../../test/fake-api';

setUpSessionTests();

const HERE = '6f1c2b7e-1d2a-4c3b-9e4f-5a6b7c8d9e01';
const PHONE = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const TABLET = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';

const listed = (sessions: unknown[]): FakeReply => ({
  body: { code: 200, message: 'OK', description: 'listed', sessions },
});
/** A session as GET /api/session/active lists it: started, last active, on a browser and system. */
const session = (
  sessionId: string,
  [startedAt, lastActivityAt]: [string, string],
  [browser, os]: [string | null, string | null],
  current = false,
) => ({ sessionId, startedAt, lastActivityAt, device: { browser, os }, current });

// 09:05 UTC on a summer day is 11:05 in Italy.
const here = session(
  HERE,
  ['2026-07-01T09:05:00.000Z', '2026-07-01T10:15:00.000Z'],
  ['Firefox', 'Windows'],
  true,
);
const phone = session(PHONE, ['2026-06-30T18:30:00.000Z', '2026-06-30T19:00:00.000Z'], ['Safari', 'iOS']);
const tablet = session(TABLET, ['2026-01-10T08:00:00.000Z', '2026-01-10T08:20:00.000Z'], [null, null]);
const ended = (count: number): FakeReply => ({
  body: { code: 200, message: 'OK', description: 'ended', ended: count },
});

function asCitizen(replies: Record<string, FakeReply | (() => FakeReply)>) {
  const mario = user(1);
  sessionStore.set('loggedUser', mario);
  return stubApi({
    'GET /api/session': { body: sessionReply({ authenticated: true, user: mario }, null) },
    ...replies,
  });
}

describe('active sessions (private area)', () => {
  it('lists the sessions in Italian, in Italian time, with this device marked and a named button per other one', async () => {
    asCitizen({ 'GET /api/session/active': listed([here, phone, tablet]) });
    renderApp('/it/private-area/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessioni attive' })).toBeInTheDocument();
    await screen.findByText('Sessioni attive: 3');
    const items = within(screen.getByRole('region', { name: 'Le tue sessioni' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Firefox su Windows');
    expect(within(items[0]!).getByText('Questo dispositivo')).toBeInTheDocument();
    expect(within(items[0]!).getByText('01/07/2026 11:05')).toBeInTheDocument();
    expect(within(items[0]!).getByText('01/07/2026 12:15')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    // Winter time: 08:00 UTC is 09:00 in Italy.
    expect(within(items[2]!).getByText('10/01/2026 09:00')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Dispositivo non riconosciuto',
    );
    expect(
      screen.getByRole('button', {
        name: 'Termina la sessione di Safari su iOS avviata il 30/06/2026 20:30',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termina tutte le altre sessioni' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Torna all'area personale" })).toHaveAttribute(
      'href',
      '/it/private-area',
    );
  });

  it('ends one other session after confirmation and says so', async () => {
    let sessions = [here, phone];
    const { calls } = asCitizen({
      'GET /api/session/active': () => listed(sessions),
      [`DELETE /api/session/active/${PHONE}`]: () => {
        sessions = [here];
        return ended(1);
      },
    });
    renderApp('/it/private-area/sessions');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Termina la sessione di Safari su iOS/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Vuoi terminare questa sessione?' });
    expect(confirm).toHaveTextContent('Safari su iOS avviata il 30/06/2026 20:30');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^Termina la sessione di Safari su iOS/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi terminare questa sessione?' })).getByRole(
        'button',
        {
          name: 'Termina la sessione',
        },
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Sessione terminata' })).toHaveTextContent(
      'La sessione di Safari su iOS è stata terminata.',
    );
    await waitFor(() =>
      expect(screen.getByText('Non hai altre sessioni attive', { exact: false })).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.key === `DELETE /api/session/active/${PHONE}`)).toHaveLength(1);
  });

  it('says when ending failed', async () => {
    asCitizen({
      'GET /api/session/active': listed([here, phone]),
      'POST /api/session/active/end-others': {
        status: 503,
        body: { code: 503, message: 'Service Unavailable', description: 'x' },
      },
    });
    renderApp('/it/private-area/sessions');
    await userEvent.click(await screen.findByRole('button', { name: 'Termina tutte le altre sessioni' }));
    const confirm = await screen.findByRole('dialog', { name: 'Vuoi terminare tutte le altre sessioni?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Termina le altre sessioni' }));
    expect(
      await screen.findByRole('dialog', { name: 'Non è stato possibile terminare la sessione' }),
    ).toBeInTheDocument();
  });
});

describe('active sessions (back office, English)', () => {
  it('lists them in the back office and ends all the others', async () => {
    const admin = user(2);
    sessionStore.set('loggedUser', admin);
    let sessions = [here, phone, tablet];
    const { calls } = stubApi({
      'GET /api/session': { body: sessionReply({ authenticated: true, user: admin }, null) },
      'GET /api/session/active': () => listed(sessions),
      'POST /api/session/active/end-others': () => {
        sessions = [here];
        return ended(2);
      },
    });
    renderApp('/en/back-office/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Active sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Active sessions: 3')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Unrecognised device' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'End session of Safari on iOS started on 30/06/2026 20:30' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Do you want to end all other sessions?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'End other sessions' }));
    expect(await screen.findByRole('dialog', { name: 'Sessions ended' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Active sessions: 1')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
    const write = calls.find((call) => call.key === 'POST /api/session/active/end-others');
    expect(write).toBeDefined();
  });

  it('is in the user menu of staff and of citizens', async () => {
    const admin = user(2);
    sessionStore.set('loggedUser', admin);
    stubApi({
      'GET /api/session': { body: sessionReply({ authenticated: true, user: admin }, null) },
      'GET /api/session/active': listed([here]),
    });
    const { unmount } = renderApp('/en/back-office/sessions');
    await userEvent.click(await screen.findByRole('button', { name: /Paola Gialli/ }));
    expect(screen.getByRole('link', { name: 'Active sessions' })).toHaveAttribute(
      'href',
      '/en/back-office/sessions',
    );
    unmount();

    sessionState.reset();
    asCitizen({ 'GET /api/session/active': listed([here]) });
    renderApp('/en/private-area/sessions');
    await userEvent.click(await screen.findByRole('button', { name: /Mario Rossi/ }));
    expect(screen.getByRole('link', { name: 'Active sessions' })).toHaveAttribute(
      'href',
      '/en/private-area/sessions',
    );
    expect(screen.getByText('You have no other active sessions', { exact: false })).toBeInTheDocument();
  });
});
