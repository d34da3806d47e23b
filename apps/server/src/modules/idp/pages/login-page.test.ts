import { describe, expect, it } from 'vitest';
import { idpAccounts } from '../dev-idp-accounts.js';
import { IDP_CSS } from './assets.js';
import { renderLoginPage } from './login-page.js';

// Issue 24 item 7: at 320 px the accounts table made the whole login page scroll sideways.
describe('development provider login page', () => {
  const render = (lang: 'it' | 'en') =>
    renderLoginPage({
      idp: 'fo',
      lang,
      interactionPath: '/idp/fo/interaction/x',
      accounts: idpAccounts('fo'),
    });

  it('puts the accounts table in its own named, focusable scroll box', () => {
    for (const [lang, name] of [
      ['it', 'Account disponibili su questo fornitore di identità'],
      ['en', 'Accounts available at this identity provider'],
    ] as const) {
      const page = render(lang);
      const box = new RegExp(
        `<div class="table-scroll" role="region" aria-label="${name}" tabindex="0">\\s*<table class="table">`,
      );
      expect(page).toMatch(box);
      expect(page).toMatch(/<\/table>\s*<\/div>\s*<\/aside>/);
    }
  });

  it('lets the box scroll sideways and the columns shrink, so the page itself does not', () => {
    expect(IDP_CSS).toMatch(/\.table-scroll\{[^}]*overflow-x:auto/);
    expect(IDP_CSS).toMatch(/\.col-main,\.col-side\{min-width:0\}/);
    // The box is a tab stop: its focus is as visible as every other one.
    expect(IDP_CSS).toMatch(/\.table-scroll:focus[,{][^}]*outline:3px solid/);
  });
});
