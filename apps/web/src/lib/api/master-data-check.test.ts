import { MasterDataReplySchema, MasterDataSchema } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brokenCopies } from '../../test/broken-copies';
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

describe('master data check without zod', () => {
  it('accepts a well-formed reply, as the zod contract does', () => {
    expect(contract.safeParse(valid).success).toBe(true);
    expect(isMasterDataReply(valid)).toBe(true);
  });

  it('agrees with the zod contract on every broken copy of the reply', () => {
    const copies = brokenCopies(valid, ['masterData']);
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
