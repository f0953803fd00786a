import type { ErrorDetail } from '../../src/contract';

/**
 * Input the store cannot use (a cursor it did not issue). Storage knows nothing of HTTP: the HTTP
 * layer turns this into a 400 with the same message and details.
 */
export class InvalidInputError extends Error {
  constructor(
    message: string,
    readonly details: ErrorDetail[],
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}
