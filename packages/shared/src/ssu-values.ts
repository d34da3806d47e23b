// The national SUAP system (SSU, issue 30) without zod, so that a page can use the names without loading it.

/**
 * The calls the portal makes to the SSU: the CUI asked of the catalogue, the instance sent to the back office, an
 * audit message to the catalogue, the receipt notified to the back office, the instance cancelled on withdrawal, a
 * document the back office named fetched from it, and a back-office operation whose data did not hold asked again
 * (Retry-001).
 */
export const SSU_OPERATIONS = [
  'request_cui',
  'send_instance',
  'audit',
  'notify_receipt',
  'cancel_instance',
  'fetch_document',
  'retry',
] as const;
export type SsuOperation = (typeof SSU_OPERATIONS)[number];

/**
 * The back office's operations whose documents the portal fetches (its notice of an outcome, its integration
 * request) and which the portal may ask it to make again when their data do not hold (Retry-001).
 */
export const BACK_OFFICE_OPERATIONS = ['notify', 'request_integration'] as const;
export type BackOfficeOperation = (typeof BACK_OFFICE_OPERATIONS)[number];

/** A call waits (pending, also between retries), was made (sent), or will not be (failed, with the reason). */
export const SSU_CALL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type SsuCallStatus = (typeof SSU_CALL_STATUSES)[number];

/**
 * What a call was for. An instance sent to the back office goes as first presented, integrated or corrected by
 * the citizen's answer, or again (retry); an audit tells the catalogue one of those, that the receipt was given
 * to the applicant, or that the applicant withdrew the request. A document fetched, and a retry asked of the back
 * office, name the back office's operation they belong to: its notice of an outcome (notify) or its integration
 * request (request_integration).
 */
export const SSU_CALL_PURPOSES = [
  'presented',
  'integrated',
  'corrected',
  'retry',
  'receipt',
  'withdrawal',
  ...BACK_OFFICE_OPERATIONS,
] as const;
export type SsuCallPurpose = (typeof SSU_CALL_PURPOSES)[number];
