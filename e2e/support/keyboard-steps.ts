import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocusOn, expectVisibleFocus, tabTo, typeInFocused } from './keyboard-focus';
import { DEV_PASSWORD } from './login';

/** The embedded provider's own login page, with the keyboard: username, password, Enter submits. */
export async function loginWithKeyboard(page: Page, username: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/idp/'));
  await tabTo(page, page.locator('input[name="username"]'), 'provider login, username');
  await typeInFocused(page, username);
  await tabTo(page, page.locator('input[name="password"]'), 'provider login, password');
  await typeInFocused(page, DEV_PASSWORD);
  await tabTo(page, page.locator('form button[type="submit"]:not([formaction])'), 'provider login, submit');
  await Promise.all([
    page.waitForURL((url) => !/^\/(auth|idp|api)\//.test(url.pathname), { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ]);
}

/**
 * After a refused submit: focus is on the invalid field, which says so (aria-invalid), has a visible label, and
 * is described by a visible error message; the form's error summary is an alert (announced) linking to it.
 */
export async function expectFieldError(page: Page, field: Locator, what: string): Promise<void> {
  await expectFocusOn(field, what);
  await expectVisibleFocus(page, what);
  expect(await field.getAttribute('aria-invalid'), `${what}: aria-invalid`).toBe('true');
  const described = await field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => node !== null && node.offsetParent !== null)
      .map((node) => node.textContent?.trim() ?? ''),
  );
  expect(
    described.some((text) => text.length > 0),
    `${what}: a visible error tied by aria-describedby`,
  ).toBe(true);
  const label = await field.evaluate((el) => {
    const first = (el as HTMLInputElement).labels?.[0];
    return first && first.offsetParent !== null ? (first.textContent ?? '') : '';
  });
  expect(label.trim(), `${what}: a visible label`).not.toBe('');
  const id = await field.getAttribute('id');
  const summaryLink = page.getByRole('alert').locator(`a[href="#${id}"]`);
  expect(await summaryLink.count(), `${what}: the error summary (role=alert) links to the field`).toBe(1);
}

const STATUS_WORDS =
  /\((not available yet|to fill in|to correct|completed|completed, cannot be changed|non ancora disponibile|da compilare|da correggere|completato|completato, non modificabile)\)/;

/**
 * The wizard's step menu: the current step carries aria-current="step" and every step says its status in
 * words (SPEC §4 / issue 9), not by colour or icon alone. `current` null: a hidden step, none is current.
 */
export async function expectStepMenu(page: Page, current: string | null): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Request steps' });
  await menu.waitFor();
  if (current === null) expect(await menu.locator('[aria-current="step"]').count()).toBe(0);
  else await expect.poll(() => menu.locator('[aria-current="step"]').textContent()).toContain(current);
  const steps = await menu.locator('li').allTextContents();
  expect(steps.length).toBeGreaterThan(1);
  for (const step of steps) expect(step, 'each step states its status in words').toMatch(STATUS_WORDS);
}
