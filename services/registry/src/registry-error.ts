import { HttpError } from '@site/service-kit/http-errors';

/** A refusal the caller can act on: mapped to an HTTP status and a JSON error by the plugin. */
export class RegistryError extends HttpError {
  declare readonly statusCode: 400 | 403 | 404 | 409;
  /** For a contract-gate refusal: each requirement that failed, in words (also in the answer). */
  readonly failures: string[];

  constructor(statusCode: 400 | 403 | 404 | 409, message: string, failures: string[] = []) {
    super(statusCode, message, failures.length > 0 ? { failures } : {});
    this.name = 'RegistryError';
    this.failures = failures;
  }
}
