/**
 * The one JSON error every service answers with (`jsonError` in @site/service-kit/http-errors
 * makes it; the routes' response schemas are made from this schema). A route may add fields of
 * its own (`fieldErrors`, `current`, `failures`, `missing`) by extending it.
 */
import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  /** The status's name (`Bad Request`). */
  error: z.string(),
  /** What went wrong, written for the person who reads it. */
  message: z.string(),
  statusCode: z.int().min(400).max(599),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The message of an answer's body when it is the error envelope; undefined for anything else. */
export function errorEnvelopeMessage(body: unknown): string | undefined {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data.message : undefined;
}
