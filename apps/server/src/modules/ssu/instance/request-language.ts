import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { requests } from '../../../db/schema.js';

/** The language the request was filled in: what the portal writes to the applicant about it is in it. */
export async function requestLanguage(executor: Executor, requestId: number): Promise<'it' | 'en'> {
  const [row] = await executor
    .select({ language: requests.language })
    .from(requests)
    .where(eq(requests.requestId, requestId));
  return row?.language === 'en' ? 'en' : 'it';
}
