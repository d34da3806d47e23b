import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isoDateInRome } from '@suap/shared';
import { resetApp } from '../../../test/reset-app';
import { openDraftDetails } from '../testing/draft-details';
import type { Reply } from '../../../test/api-mock';

// Issue 22 item 6: the server's refusal of a deletion date is worded like the form's own checks, or with the
// server's sentence; never its rule name or an HTTP reason phrase.

afterEach(resetApp);

async function submitRefused(reply: Reply) {
  const { user, input } = await openDraftDetails({
    'PUT /api/suap/v1/backoffice/updateDraftStorageLimit/8': () => reply,
  });
  await user.clear(input);
  await user.type(input, addDaysToIsoDate(isoDateInRome(new Date()), 1));
  await user.click(screen.getByRole('button', { name: 'Aggiorna la data di eliminazione' }));
}

const refusal = (rule: string, message: string): Reply => ({
  status: 400,
  body: {
    code: 400,
    message: 'Dati non validi',
    description: message,
    errors: [{ field: 'body.draftExpiresOn', rule, message }],
  },
});

describe('draft storage limit: server refusals', { timeout: 30_000 }, () => {
  it('words a refused minimum as the form does', async () => {
    await submitRefused(
      refusal('min', 'Il campo «data di eliminazione della bozza» deve essere almeno oggi.'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/La data non può essere precedente al/);
    expect(document.body).not.toHaveTextContent(/\bmin\b|Bad Request/);
  });

  it("shows the server's sentence for a rule the form does not check", async () => {
    await submitRefused(refusal('unknown', 'Il campo «data di eliminazione della bozza» non è previsto.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('non è previsto');
  });
});
