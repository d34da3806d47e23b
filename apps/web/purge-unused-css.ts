import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/**
 * Class names that only exist at run time, in no source string as a whole word: states that Bootstrap Italia
 * and the kit toggle (transitions, open menus, modals, validation) and our own `suap-` classes. Names that
 * the code builds from a prefix (`icon-${color}`) are kept by `dynamicPrefixes` below.
 */
const RUNTIME_CLASSES = [
  /^(show|showing|hiding|fade|collapse|collapsing|collapsed|active|disabled|open|focus--.*|is-.*|has-.*)$/,
  /^(was-validated|is-invalid|is-valid|invalid-feedback|valid-feedback)$/,
  /^(modal|dropdown|offcanvas|tooltip|popover|suap-)/,
];

/**
 * Words of the code that end with a dash (`"btn-"`, `` `icon-${color}` ``) are prefixes it completes at run
 * time; every class that starts with one of them stays.
 */
function dynamicPrefixes(content: string): RegExp[] {
  const prefixes = new Set(content.match(/(?<=['"`\s])[a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?=['"`$])/g) ?? []);
  return [...prefixes].map((prefix) => new RegExp(`^${prefix.replace(/-/g, '\\-')}`));
}

/**
 * Bootstrap Italia's stylesheet is ~570 kB, of which the portal uses a few percent; the browser parses all of
 * it before the first paint (about 600 ms of a mobile Lighthouse run, issue 11). After the bundle is built,
 * every CSS file keeps only the rules whose class, id, element and attribute names occur in the JavaScript
 * that ships (ours and the parts of design-react-kit it uses, whose class names are partly built at run time,
 * so the built code is scanned rather than our sources) or in index.html, plus runtime states. Unused
 * @font-face and @keyframes go too. A purged file gets a new content hash in its name (same length, so the
 * source maps stay right), replaced wherever the bundle names it: browsers cache assets as immutable.
 */
export function purgeUnusedCss(): Plugin {
  let root = '';
  return {
    name: 'suap-purge-unused-css',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = await fs.readFile(path.join(root, 'index.html'), 'utf8');
      const outputs = Object.values(bundle);
      const code = outputs.map((output) => (output.type === 'chunk' ? output.code : '')).join('\n');
      const content = `${code}\n${html}`;
      const safelist = {
        // A selector made only of pseudo-classes, such as Bootstrap Italia's keyboard focus ring
        // `:focus:not([data-focus-mouse=true])`, names nothing PurgeCSS could look for, so PurgeCSS would
        // drop it; counting pseudo-classes as present keeps it, while `.unused:focus` still goes.
        standard: ['html', 'body', /^:[a-z-]+$/, ...RUNTIME_CLASSES],
        greedy: dynamicPrefixes(content),
      };
      const renamed = new Map<string, string>();
      for (const output of outputs) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const [result] = await new PurgeCSS().purge({
          content: [{ raw: content, extension: 'js' }],
          css: [{ raw: String(output.source) }],
          safelist,
          fontFace: true,
          keyframes: true,
        });
        if (!result) continue;
        const hash = createHash('sha256').update(result.css).digest('base64url');
        const fileName = output.fileName.replace(/-([\w-]{8})\.css$/, (match, old: string) =>
          match.replace(old, hash.slice(0, old.length)),
        );
        delete bundle[output.fileName];
        this.emitFile({ type: 'asset', fileName, source: result.css });
        renamed.set(output.fileName, fileName);
      }
      for (const output of Object.values(bundle)) {
        const rename = (text: string) =>
          [...renamed].reduce((result, [from, to]) => result.replaceAll(from, to), text);
        if (output.type === 'chunk') {
          output.code = rename(output.code);
          const css = output.viteMetadata?.importedCss;
          if (css) for (const [from, to] of renamed) if (css.delete(from)) css.add(to);
        } else if (typeof output.source === 'string') output.source = rename(output.source);
      }
    },
  };
}
