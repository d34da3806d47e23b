import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { StepForm } from './StepForm';

function renderStepForm(saving = false) {
  const actions = { onSave: vi.fn(), onContinue: vi.fn(), onAbort: vi.fn(), saving };
  const errors = { summary: [{ fieldId: 'field-name', message: 'Name: required' }], attempt: 1 };
  render(
    <StepForm id="step-form" errors={errors} actions={actions} outside={<p>Picker</p>}>
      <input id="field-name" aria-label="Name" />
    </StepForm>,
  );
  return actions;
}

// The frame of the three data steps (issue 26): summary, the form Continue submits, the pickers outside it, buttons.
describe('StepForm', () => {
  it('puts the fields in the form and the outside content after it, before the buttons', () => {
    renderStepForm();
    const form = document.getElementById('step-form');
    expect(form?.tagName).toBe('FORM');
    expect(form).toHaveAttribute('novalidate');
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
    const picker = screen.getByText('Picker');
    expect(form).not.toContainElement(picker);
    expect(document.querySelector('.suap-error-summary')).toHaveTextContent('Name: required');
    const order = [
      document.querySelector('.suap-error-summary'),
      form,
      picker,
      document.querySelector('.suap-wizard-actions'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('submits the form with Continue, and saves or aborts with the other buttons', () => {
    const actions = renderStepForm();
    const continueButton = screen.getByRole('button', { name: i18next.t('enrolment.actions.continue') });
    expect(continueButton).toHaveAttribute('form', 'step-form');
    fireEvent.submit(document.getElementById('step-form')!);
    expect(actions.onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('enrolment.actions.save') }));
    expect(actions.onSave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('enrolment.actions.abort') }));
    expect(actions.onAbort).toHaveBeenCalledTimes(1);
  });

  it('disables save and continue while saving', () => {
    renderStepForm(true);
    const buttons = document.querySelectorAll('.suap-wizard-actions button');
    expect([...buttons].map((button) => button.hasAttribute('disabled'))).toEqual([false, true, true]);
  });
});
