import type { ErrorDetail } from '@/contract';

/** Codes the client makes up itself, next to the service's own `error.code` values. */
export type ClientErrorCode = 'network_error' | 'bad_response';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  requestId?: string;
  retryAfter?: number;
}

/** Every failed API call, whether the service answered with an error, garbage or nothing at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** `X-Request-Id` of the answer, to quote to whoever reads the service's logs. */
  readonly requestId: string | undefined;
  /** Seconds from `Retry-After`, when the service sent one (429). */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** `Retry-After` is either delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
