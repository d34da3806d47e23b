import { BACK_OFFICE_OPERATIONS, type BackOfficeOperation } from '@suap/shared';
import { randomUUID } from 'node:crypto';
import type { Cui, InstanceDescriptor, InstanceIndexEntry } from '../ssu-schemas.js';

/** The back office's calls to the front office that carry documents, and that it makes again on a retry. */
export const RETRANSMITTED_OPERATIONS = BACK_OFFICE_OPERATIONS;
export type RetransmittedOperation = BackOfficeOperation;

/** The operations the front office may ask the back office to make again (bo_to_fo.yaml, /retry). */
export const RETRIED_BY_FRONT_OFFICE = ['request_correction', 'request_integration', 'notify'] as const;

/** A retry the front office asked for (Retry-001): which operation, why, when. */
export interface RetryAsked {
  operation: (typeof RETRIED_BY_FRONT_OFFICE)[number];
  error?: { code: string; message: string };
  at: string;
}

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
  retriesAsked: RetryAsked[];
  /**
   * The documents issued (in the simulator's `issued`) whose hash the back office holds wrong, as announced,
   * until the operator corrects it on a retry: the front office gets bytes that do not match what it was told.
   */
  damaged: string[];
  /** The last body sent for each operation, so that it can be sent again when the front office asks. */
  lastSent: Partial<Record<RetransmittedOperation, Record<string, unknown>>>;
}

/** What an instance's memory starts with, before its first send_instance is recorded. */
export function freshInstanceMemory(): Omit<SimulatedInstance, 'cui' | 'descriptor' | 'index' | 'sends'> {
  return {
    receiptOn: null,
    documents: [],
    cancelRequested: false,
    retriesAsked: [],
    damaged: [],
    lastSent: {},
  };
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
  // Apart from the instances, which a send_instance replaces: what was issued stays issued.
  const issued = new Map<string, Map<string, Buffer>>();

  return {
    /** While true the catalogue and the back office answer every call 503 (an outage, for tests and demos). */
    unavailable: false,
    descriptors,
    instances,
    audits,
    received,
    /** The documents the back office issued (decisions, requests for documents): CUI uuid → resource_id → bytes. */
    issued,
    /** The documents issued for an instance, an empty map at first. */
    issuedTo(cuiUuid: string): Map<string, Buffer> {
      let documents = issued.get(cuiUuid);
      if (!documents) issued.set(cuiUuid, (documents = new Map()));
      return documents;
    },
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
    /**
     * What tests and the development page read, and /dev/ssu/state.json serves: the issued documents' sizes,
     * not their bytes, which would be kilobytes of JSON numbers.
     */
    snapshot() {
      return {
        instances: [...instances.values()].map((instance) => ({
          ...instance,
          issued: [...(issued.get(instance.cui.uuid) ?? [])].map(([resourceId, bytes]) => ({
            resourceId,
            size: bytes.length,
          })),
        })),
        audits: [...audits],
      };
    },
  };
}

export type SimulatorState = ReturnType<typeof simulatorState>;
