import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './preload-fonts';

const font = (name: string, hash: string) => ({
  type: 'asset',
  fileName: `assets/${name.replace('.woff2', `-${hash}.woff2`)}`,
  names: [name],
});
const WEIGHTS = ['300', 'regular', '600', '700'];
const EVERY_PAGE = WEIGHTS.map((weight, index) =>
  font(`titillium-web-v10-latin-ext_latin-${weight}.woff2`, `h${index}`),
);
const OTHERS = [
  font('titillium-web-v10-latin-ext_latin-300italic.woff2', 'i1'),
  {
    type: 'asset',
    fileName: 'assets/titillium-web-v10-latin-ext_latin-300-x.woff',
    names: ['titillium-web-v10-latin-ext_latin-300.woff'],
  },
  font('roboto-mono-v13-latin-ext_latin-regular.woff2', 'r1'),
  { type: 'chunk', fileName: 'assets/index-abc.js' },
];

describe('fontPreloadTags', () => {
  it('preloads the four upright Titillium Web weights in woff2, and nothing else', () => {
    const tags = fontPreloadTags([...OTHERS, ...EVERY_PAGE]);
    expect(tags.map((tag) => tag.attrs?.href)).toEqual(
      EVERY_PAGE.map((asset) => `/${asset.fileName}`).sort(),
    );
    for (const tag of tags) {
      expect(tag).toMatchObject({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head',
      });
    }
  });

  it('fails the build when the kit renamed or dropped one of them', () => {
    expect(() => fontPreloadTags([...OTHERS, ...EVERY_PAGE.slice(1)])).toThrow(/Expected 4 fonts/);
  });
});
