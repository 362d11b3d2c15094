/**
 * Wrong arguments to a command-line tool: every CLI of the release tooling answers it the same
 * way, with exit code 2 and the command's usage, where any other failure exits 1 with its message.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
