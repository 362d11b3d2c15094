/** A refusal the caller can act on: mapped to an HTTP status and a JSON error by the plugin. */
export class RegistryError extends Error {
  readonly statusCode: 400 | 404 | 409;
  /** For a contract-gate refusal: each requirement that failed, in words. */
  readonly failures: string[];

  constructor(statusCode: 400 | 404 | 409, message: string, failures: string[] = []) {
    super(message);
    this.name = 'RegistryError';
    this.statusCode = statusCode;
    this.failures = failures;
  }
}
