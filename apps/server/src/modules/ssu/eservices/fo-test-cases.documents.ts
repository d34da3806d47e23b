import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ssuDocuments } from '../../../db/schema.js';
import { expectSsuError, type Flaw, type frontOfficeCaller } from '../fo-client.test-support.js';
import { FLAW_OF_TEST, type Instance, type Ssu } from './fo-test-cases.shared.js';
import type { FoTestCase } from './fo-test-cases.table.js';

/** The cases of request_instance_document (General-001 steps 23 and 40, SCIA-001 40, DomandaAutorizzazione-001 60). */
export function documentScenarios(
  ssu: Ssu,
  caller: ReturnType<typeof frontOfficeCaller>,
  sharedInstance: () => Promise<Instance>,
) {
  async function documentOf(instance: Instance) {
    const [row] = await ssu.db
      .select()
      .from(ssuDocuments)
      .where(eq(ssuDocuments.requestId, instance.requestId));
    return row!;
  }
  const getDocument = (
    instance: Pick<Instance, 'cui'>,
    resourceId: string,
    headers: Record<string, string>,
    flaw?: Flaw,
  ) =>
    caller.call('GET', `/instance/${instance.cui.uuid}/document/${resourceId}`, {
      headers,
      ...(flaw ? { flaw } : {}),
    });

  async function run(testCase: FoTestCase) {
    const { test } = testCase;
    const instance = await sharedInstance();
    const document = await documentOf(instance);
    const ifMatch = { 'if-match': `"${document.sha256}"` };
    const flaws = FLAW_OF_TEST[test];
    if (flaws) {
      for (const flaw of flaws)
        expectSsuError(await getDocument(instance, 'request', ifMatch, flaw), 401, test);
      return;
    }
    switch (test) {
      case 'OK_200_001': {
        const reply = await getDocument(instance, 'request', ifMatch);
        expect(reply.statusCode, reply.body).toBe(200);
        expect(Buffer.from(reply.body, 'base64').equals(document.content!)).toBe(true);
        return;
      }
      case 'OK_206_001': {
        const reply = await getDocument(instance, 'request', { ...ifMatch, range: 'bytes=100-199' });
        expect(reply.statusCode, reply.body).toBe(206);
        expect(reply.headers['content-range']).toBe(`bytes 100-199/${document.size}`);
        expect(Buffer.from(reply.body, 'base64').equals(document.content!.subarray(100, 200))).toBe(true);
        return;
      }
      case 'ERROR_400_001':
        return expectSsuError(
          await caller.call('GET', '/instance/not-a-uuid/document/request', { headers: ifMatch }),
          400,
          test,
        );
      case 'ERROR_404_001':
        return expectSsuError(await getDocument(instance, 'attachment-999999', ifMatch), 404, test);
      case 'ERROR_412_001':
        return expectSsuError(
          await getDocument(instance, 'request', { 'if-match': `"${'0'.repeat(64)}"` }),
          412,
          test,
        );
      case 'ERROR_416_001': {
        const reply = await getDocument(instance, 'request', {
          ...ifMatch,
          range: `bytes=${document.size}-`,
        });
        expectSsuError(reply, 416, test);
        expect(reply.headers['content-range']).toBe(`bytes */${document.size}`);
        expectSsuError(
          await getDocument(instance, 'request', { ...ifMatch, range: 'bytes=0-9,20-29' }),
          416,
          test,
        );
        return;
      }
      case 'ERROR_428_001':
        return expectSsuError(await getDocument(instance, 'request', {}), 428, test);
      case 'ERROR_500_002':
        return expectSsuError(
          await getDocument({ cui: { ...instance.cui, uuid: randomUUID() } }, 'request', ifMatch),
          500,
          test,
        );
      case 'ERROR_500_007': {
        const own = await ssu.instance();
        const stored = await documentOf(own);
        const damaged = Buffer.from(stored.content!);
        const at = damaged.length - 10;
        damaged.writeUInt8(damaged.readUInt8(at) ^ 0xff, at);
        await ssu.db
          .update(ssuDocuments)
          .set({ content: damaged })
          .where(eq(ssuDocuments.requestId, own.requestId));
        return expectSsuError(
          await getDocument(own, 'request', { 'if-match': `"${stored.sha256}"` }),
          500,
          test,
        );
      }
    }
    throw new Error(`${testCase.id}: no scenario for request_instance_document ${test}`);
  }

  return { run };
}
