import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { stubApi } from '../testing/api-stub';

// An administration's declaration as AgID publishes it.
const DECLARATION = 'https://form.agid.gov.it/view/0a1b2c3d-4e5f-6789';

function announce(href: string) {
  const meta = document.createElement('meta');
  meta.name = 'suap-accessibility-statement';
  meta.content = href;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelector('meta[name="suap-accessibility-statement"]')?.remove();
  vi.unstubAllGlobals();
});

async function open(lang: 'it' | 'en') {
  stubApi({});
  renderApp(`/${lang}/accessibility`);
  return screen.findByRole('heading', { level: 1 });
}

const main = () => screen.getByRole('main');

describe('accessibility statement page (issue 24, 6)', { timeout: 30_000 }, () => {
  it.each([
    ['it', /La dichiarazione di accessibilità ufficiale dell'amministrazione/],
    ['en', /The administration's official accessibility statement/],
  ] as const)('links the official declaration on AgID when one is configured (%s)', async (lang, name) => {
    announce(DECLARATION);
    await open(lang);
    const link = within(main()).getByRole('link', { name });
    expect(link).toHaveAttribute('href', DECLARATION);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no official-declaration link, and claims none is published, when none is configured', async () => {
    await open('en');
    expect(within(main()).queryByRole('link', { name: /official accessibility statement/ })).toBeNull();
    expect(main()).not.toHaveTextContent(/official statement is also published/);
  });

  it('says partially compliant, claims nothing unverified and says what the issue 24 review found', async () => {
    await open('en');
    expect(main()).toHaveTextContent('The portal is partially compliant');
    expect(main()).not.toHaveTextContent(/use the whole portal with the keyboard/);
    expect(main()).not.toHaveTextContent(/200% and use the portal on small screens without losing content/);
    expect(main()).toHaveTextContent(/focus that was covered or lost/);
    expect(main()).toHaveTextContent(/these have been fixed, and the same checks now run automatically/);
  });

  it('states the known limits in Italian too', async () => {
    await open('it');
    expect(main()).toHaveTextContent('Il portale è parzialmente conforme');
    expect(main()).not.toHaveTextContent(/usare tutto il portale con la tastiera/);
    expect(main()).toHaveTextContent(/il focus coperto o perso/);
  });
});
