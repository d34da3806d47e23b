import { PublicDocumentsReplySchema } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { brokenCopies } from '../../../test/broken-copies';
import { PUBLIC_DOCUMENTS_REPLY } from '../testing/api-stub';
import { isPublicDocumentsReply } from './public-documents-check';

describe('public documents check without zod', () => {
  it('accepts a well-formed reply, as the zod contract does', () => {
    expect(PublicDocumentsReplySchema.safeParse(PUBLIC_DOCUMENTS_REPLY).success).toBe(true);
    expect(isPublicDocumentsReply(PUBLIC_DOCUMENTS_REPLY)).toBe(true);
    expect(isPublicDocumentsReply({ ...PUBLIC_DOCUMENTS_REPLY, documents: [] })).toBe(true);
  });

  it('agrees with the zod contract on every broken copy of the reply', () => {
    const copies = [...brokenCopies(PUBLIC_DOCUMENTS_REPLY, [])];
    expect(copies.length).toBeGreaterThan(100);
    const disagreements = copies
      .filter(
        ({ reply }) => isPublicDocumentsReply(reply) !== PublicDocumentsReplySchema.safeParse(reply).success,
      )
      .map(({ label }) => label);
    expect(disagreements).toEqual([]);
  });

  it('refuses replies that are not objects', () => {
    for (const reply of [null, 'x', 42, [], { code: 200 }]) expect(isPublicDocumentsReply(reply)).toBe(false);
  });
});
