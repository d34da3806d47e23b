/** What the OpenAPI document says about one API call beyond its route (openapi-operations.ts). */
export interface OperationDoc {
  operationId: string;
  /** Meaning of the 200 (or of the 302 when `redirect`). */
  ok: string;
  /** What a status means for this call, when the generic wording of openapi.ts would say too little. */
  responses?: Partial<Record<number, string>>;
  /** Statuses the route's shared error schemas list but this call can never answer (e.g. 404 on a list). */
  impossible?: number[];
  /** A health probe: its 503 is its own answer, without the Retry-After of the error handler's. */
  probe?: true;
  /** The 200 is a PDF file, not JSON. */
  pdf?: true;
  /** The 200 is a stored document: a PDF, a signed .p7m or an image (ATTACHMENT_CONTENT_TYPES). */
  file?: true;
  /** The body is multipart/form-data with one file part named `file`. */
  multipart?: true;
  /** The call answers 302 with a Location header instead of 200. */
  redirect?: true;
  /** Example request body (wire form). */
  body?: unknown;
  /** Example 200 reply (wire form). */
  reply?: unknown;
  /** Example error replies, where the envelope built from the wording would not fit (openapi-guidelines.ts). */
  errorReplies?: Partial<Record<number, unknown>>;
}

/** The 404 of a citizen's call on a request: unknown and someone else's read the same, so neither is revealed. */
export const NOT_YOURS = 'Not found: no such request, or it is not one of yours';
