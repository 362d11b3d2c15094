/**
 * Where the registry's refusals become HTTP: each kind its status, in the JSON error envelope every
 * service answers with (`jsonError`), contract-gate failures beside the message. Any route that
 * calls the registry answers errors with `answerRegistryError`; everything that is not a refusal
 * goes on to the common policy (`errorAnswer`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseFailures } from '@site/db/unavailable';
import { errorAnswer, HttpError } from '@site/service-kit/http-errors';
import { RegistryRefusal, type RefusalKind } from './domain-errors.ts';

const STATUS_OF: Record<RefusalKind, 400 | 403 | 404 | 409> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

const answerWithPolicy = errorAnswer(databaseFailures);

export const httpStatusOf = (refusal: RegistryRefusal): 400 | 403 | 404 | 409 => STATUS_OF[refusal.kind];

/** The refusal as the HttpError the common policy answers; anything else as it is. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof RegistryRefusal)) return error;
  return new HttpError(httpStatusOf(error), error.message, error.failures.length > 0 ? { failures: error.failures } : {});
}

/** The error handler of every route that calls the registry. */
export const answerRegistryError = (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  answerWithPolicy(toHttpError(error), request, reply);
