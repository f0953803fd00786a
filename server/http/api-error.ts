import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, ErrorDetail } from '../../src/contract';

/** A failure with its place in DESIGN.md's error table; the error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: (ErrorDetail & Record<string, unknown>)[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

export const invalid = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'invalid_request', message, details);
