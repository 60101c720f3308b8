/**
 * Every error the API returns carries one of these codes. The HTTP status is
 * decided here and nowhere else, so services only say what went wrong.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  FOREIGN_ORIGIN: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  /** Staff verify a transfer the customer confirmed for another amount than is due, without saying the amount due arrived. */
  AMOUNT_MISMATCH: 409,
  /** Existed, but is used up or past its date for good (an invitation link). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key sent again with a different request (method, path or body). */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The company has been deactivated: its site and API are offline. */
  COMPANY_OFFLINE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface ApiErrorBody {
  error: {
    code: AppErrorCode;
    message: string;
    fields?: Record<string, string[]>;
    requestId?: string;
  };
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields?: Record<string, string[]>;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
