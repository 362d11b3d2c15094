/**
 * The registry's refusals, in its own terms: what was wrong with a request, not how HTTP says so.
 * The edge (`http-refusals.ts`) gives each kind its status and the JSON error envelope; the
 * release logic, the CLI and tests that call the registry directly see these classes.
 */

/** What kind of refusal: the edge maps each to one HTTP status. */
export type RefusalKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict';

/** A refusal the caller can act on: the message says what to do, `failures` each requirement a build failed. */
export abstract class RegistryRefusal extends Error {
  abstract readonly kind: RefusalKind;
  /** For a contract-gate refusal: each requirement that failed, in words (also in the answer). */
  readonly failures: string[];

  constructor(message: string, failures: readonly string[] = []) {
    super(message);
    this.failures = [...failures];
  }
}

/** The request itself is malformed or out of range (a bad actor name, share, version or URL). */
export class InvalidInputError extends RegistryRefusal {
  readonly kind = 'invalid';
  override readonly name = 'InvalidInputError';
}

/** Nobody may do this as the one asking (the publisher approving their own build). */
export class ForbiddenError extends RegistryRefusal {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
}

/** No such section or version. */
export class NotFoundError extends RegistryRefusal {
  readonly kind = 'not-found';
  override readonly name = 'NotFoundError';
}

/** The request clashes with what is recorded: another build under that version, a build the live shell cannot run, an expected live version that is not live. */
export class ConflictError extends RegistryRefusal {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
}

/** A release cannot move that way from where it is (a canary with nothing live, a rollback with nothing before). */
export class InvalidTransitionError extends RegistryRefusal {
  readonly kind = 'conflict';
  override readonly name = 'InvalidTransitionError';
}
