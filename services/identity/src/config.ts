import { z } from 'zod';

const optionalString = <T extends z.ZodType<string | undefined>>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/** The default password of the local provider's seeded people: for a laptop, never for a real site. */
export const LOCAL_SEED_PASSWORD = 'keyline-local-only';

/**
 * Sign-in settings, merged into the site server's own. With no OIDC_ISSUER the site starts its
 * local OpenID provider (refused when NODE_ENV=production); with one, it signs in there.
 */
export const identityEnvShape = {
  /** The OpenID provider (Entra ID, Okta, Google Workspace, Keycloak, …); empty = the local provider at /idp. */
  OIDC_ISSUER: optionalString(z.url()),
  OIDC_CLIENT_ID: optionalString(z.string().min(1).max(255)),
  OIDC_CLIENT_SECRET: optionalString(z.string().min(1).max(1024)),
  /** Shown on the sign-in button ("Sign in with …"); defaults to the issuer's host name. */
  OIDC_PROVIDER_NAME: optionalString(z.string().min(1).max(80)),
  /** Local provider only: the password of its seeded people. */
  IDP_SEED_PASSWORD: z.string().min(8, 'use at least 8 characters').default(LOCAL_SEED_PASSWORD),
  /** Local provider only: its ID-token and cookie signing keys and its client's secret are derived from it; random per process when empty (the site's Secrets). */
  IDP_SECRET: optionalString(z.string().min(32, 'use at least 32 characters')),
  /** E-mail addresses (comma-separated) made ADMIN at their first sign-in: the bootstrap with a real provider. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /** A session ends after this many seconds without a request. */
  SESSION_IDLE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(30 * 60),
  /** A session ends this many seconds after sign-in, whatever happens. */
  SESSION_ABSOLUTE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(12 * 3600),
  NODE_ENV: z.string().default('development'),
};
