import { randomUUID } from 'node:crypto';
import type { Cui, InstanceDescriptor, InstanceIndexEntry } from '../ssu-schemas.js';

/** What the simulated back office learnt of one instance. */
export interface SimulatedInstance {
  cui: Cui;
  descriptor: InstanceDescriptor;
  index: InstanceIndexEntry[];
  /** Each send_instance received: first presented, then after each integration or correction. */
  sends: number;
  receiptOn: string | null;
  /** The documents it fetched from the front office, with whether their bytes matched the index's hash. */
  documents: { resourceId: string; size: number; hashMatches: boolean }[];
  cancelRequested: boolean;
  retriesAsked: string[];
}

/**
 * The memory of the development catalogue and back office: CUIs given (a yearly progressive, as the catalogue
 * numbers them), audits received, instances received. In memory only: a restart of `npm start` forgets them,
 * as a fresh simulator would.
 */
export function simulatorState() {
  const descriptors = new Map<string, InstanceDescriptor & { cui: Cui }>();
  const instances = new Map<string, SimulatedInstance>();
  const audits: { cuiUuid: string; message: string; eventTime: string }[] = [];
  const progressives = new Map<string, number>();
  const received: { service: 'catalogue' | 'backOffice'; operation: string; body: unknown }[] = [];

  return {
    /** While true the catalogue and the back office answer every call 503 (an outage, for tests and demos). */
    unavailable: false,
    descriptors,
    instances,
    audits,
    received,
    /** A new CUI for a descriptor: the context names the municipality, the date is today's. */
    assignCui(descriptor: InstanceDescriptor, today: string): InstanceDescriptor & { cui: Cui } {
      const year = today.slice(0, 4);
      const next = (progressives.get(year) ?? 0) + 1;
      progressives.set(year, next);
      const progressive = String(next).padStart(8, '0');
      const cui: Cui = {
        context: `SUAP-${descriptor.municipality}`,
        data: today,
        progressive,
        progressivo: progressive,
        uuid: randomUUID(),
      };
      const withCui = { ...descriptor, cui };
      descriptors.set(cui.uuid, withCui);
      return withCui;
    },
    /** What tests and the development page read. */
    snapshot() {
      return { instances: [...instances.values()], audits: [...audits] };
    },
  };
}

export type SimulatorState = ReturnType<typeof simulatorState>;
