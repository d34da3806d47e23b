// The application errors of the SSU e-services (AgID technical specifications of DPR 160/2010, §8.6, table 30),
// both the ones our e-services answer and the ones we read in the counterparts' replies. The messages are the
// test cases' expected texts: ERROR_500_009 follows TEST_ERROR_500_009 ("request not expected ...") where table
// 30 says "operation not expected ...", since the black-box tests compare the body.
export const SSU_ERRORS = {
  ERROR_400_001: { status: 400, message: 'incorrect request input' },
  ERROR_401_001: { status: 401, message: 'PDND token not found' },
  ERROR_401_002: { status: 401, message: 'Invalid PDND token' },
  ERROR_401_003: { status: 401, message: 'AgID-JWT-Signature token not found' },
  ERROR_401_004: { status: 401, message: 'invalid AgID-JWT-Signature token' },
  ERROR_404_001: { status: 404, message: 'resource not found' },
  ERROR_412_001: { status: 412, message: 'invalid hash' },
  ERROR_416_001: { status: 416, message: 'invalid range requested' },
  ERROR_428_001: { status: 428, message: 'hash not found' },
  ERROR_500_001: { status: 500, message: 'invalid instance descriptor' },
  ERROR_500_002: { status: 500, message: 'invalid cui' },
  ERROR_500_003: { status: 500, message: 'invalid instance index' },
  ERROR_500_004: { status: 500, message: 'invalid event' },
  ERROR_500_005: { status: 500, message: 'invalid correction/integration list' },
  ERROR_500_006: { status: 500, message: 'invalid times' },
  ERROR_500_007: { status: 500, message: 'response processing error' },
  ERROR_500_008: { status: 500, message: 'event not expected at process current state' },
  ERROR_500_009: { status: 500, message: 'request not expected at process current state' },
  ERROR_503_001: { status: 503, message: 'operation unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type SsuErrorCode = keyof typeof SSU_ERRORS;

/** The body of every SSU error reply (schema `Error` of the OpenAPI files). */
export interface SsuErrorBody {
  code: SsuErrorCode;
  message: string;
}

export function isSsuErrorCode(value: unknown): value is SsuErrorCode {
  return typeof value === 'string' && Object.hasOwn(SSU_ERRORS, value);
}

export function ssuErrorBody(code: SsuErrorCode): SsuErrorBody {
  return { code, message: SSU_ERRORS[code].message };
}

/**
 * An SSU error to answer. `message` is the public text of the code; `detail` says what actually went wrong
 * (which claim, which key) for the logs only: telling a caller why its token failed helps an attacker more
 * than a partner, who has the same specification.
 */
export class SsuError extends Error {
  readonly code: SsuErrorCode;
  readonly status: number;
  readonly detail: string | undefined;

  constructor(code: SsuErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(SSU_ERRORS[code].message, options);
    this.name = 'SsuError';
    this.code = code;
    this.status = SSU_ERRORS[code].status;
    this.detail = detail;
  }

  get body(): SsuErrorBody {
    return ssuErrorBody(this.code);
  }
}

/**
 * What an e-service answers for any error its handler lets through: an SsuError as it is; a refusal of the
 * request's form by Fastify (4xx: unreadable or oversized body, unsupported content type, schema validation)
 * as ERROR_400_001; anything else as ERROR_500_007, the specification's "crash while processing".
 */
export function toSsuError(error: unknown): SsuError {
  if (error instanceof SsuError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const detail = error instanceof Error ? error.message : String(error);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new SsuError('ERROR_400_001', detail, { cause: error });
  }
  return new SsuError('ERROR_500_007', detail, { cause: error });
}
