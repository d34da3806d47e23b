import { MasterDataReplySchema, MasterDataSchema } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMasterDataReply } from './master-data-check';

// The zod contract the hand-written check stands in for (master data plus the server's baseUrl).
const contract = MasterDataReplySchema.extend({
  masterData: MasterDataSchema.extend({ baseUrl: z.string() }),
});

const valid = {
  code: 200,
  message: 'OK',
  description: 'OK',
  masterData: {
    configuration: {
      typeOfServiceAnagList: [
        { typeOfServiceId: 1, nameIt: 'Avvio', nameEn: 'Startup', descriptionIt: 'd', descriptionEn: 'd' },
      ],
      stateOfRequestAnagList: [{ stateOfRequestId: 3, descriptionIt: 'Inviata', descriptionEn: 'Sent' }],
      typeIniziativeList: [{ typeIniziativeId: 2, description: 'x', descriptionIt: 'x', descriptionEn: 'x' }],
    },
    languages: ['it', 'en'],
    ipaCode: 'c_h501',
    production: false,
    draftStorageDays: 365,
    sessionIdleMinutes: 30,
    baseUrl: 'http://localhost:3000',
  },
};

type Json = Record<string, unknown> | unknown[];

/** Every copy of `value` with one field under masterData removed or given a wrong value. */
function brokenCopies(value: unknown, path: (string | number)[] = []): { label: string; reply: unknown }[] {
  if (value === null || typeof value !== 'object') return [];
  const copies: { label: string; reply: unknown }[] = [];
  for (const key of Object.keys(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    for (const [kind, replacement] of [
      ['missing', undefined],
      ['null', null],
      ['text', 'x'],
      ['number', 0],
      ['unknown language', 'fr'],
      ['empty list', []],
    ] as const) {
      const reply = structuredClone(valid) as Json;
      const parent = at.slice(0, -1).reduce<Json>((node, part) => (node as never)[part], reply);
      const last = at[at.length - 1]!;
      if (kind === 'missing' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[last];
      else (parent as Record<string | number, unknown>)[last] = replacement;
      copies.push({ label: `${at.join('.')} ${kind}`, reply });
    }
    copies.push(...brokenCopies((value as Record<string, unknown>)[key], at));
  }
  return copies;
}

describe('master data check without zod', () => {
  it('accepts a well-formed reply, as the zod contract does', () => {
    expect(contract.safeParse(valid).success).toBe(true);
    expect(isMasterDataReply(valid)).toBe(true);
  });

  it('agrees with the zod contract on every broken copy of the reply', () => {
    const copies = brokenCopies(valid.masterData, ['masterData']);
    expect(copies.length).toBeGreaterThan(100);
    const disagreements = copies
      .filter(({ reply }) => isMasterDataReply(reply) !== contract.safeParse(reply).success)
      .map(({ label }) => label);
    expect(disagreements).toEqual([]);
  });

  it('refuses replies that are not objects', () => {
    for (const reply of [null, 'x', 42, [], { code: 200 }]) expect(isMasterDataReply(reply)).toBe(false);
  });
});
