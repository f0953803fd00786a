import {
  Conflict,
  DomainError,
  EmailNotSent,
  Forbidden,
  Invalid,
  LinkInvalid,
  NotFound,
  Unauthenticated,
} from '../services/errors';
import { ApiError } from './api-error';

/**
 * The one place a service's refusal becomes a status and an error code of DESIGN.md's table.
 * Undefined for anything else, and for a domain error without a status here (a bug: it answers 500).
 */
export function domainApiError(error: Error): ApiError | undefined {
  if (!(error instanceof DomainError)) return undefined;
  const { message, details } = error;
  if (error instanceof NotFound) return new ApiError(404, 'not_found', message, details);
  if (error instanceof Conflict) return new ApiError(409, 'conflict', message, details);
  if (error instanceof Forbidden) return new ApiError(403, 'forbidden', message, details);
  if (error instanceof Unauthenticated) return new ApiError(401, error.code, message, details);
  if (error instanceof Invalid) return new ApiError(400, 'invalid_request', message, details);
  if (error instanceof EmailNotSent) return new ApiError(502, 'bad_gateway', message);
  if (error instanceof LinkInvalid) {
    return new ApiError(
      410,
      error.link === 'invitation' ? 'invitation_invalid' : 'reset_link_invalid',
      message,
    );
  }
  return undefined;
}
