type Json = Record<string, unknown> | unknown[];

const REPLACEMENTS = [
  ['missing', undefined],
  ['null', null],
  ['text', 'x'],
  ['number', 0],
  ['negative number', -1],
  ['fraction', 1.5],
  ['unknown language', 'fr'],
  ['empty list', []],
] as const;

/**
 * Every copy of `root` with one field at or under `path` removed or given a wrong value: what a check written
 * by hand (lib/api/reply-checks.ts) must judge exactly as the zod contract it stands in for.
 */
export function brokenCopies(root: unknown, path: (string | number)[]): { label: string; reply: unknown }[] {
  const value = path.reduce<unknown>((node, part) => (node as never)[part], root);
  if (value === null || typeof value !== 'object') return [];
  const copies: { label: string; reply: unknown }[] = [];
  for (const key of Object.keys(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    for (const [kind, replacement] of REPLACEMENTS) {
      const reply = structuredClone(root) as Json;
      const parent = at.slice(0, -1).reduce<Json>((node, part) => (node as never)[part], reply);
      const last = at[at.length - 1]!;
      if (kind === 'missing' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[last];
      else (parent as Record<string | number, unknown>)[last] = replacement;
      copies.push({ label: `${at.join('.')} ${kind}`, reply });
    }
    copies.push(...brokenCopies(root, at));
  }
  return copies;
}
