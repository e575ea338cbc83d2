export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  // Before `conflict`: a bare 409 from the framework reads as the general code, the last listed.
  lease_changed: 409,
  // Signing under a consent to electronic records the lease does not record.
  consent_required: 409,
  conflict: 409,
  // A link that worked once and no longer does (revoked or expired).
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  // A signing code that is wrong, expired, used or worn out by wrong tries.
  signing_code_refused: 422,
  rate_limited: 429,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type ErrorStatus = (typeof errorStatus)[ErrorCode];

export interface AppErrorDetails {
  /** Field name → the message to show beside that field. */
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

/** An expected failure a caller can act on; its message is safe to show to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = details.errors;
    this.headers = details.headers;
  }

  get status(): ErrorStatus {
    return errorStatus[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
