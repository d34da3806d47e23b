import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StepStatus, type EnrolmentStepName, type StepStatusValue } from '@suap/shared';
import { createNavigation, type Navigation } from '../steps/step-machine';
import { StepMenu } from './StepMenu';

function navigationWith(statuses: Partial<Record<EnrolmentStepName, StepStatusValue>>): Navigation {
  return createNavigation().map((step) => ({ ...step, status: statuses[step.name] ?? step.status }));
}

function renderMenu(navigation: Navigation, current: EnrolmentStepName, lang = 'it') {
  render(
    <MemoryRouter initialEntries={[`/${lang}/enrolment/startup/${current}`]}>
      <StepMenu navigation={navigation} current={current} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', {
    name: lang === 'it' ? 'Passaggi della richiesta' : 'Request steps',
  });
}

/** The rules of one selector in wizard.css, media blocks included: layout is CSS, so its fix is checked there. */
function cssRules(selector: string): string[] {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, '../wizard.css'), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]!);
}

afterEach(async () => {
  await act(() => i18next.changeLanguage('it'));
});

describe('step menu', () => {
  it('marks the current step with aria-current="step" and writes every status in words', () => {
    const menu = renderMenu(
      navigationWith({
        'notification-contacts': StepStatus.COMPLETE,
        'select-initiative': StepStatus.WARNING,
        'personal-data': StepStatus.ENABLED,
      }),
      'personal-data',
    );
    const list = within(menu).getByRole('list');
    const current = list.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Dati personali (da compilare)');
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);

    // Completed and warning steps are links whose name carries the status; a to-do step is plain text.
    expect(
      within(list).getByRole('link', { name: /^Recapiti per le comunicazioni\s*\(completato\)$/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: /^SUAP e iniziativa\s*\(da correggere\)$/ }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /^Riepilogo/ })).toBeNull();
    expect(within(list).getByText('Riepilogo').closest('li')).toHaveTextContent(
      'Riepilogo (non ancora disponibile)',
    );
  });

  it('shows the status as its own visible line, not only to screen readers or by colour', () => {
    const menu = renderMenu(
      navigationWith({ 'notification-contacts': StepStatus.READ_ONLY }),
      'request-summary',
    );
    const statuses = Array.from(menu.querySelectorAll('.suap-step-status'));
    expect(statuses).toHaveLength(4);
    for (const status of statuses) {
      expect(status.closest('.visually-hidden')).toBeNull();
      // The visible words are the element's own text, outside the parentheses kept for screen readers.
      const visible = Array.from(status.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      expect(visible.trim()).not.toBe('');
    }
    expect(statuses[0]).toHaveTextContent('completato, non modificabile');
    // A read-only step cannot be opened any more.
    expect(within(menu).queryByRole('link', { name: /^Recapiti/ })).toBeNull();
  });

  it('says the step and its status on phones', () => {
    const menu = renderMenu(
      navigationWith({ 'notification-contacts': StepStatus.ENABLED }),
      'notification-contacts',
    );
    const counter = menu.querySelector('.suap-step-menu-counter');
    expect(counter).toHaveTextContent('Passaggio 1 di 4 — Recapiti per le comunicazioni (da compilare)');
    expect(counter!.querySelector('.visually-hidden')).toBeNull();
  });

  it('marks the current step without colour: bold name and a visible "you are here" chip (issue 24)', () => {
    const menu = renderMenu(navigationWith({ 'select-initiative': StepStatus.COMPLETE }), 'personal-data');
    const current = menu.querySelector('.suap-step-menu-list [aria-current="step"]')!;
    expect(current.closest('li')).toHaveClass('suap-step-current');
    const markers = menu.querySelectorAll('.suap-step-current-marker');
    expect(markers).toHaveLength(1);
    expect(current).toContainElement(markers[0] as HTMLElement);
    expect(markers[0]).toHaveTextContent('Sei qui');
    // aria-current already tells screen readers "current step": the chip is for the eyes only.
    expect(markers[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "You are here" on English pages', async () => {
    await act(() => i18next.changeLanguage('en'));
    const menu = renderMenu(createNavigation(), 'notification-contacts', 'en');
    expect(menu.querySelector('[aria-current="step"] .suap-step-current-marker')).toHaveTextContent(
      'You are here',
    );
  });

  it('wraps the steps instead of scrolling them sideways (200 % zoom: step 4 was out of reach)', () => {
    const menu = renderMenu(createNavigation(), 'notification-contacts');
    const list = menu.querySelector('.suap-step-menu-list')!;
    expect(list).toHaveClass('d-none', 'd-sm-grid');
    const listRules = cssRules('.suap-step-menu-list').join('\n');
    expect(listRules).not.toMatch(/overflow/);
    expect(listRules).toMatch(/grid-template-columns:\s*repeat\(2,\s*minmax\(0,\s*1fr\)\)/);
    expect(cssRules('.suap-step').join('\n')).not.toMatch(/min-width:\s*[1-9]/);
  });

  it('keeps a system-colour underline on the current step under forced colours', () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, '../wizard.css'), 'utf8');
    const forced = css.slice(css.indexOf('@media (forced-colors: active)'));
    expect(forced).toMatch(/\.suap-step-current \.suap-step-inner\s*\{\s*border-bottom-color:\s*Highlight/);
  });
});
