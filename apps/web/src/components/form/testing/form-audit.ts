import { expect } from 'vitest';

// Issue 9's form rules, checked the same way on every form of the portal (Testing Library tests):
// every field has a visible label; a required field is marked for sight (an asterisk) and for screen readers
// (required/aria-required, and the asterisk explained); after a refused submit each invalid field is tied to its
// message by aria-describedby, the errors are announced (role=alert), and focus is on the first invalid field.

const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea';

export function formControls(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));
}

const nameOf = (control: HTMLElement) => control.id || control.getAttribute('name') || control.outerHTML;

/** The visible text of an element: without the parts only screen readers get, nor aria-hidden marks. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden, .sr-only').forEach((node) => node.remove());
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The label a sighted person reads for a control: its <label>, or the legend of its radio/checkbox group. */
function labelOf(control: HTMLElement): HTMLElement | null {
  const label = (control as HTMLInputElement).labels?.[0];
  if (label) return label;
  const labelledBy = control.getAttribute('aria-labelledby');
  return labelledBy ? document.getElementById(labelledBy.split(/\s+/)[0]!) : null;
}

const isRequired = (control: HTMLElement) =>
  control.hasAttribute('required') || control.getAttribute('aria-required') === 'true';

/** The group legend when the control is one option of a radio group (its own label is the option). */
function legendOf(control: HTMLElement): HTMLElement | null {
  if ((control as HTMLInputElement).type !== 'radio') return null;
  return control.closest('fieldset')?.querySelector('legend') ?? null;
}

export function expectVisibleLabels(root: HTMLElement): void {
  const controls = formControls(root);
  expect(controls.length, 'the form has controls').toBeGreaterThan(0);
  for (const control of controls) {
    const label = labelOf(control);
    expect(label, `${nameOf(control)} has a label`).not.toBeNull();
    expect(label!.closest('.visually-hidden, .sr-only'), `${nameOf(control)}: label not hidden`).toBeNull();
    expect(visibleText(label!), `${nameOf(control)}: label text`).not.toBe('');
  }
}

/**
 * A control marked with an asterisk is required for screen readers too, and each required one carries the
 * asterisk (on its label, or on its group's legend); `note` is the sentence that explains the asterisk.
 */
export function expectRequiredMarked(root: HTMLElement, note: RegExp): void {
  expect(root.textContent ?? '').toMatch(note);
  for (const control of formControls(root)) {
    const marked = [labelOf(control), legendOf(control)].some((element) =>
      Array.from(element?.querySelectorAll('[aria-hidden="true"]') ?? []).some((mark) =>
        mark.textContent?.includes('*'),
      ),
    );
    const radioInRequiredGroup = legendOf(control) !== null && marked;
    if (marked && !radioInRequiredGroup)
      expect(isRequired(control), `${nameOf(control)} has the asterisk, so it is required`).toBe(true);
    if (isRequired(control))
      expect(marked, `${nameOf(control)} is required, so it shows an asterisk`).toBe(true);
  }
}

/** The message tied to a control (or to its radio group's fieldset) by aria-describedby. */
function describedMessages(control: HTMLElement): string[] {
  const holders = [control, control.closest('fieldset')].filter(Boolean) as HTMLElement[];
  return holders.flatMap((holder) =>
    (holder.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
  );
}

/**
 * After a refused submit: every invalid control says so and is described by a message; the errors are in an
 * alert (announced when it appears), and focus is on the first invalid control. Returns the invalid controls.
 */
export function expectErrorsTiedAndFocused(
  root: HTMLElement,
  options: { focus?: boolean } = {},
): HTMLElement[] {
  const invalid = formControls(root).filter((control) => control.getAttribute('aria-invalid') === 'true');
  expect(invalid.length, 'the refused submit marked fields invalid').toBeGreaterThan(0);
  for (const control of invalid)
    expect(
      describedMessages(control).some((text) => text !== ''),
      `${nameOf(control)} is described by its error`,
    ).toBe(true);
  const alerts = Array.from(document.querySelectorAll('[role="alert"], [aria-live="assertive"]'));
  expect(alerts.length, 'the errors are announced').toBeGreaterThan(0);
  if (options.focus !== false)
    expect(document.activeElement, 'focus on the first invalid field').toBe(invalid[0]);
  return invalid;
}
