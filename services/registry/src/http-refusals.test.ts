import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { ConflictError, ForbiddenError, InvalidInputError, InvalidTransitionError, NotFoundError, type RegistryRefusal } from './domain-errors.ts';
import { answerRegistryError } from './http-refusals.ts';

async function answerTo(thrown: unknown) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(answerRegistryError);
  app.get('/', async () => {
    throw thrown;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('the registry’s refusals at the HTTP edge', () => {
  test.each<[string, RegistryRefusal, number, string]>([
    ['malformed input', new InvalidInputError('keep is a whole number from 0 to 1000'), 400, 'Bad Request'],
    ['a publisher approving their own build', new ForbiddenError('someone else approves it'), 403, 'Forbidden'],
    ['an unknown version', new NotFoundError('legal has no version "9"'), 404, 'Not Found'],
    ['a clash with what is recorded', new ConflictError('legal is live at 1.1.0, not 1.0.0 as expected'), 409, 'Conflict'],
    ['a move the release cannot make', new InvalidTransitionError('legal has no earlier live version to roll back to'), 409, 'Conflict'],
  ])('%s: its status and the JSON error envelope, with the message', async (_what, refusal, status, error) => {
    expect(await answerTo(refusal)).toEqual({ status, body: { error, message: refusal.message, statusCode: status } });
  });

  test('a contract-gate refusal lists each failed requirement beside the message', async () => {
    const failures = ['react requires ^19.3.1 but the live shell provides 20.1.0'];
    const { status, body } = await answerTo(new ConflictError('legal 1.2.0 is not compatible with the live shell', failures));
    expect(status).toBe(409);
    expect(body.failures).toEqual(failures);
  });

  test('anything else is the server’s own fault: 500 without its details', async () => {
    const { status, body } = await answerTo(new Error('relation "releases" does not exist'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('releases');
  });
});
