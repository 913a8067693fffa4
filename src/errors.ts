/**
 * One error type and one code table. Every failure a caller can see is an AppError whose code
 * decides the HTTP status, whether credits are refunded and whether retrying can help. The
 * envelope's integer `code` is the status; the stable string code travels beside it as `error`
 * and in the `X-Error-Code` header. docs/errors.md is checked against this table by a test.
 */

interface CodeInfo {
  status: number;
  /** Whether the same request may succeed later (clients may back off and retry). */
  retryable: boolean;
  doc: string;
}

const code = (status: number, retryable: boolean, doc: string): CodeInfo => ({ status, retryable, doc });

export const errorCodes = {
  INVALID_PARAMETER: code(400, false, 'A parameter is missing, of the wrong type, out of range or not one of the accepted values.'),
  UNKNOWN_PARAMETER: code(400, false, 'A parameter the operation does not accept (a typo never silently costs credits).'),
  INVALID_URL: code(400, false, 'The crawl URL is not an absolute http(s) URL.'),
  TARGET_NOT_ALLOWED: code(400, false, 'The crawl target (or a redirect hop) resolves to an address the egress policy refuses.'),
  TARGET_CONTENT_UNSUPPORTED: code(400, false, 'The target answered with a content type this operation cannot return.'),
  INVALID_REQUEST: code(400, false, 'The HTTP request itself is malformed.'),
  NOT_FOUND: code(404, false, 'No such route.'),
  AUTH_MISSING: code(401, false, 'No X-API-Key header.'),
  AUTH_INVALID: code(401, false, 'The API key is not known.'),
  AUTH_REVOKED: code(401, false, 'The API key was revoked.'),
  CREDITS_INSUFFICIENT: code(403, false, 'The key has fewer credits than the operation costs.'),
  QUOTA_EXCEEDED: code(403, true, "The key's quota for the current hour is used up."),
  RATE_LIMITED: code(429, true, 'Too many requests for this key; retry after the Retry-After seconds.'),
  TARGET_UNREACHABLE: code(500, true, 'The crawl target could not be reached (DNS, connection, TLS).'),
  TARGET_TIMEOUT: code(500, true, 'The crawl target did not answer in time.'),
  TARGET_TOO_LARGE: code(500, false, 'The target response exceeded the configured size limit.'),
  TOO_MANY_REDIRECTS: code(500, false, 'The target redirected more times than allowed.'),
  EXTRACTION_TIMEOUT: code(500, false, 'Extracting the main content of the page took longer than EXTRACT_TIMEOUT_MS (a pathologically large or deeply nested page); it was stopped.'),
  RENDER_FAILED: code(500, true, 'The browser failed while rendering the page (crash or internal error).'),
  UPSTREAM_BLOCKED: code(500, true, 'The search engine blocked every attempt (captcha, JavaScript wall, rate limit) on every transport and proxy tried.'),
  UPSTREAM_SIGN_IN_REQUIRED: code(500, false, 'The upstream answered with its sign-in page (Scholar profile search needs a signed-in session: set SCHOLAR_COOKIE).'),
  UPSTREAM_PARSE_FAILED: code(500, true, 'The upstream page visibly holds results but none could be parsed (its layout has changed); credits are refunded and the operation\'s health drops.'),
  UPSTREAM_FAILED: code(500, true, 'The upstream service failed, could not be reached, or answered a page that could not be parsed.'),
  INTERNAL: code(500, true, 'An unexpected internal error.'),
  SERVICE_UNAVAILABLE: code(503, true, 'A dependency the operation needs is unavailable (the credits store, a browser).'),
  RENDER_BUSY: code(503, true, 'Every render slot is busy and the queue is full or the wait ran out; retry shortly.'),
} satisfies Record<string, CodeInfo>;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  /** Extra headers the response should carry (e.g. Retry-After). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, opts: { cause?: unknown; headers?: Record<string, string> } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    const info = errorCodes[code];
    this.code = code;
    this.status = info.status;
    this.retryable = info.retryable;
    this.headers = opts.headers ?? {};
  }
}

/** Finds an AppError in an error or its cause chain (undici wraps connector errors). */
export function findAppError(err: unknown): AppError | undefined {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof AppError) return e;
  }
  return undefined;
}
