import type { Locator } from 'playwright-core';

// Issue 23, item 2: the user menu's private-area link was white on the menu's white card, and axe did not report
// it (it leaves text over a positioned overlay as "needs review", not as a violation). This measures what the
// browser paints: each item's computed colour against the first opaque background behind it, WCAG 2 ratio.

export interface TextContrast {
  text: string;
  color: string;
  background: string;
  ratio: number;
}

/** The contrast of every link and button inside `container`, as rendered now. */
export function textContrasts(container: Locator): Promise<TextContrast[]> {
  return container.locator('a, button').evaluateAll((elements) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundOf = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        const alpha = rgba(background)[3];
        if (alpha === undefined || alpha > 0) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    return elements.map((element) => {
      const color = getComputedStyle(element).color;
      const background = backgroundOf(element);
      const [light, dark] = [luminance(rgba(color)), luminance(rgba(background))].sort((a, b) => b - a);
      return {
        text: (element.textContent ?? '').trim(),
        color,
        background,
        ratio: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      };
    });
  });
}

/** The items whose text is below the WCAG AA ratio for normal text (4.5:1). */
export async function lowContrastItems(container: Locator): Promise<TextContrast[]> {
  return (await textContrasts(container)).filter((item) => item.ratio < 4.5);
}
