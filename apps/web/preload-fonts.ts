import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The fonts every page sets text in: Titillium Web light, regular, semibold and bold, upright.
 * e2e/public-pages.e2e.ts checks that a page loads these and no other font.
 */
export const EVERY_PAGE_FONTS = /^titillium-web-v10-latin-ext_latin-(300|regular|600|700)\.woff2$/;
const FONT_COUNT = 4;

interface BundleAsset {
  type: string;
  fileName: string;
  names?: readonly string[];
}

/** Preload links for the built copies of EVERY_PAGE_FONTS; throws when the bundle has not exactly four. */
export function fontPreloadTags(assets: readonly BundleAsset[]): HtmlTagDescriptor[] {
  const fonts = assets
    .filter((asset) => asset.type === 'asset' && asset.names?.some((name) => EVERY_PAGE_FONTS.test(name)))
    .map((asset) => asset.fileName)
    .sort();
  if (fonts.length !== FONT_COUNT)
    throw new Error(
      `Expected ${FONT_COUNT} fonts named like ${EVERY_PAGE_FONTS.source}, found ${fonts.length}`,
    );
  return fonts.map((file) => ({
    tag: 'link',
    attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
    injectTo: 'head',
  }));
}

/**
 * The browser asks for a font only when a layout finds text set in it, that is after the stylesheet has
 * arrived. So the page was painted in the fallback font and laid out again as each font arrived: a task of
 * 27 to 40 ms in the traces of mobile Lighthouse runs (issue 11), and a visible jump of the text. Preload
 * links in index.html (and so in every prerendered page) request the fonts together with the stylesheet.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'suap-preload-fonts',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => fontPreloadTags(Object.values(bundle ?? {})),
    },
  };
}
