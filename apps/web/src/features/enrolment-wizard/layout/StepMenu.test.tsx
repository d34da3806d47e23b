import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StepStatus, type EnrolmentStepName, type StepStatusValue } from '@suap/shared';
import { createNavigation, type Navigation } from '../steps/step-machine';
import { StepMenu } from './StepMenu';

function navigationWith(statuses: Partial<Record<EnrolmentStepName, StepStatusValue>>): Navigation {
  return createNavigation().map((step) => ({ ...step, status: statuses[step.name] ?? step.status }));
}

function renderMenu(navigation: Navigation, current: EnrolmentStepName) {
  render(
    <MemoryRouter initialEntries={[`/it/enrolment/startup/${current}`]}>
      <StepMenu navigation={navigation} current={current} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Passaggi della richiesta' });
}

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
});
