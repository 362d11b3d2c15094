/**
 * Preview tokens: a signed, expiring permission to see one unreleased version of one section.
 * Stateless, so any server with the secret can check one; short expiry is the revocation.
 */
import { z } from 'zod';
import { mintSignedToken, verifySignedToken, type TokenFailure, type TokenVerification } from '@site/service-kit/signed-token';
import { releaseUnitSchema, versionSchema } from '@site/contracts/remotes-manifest';
import type { ReleaseUnit } from '@site/contracts/sections';
import { devManifestUrlOf } from './dev-override.ts';

export interface PreviewPayload {
  section: ReleaseUnit;
  version: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** A dev override (version `dev`): the section comes from the dev server at this loopback URL. */
  devManifestUrl?: string | undefined;
}

export type PreviewFailure = TokenFailure;
export type PreviewVerification = TokenVerification<PreviewPayload>;

const payloadSchema = z.strictObject({
  section: releaseUnitSchema,
  version: versionSchema,
  expiresAt: z.number().int().min(0),
  devManifestUrl: z
    .string()
    .refine((url) => devManifestUrlOf(url) !== null, 'a dev override loads only from a dev server on this machine (http on a loopback host)')
    .optional(),
});

export const mintPreviewToken = (payload: PreviewPayload, secret: string): string => mintSignedToken(payloadSchema, payload, secret);

/** The payload when the token is intact, signed with `secret` and not expired at `now` (ms). */
export const verifyPreviewToken = (token: string, secret: string, now: number = Date.now()): PreviewVerification =>
  verifySignedToken(payloadSchema, token, secret, now);
