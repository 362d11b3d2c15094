import { describe, expect, test } from 'vitest';
import { errorEnvelopeMessage, errorEnvelopeSchema } from './error-envelope.ts';

describe('the error envelope', () => {
  test('a service error is one, with the fields a route adds kept apart', () => {
    const body = { error: 'Conflict', message: 'saved by someone else', statusCode: 409, current: { revision: 3 } };
    expect(errorEnvelopeSchema.parse(body)).toEqual({ error: 'Conflict', message: 'saved by someone else', statusCode: 409 });
    expect(errorEnvelopeMessage(body)).toBe('saved by someone else');
  });

  test.each([
    ['no message', { error: 'Bad Request', statusCode: 400 }],
    ['a success status', { error: 'OK', message: 'fine', statusCode: 200 }],
    ['a page of HTML', '<html>502 Bad Gateway</html>'],
    ['nothing', null],
  ])('%s is not one: no message is read from it', (_what, body) => {
    expect(errorEnvelopeMessage(body)).toBeUndefined();
  });
});
