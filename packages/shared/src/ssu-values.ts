// The national SUAP system (SSU, issue 30) without zod, so that a page can use the names without loading it.

/**
 * The calls the portal makes to the SSU: the CUI asked of the catalogue, the instance sent to the back office, an
 * audit message to the catalogue, the receipt notified to the back office, the instance cancelled on withdrawal.
 */
export const SSU_OPERATIONS = [
  'request_cui',
  'send_instance',
  'audit',
  'notify_receipt',
  'cancel_instance',
] as const;
export type SsuOperation = (typeof SSU_OPERATIONS)[number];

/** A call waits (pending, also between retries), was made (sent), or will not be (failed, with the reason). */
export const SSU_CALL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type SsuCallStatus = (typeof SSU_CALL_STATUSES)[number];

/**
 * What a call was for. An instance sent to the back office goes as first presented, integrated or corrected by
 * the citizen's answer, or again (retry); an audit tells the catalogue one of those, that the receipt was given
 * to the applicant, or that the applicant withdrew the request.
 */
export const SSU_CALL_PURPOSES = [
  'presented',
  'integrated',
  'corrected',
  'retry',
  'receipt',
  'withdrawal',
] as const;
export type SsuCallPurpose = (typeof SSU_CALL_PURPOSES)[number];
