import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/setup';

// WCAG 2.4.11, issue 24 item 1: the fixed helpers at the bottom of the window (the floating login on phones, the
// scroll-to-top button) must never hide the element that has the keyboard focus.

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function placeAt(element: Element, top: number, left: number, width: number, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, top, width, height));
}

async function renderScrolledPhonePage() {
  setViewportWidth(375);
  renderApp('/it/unknown');
  await screen.findByRole('heading', { level: 1 });
  scrollTo(400);
  const floating = document.querySelector('.suap-floating-login')!;
  const toTop = screen.getByRole('button', { name: "Torna all'inizio della pagina" });
  expect(floating).not.toBeNull();
  // A 375x667 window: the floating login bottom-left, the scroll-to-top button bottom-right.
  placeAt(floating, 603, 16, 110, 48);
  placeAt(toTop, 611, 319, 40, 40);
  return { floating, toTop };
}

afterEach(() => vi.restoreAllMocks());

describe('fixed helpers yield to the keyboard focus', () => {
  it('the floating login steps aside while the focused element is under it, and comes back after', async () => {
    const { floating, toTop } = await renderScrolledPhonePage();
    const privacy = screen.getByRole('link', { name: 'Informativa sulla privacy' });
    placeAt(privacy, 620, 12, 140, 24);
    act(() => privacy.focus());
    await waitFor(() => expect(floating).toHaveClass('suap-fixed-yield'));
    expect(toTop).not.toHaveClass('suap-fixed-yield');

    const heading = screen.getByRole('heading', { level: 1 });
    placeAt(heading, 100, 12, 300, 40);
    heading.tabIndex = -1;
    act(() => heading.focus());
    await waitFor(() => expect(floating).not.toHaveClass('suap-fixed-yield'));
  });

  it('re-measures on scroll: an element scrolled under the scroll-to-top button makes it step aside', async () => {
    const { floating, toTop } = await renderScrolledPhonePage();
    const privacy = screen.getByRole('link', { name: 'Informativa sulla privacy' });
    placeAt(privacy, 300, 260, 100, 24);
    act(() => privacy.focus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toTop).not.toHaveClass('suap-fixed-yield');

    placeAt(privacy, 615, 260, 100, 24);
    scrollTo(420);
    await waitFor(() => expect(toTop).toHaveClass('suap-fixed-yield'));
    expect(floating).not.toHaveClass('suap-fixed-yield');
  });

  it('stays visible when it has the focus itself', async () => {
    const { floating } = await renderScrolledPhonePage();
    act(() => (floating as HTMLElement).focus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(floating).toHaveFocus();
    expect(floating).not.toHaveClass('suap-fixed-yield');
  });
});

describe('the band of the fixed helpers', () => {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../styles/layout.css'), 'utf8');

  it('keeps focus scrolling above the band and reserves it at the end of the page', () => {
    expect(css).toMatch(/html\s*{[^}]*scroll-padding-bottom:\s*var\(--suap-fixed-band\)/);
    expect(css).toMatch(/\.suap-post-footer\s*{[^}]*padding-bottom:\s*var\(--suap-fixed-band\)/);
    // The band is at least each helper's offset plus its height (16 + 48 px on phones, 32 + 56 px on desktops).
    const bands = [...css.matchAll(/--suap-fixed-band:\s*([\d.]+)rem/g)].map(
      (match) => Number(match[1]) * 16,
    );
    expect(bands[0]).toBeGreaterThanOrEqual(16 + 48);
    expect(bands.at(-1)).toBeGreaterThanOrEqual(32 + 56);
  });

  it('hides a yielding helper from the eye and the pointer without moving it', () => {
    const rule =
      /\.suap-floating-login\.suap-fixed-yield,\s*\.back-to-top\.suap-fixed-yield\s*{([^}]*)}/.exec(css);
    expect(rule?.[1]).toMatch(/opacity:\s*0/);
    expect(rule?.[1]).toMatch(/pointer-events:\s*none/);
    expect(rule?.[1]).not.toMatch(/transform|display|visibility/);
  });
});
