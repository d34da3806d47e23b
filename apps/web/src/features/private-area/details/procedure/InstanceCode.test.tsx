import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, logIn, ok, type Reply } from '../../../../test/api-mock';
import { openProcedurePage, stateOf } from '../../testing/procedure-page';

// The request's code in the national SUAP system (issue 30) among the facts of the procedure.

beforeEach(() => logIn());

const SSU_3 = '/api/suap/v1/request/ssu/3';
const CUI = {
  context: 'SUAP-058091',
  progressive: '00000012',
  date: '2025-03-02',
  uuid: '0f8e6d2c-4b1a-4c3e-9d7f-2a6b5c4d3e21',
};
const withCui = (): Reply =>
  ok({ code: 200, message: 'OK', description: '', ssu: { cui: CUI, receiptOn: '2025-03-02' } });

/** The definition of `label` among the facts of the procedure, once shown. */
async function fact(label: string, region: string) {
  const facts = screen.getByRole('region', { name: region });
  return (await within(facts).findByText(label, { selector: 'dt' })).nextElementSibling;
}

describe('request details: the unique instance code (CUI)', { timeout: 30_000 }, () => {
  it('shows the CUI with its date and what it is for', async () => {
    await openProcedurePage(() => stateOf(6), { [`GET ${SSU_3}`]: withCui });
    const cui = await fact("Codice unico dell'istanza (CUI)", 'Andamento della richiesta');
    expect(cui).toHaveTextContent(
      'SUAP-058091-00000012 del 02/03/2025' +
        'È il codice che identifica la tua richiesta nel sistema nazionale degli Sportelli Unici (SSU).',
    );
    expect(within(cui as HTMLElement).getByText('SUAP-058091-00000012')).toHaveClass('suap-request-code');
    // The uuid the systems use between them is no concern of the citizen's.
    expect(screen.queryByText(CUI.uuid)).not.toBeInTheDocument();
  });

  it('shows it in English on the English page', async () => {
    await openProcedurePage(() => stateOf(6), { [`GET ${SSU_3}`]: withCui }, 'en');
    const cui = await fact('Unique instance code (CUI)', 'Progress of your request');
    expect(cui).toHaveTextContent(
      'SUAP-058091-00000012 (assigned on 02/03/2025)' +
        'It is the code that identifies your request in the national SUAP system (SSU).',
    );
  });

  it('says nothing of it before there is one, nor when it cannot be read', async () => {
    for (const reply of [
      undefined, // the mocked API's default: no CUI
      { status: 500, body: { code: 500, message: 'x', description: 'x' } },
    ]) {
      const { calls, unmount } = await openProcedurePage(
        () => stateOf(3),
        reply ? { [`GET ${SSU_3}`]: () => reply } : {},
      );
      await waitFor(() => expect(callsTo(calls, 'GET', SSU_3)).toHaveLength(1));
      // Its answer handled: nothing is waited for that could still show the code.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByText(/Codice unico dell'istanza/)).not.toBeInTheDocument();
      // The rest of the facts are there all the same.
      expect(screen.getByText(/in attesa di essere presa in carico/)).toBeInTheDocument();
      unmount();
    }
  });
});
