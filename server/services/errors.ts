/**
 * Why a write was refused, in the domain's words. Services throw these and know nothing of HTTP;
 * server/http/domain-errors.ts gives each its status and error code, in one place.
 */
export interface DomainErrorDetail {
  field?: string;
  message: string;
  /** A detail may carry more, e.g. the row a conflict ran into. */
  [more: string]: unknown;
}

export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly details?: DomainErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing the write is about does not exist (`what` names it: "Webhook 7"). */
export class NotFound extends DomainError {
  constructor(readonly what: string) {
    super(`${what} was not found.`);
  }
}

/** The write cannot happen in the state things are in now (already done, being done, last of its kind). */
export class Conflict extends DomainError {}

/** The caller may not make this change, whatever the state. */
export class Forbidden extends DomainError {}

/** The input breaks a rule of the domain; `details` name the fields. */
export class Invalid extends DomainError {}

/**
 * Who is asking could not be established: a sign-in refused (one message whatever the cause), or one
 * that still needs its second-factor code.
 */
export class Unauthenticated extends DomainError {
  constructor(
    message: string,
    readonly code: 'unauthorized' | 'second_factor_required' = 'unauthorized',
  ) {
    super(message);
  }
}

/**
 * A single-use link that no longer works: used, expired, revoked or never issued, said alike (which
 * of these it was would tell a guesser something). `link` names which kind, for its error code.
 */
export class LinkInvalid extends DomainError {
  constructor(
    readonly link: 'invitation' | 'reset',
    message: string,
  ) {
    super(message);
  }
}

/** The change is made, but the email it sends could not be handed to the relay (its words say why). */
export class EmailNotSent extends DomainError {}
