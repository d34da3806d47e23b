import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SsuClient } from '../security/ssu-client.js';
import type { SimulatedInstance, SimulatorState } from './simulator-state.js';

/**
 * What the back office does once it has an instance's receipt (General-001, steps 22-23): fetches every document
 * of the index from the front office (If-Match with its hash), decodes it and checks the hash. The outcome is in
 * the simulator's state; a failure is logged, as a real back office would ask for a retry.
 */
export async function fetchInstanceDocuments(
  state: SimulatorState,
  frontOffice: SsuClient,
  frontOfficeUrl: string,
  cuiUuid: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const instance = state.instances.get(cuiUuid);
  if (!instance) return;
  const fetched: SimulatedInstance['documents'] = [];
  try {
    for (const entry of instance.index) {
      const answer = await frontOffice.get(
        `${frontOfficeUrl}/instance/${cuiUuid}/document/${entry.resource_id}`,
        {
          'if-match': `"${entry.hash}"`,
        },
      );
      if (answer.status !== 200 || typeof answer.body !== 'string') {
        log.warn(
          { cuiUuid, resourceId: entry.resource_id, status: answer.status },
          'SSU stand-in: document not fetched',
        );
        continue;
      }
      const bytes = Buffer.from(answer.body, 'base64');
      const hash = createHash('sha256').update(bytes).digest('hex');
      fetched.push({ resourceId: entry.resource_id, size: bytes.length, hashMatches: hash === entry.hash });
    }
  } catch (error) {
    log.warn({ err: error, cuiUuid }, 'SSU stand-in: documents not fetched');
  }
  instance.documents = fetched;
}
