import { screen } from '@testing-library/react';
import { beforeEach, describe, it } from 'vitest';
import { logIn, ok } from '../../../../test/api-mock';
import { expectNoAxeViolations } from '../../../../test/axe';
import { openProcedurePage, stateOf } from '../../testing/procedure-page';

// axe on the whole details page with the CUI among the facts of the procedure (issue 30).

beforeEach(() => logIn());

describe('request details accessibility with the CUI (axe)', { timeout: 30_000 }, () => {
  it('the CUI among the facts, in Italian and in English', async () => {
    const cui = { context: 'SUAP-058091', progressive: '00000012', date: '2025-03-02', uuid: 'x' };
    const handlers = {
      'GET /api/suap/v1/request/ssu/3': () =>
        ok({ code: 200, message: 'OK', description: '', ssu: { cui, receiptOn: null } }),
    };
    const { unmount } = await openProcedurePage(() => stateOf(6), handlers);
    await screen.findByText('SUAP-058091-00000012');
    await expectNoAxeViolations();
    unmount();
    await openProcedurePage(() => stateOf(6), handlers, 'en');
    await screen.findByText('Unique instance code (CUI)');
    await expectNoAxeViolations();
  });
});
