import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of an uncompressed pdfkit PDF (compress: false), for tests. Embedded TrueType text is
 * written as glyph ids, so each font's ToUnicode map turns them back into characters: if the text reads
 * right here, a screen reader or a copy-paste gets the same letters, accents included.
 */

function objects(pdf: string): Map<number, string> {
  const found = new Map<number, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g))
    found.set(Number(match[1]), match[2] ?? '');
  return found;
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] ?? '0', 16);
    [...(range[2] ?? '').matchAll(/<([0-9a-f]+)>/gi)].forEach((code, index) => {
      map.set(start + index, String.fromCodePoint(parseInt(code[1] ?? '0', 16)));
    });
  }
  return map;
}

/** Every piece of text shown on the pages, in drawing order, one entry per text operator. */
export function pdfTextRuns(bytes: Buffer): string[] {
  const pdf = bytes.toString('latin1');
  const objs = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const body of objs.values()) {
    for (const entry of body.matchAll(/\/Font <<([^>]*)>>/g)) {
      for (const ref of (entry[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
        const fontObject = objs.get(Number(ref[2])) ?? '';
        const unicode = /\/ToUnicode (\d+) 0 R/.exec(fontObject);
        if (ref[1] && unicode) fonts.set(ref[1], toUnicodeMap(objs.get(Number(unicode[1])) ?? ''));
      }
    }
  }
  const runs: string[] = [];
  for (const body of objs.values()) {
    const stream = /stream\r?\n([\s\S]*?)endstream/.exec(body)?.[1];
    if (!stream || !/ (Tf|TJ)\b/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const op of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        font = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const glyphs = [...(op[2] ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((hex) => hex[1] ?? '').join('');
      let text = '';
      for (let i = 0; i < glyphs.length; i += 4)
        text += font.get(parseInt(glyphs.slice(i, i + 4), 16)) ?? '\uFFFD';
      runs.push(text);
    }
  }
  return runs;
}

export const pdfText = (bytes: Buffer) => pdfTextRuns(bytes).join('\n');

/**
 * The same PDF with its Flate streams inflated, so a compressed PDF as the routes send it can be read with
 * pdfTextRuns. pdfkit writes each stream's /Length directly in its dictionary (no nested dictionaries there).
 */
export function inflatePdf(bytes: Buffer): Buffer {
  const pdf = bytes.toString('latin1');
  const parts: string[] = [];
  let cursor = 0;
  for (const match of pdf.matchAll(/\d+ 0 obj\s*<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)/.exec(match[1] ?? '');
    if (!length) continue;
    const start = (match.index ?? 0) + match[0].length;
    const end = start + Number(length[1]);
    const data = bytes.subarray(start, end);
    const body = match[1]?.includes('/FlateDecode') ? inflateSync(data) : data;
    parts.push(pdf.slice(cursor, start), body.toString('latin1'));
    cursor = end;
  }
  parts.push(pdf.slice(cursor));
  return Buffer.from(parts.join(''), 'latin1');
}
