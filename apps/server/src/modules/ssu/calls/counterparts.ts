import type { SsuResponse } from '../security/ssu-client.js';

/** One counterpart's e-service: the catalogue's or the back office's, with the call's security added. */
export interface SsuCounterpart {
  post(path: string, body: unknown): Promise<SsuResponse>;
  get(path: string, headers?: Record<string, string>): Promise<SsuResponse>;
}

export interface SsuCounterparts {
  catalogue: SsuCounterpart;
  backOffice: SsuCounterpart;
  /** The back office's code in the audit messages (instance_to_<BO>_sended). */
  backOfficeCode: string;
}
