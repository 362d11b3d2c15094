import { z } from 'zod';

/** `npm run fleet`'s own settings; every server also reads the site's (@site/site's src/config.ts). */
export const fleetEnv = z.object({
  INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where nginx listens; the servers themselves listen on free loopback ports. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is required: a fleet shares one PostgreSQL database, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL (the embedded database belongs to one process)'),
  REDIS_URL: z
    .string({ error: 'REDIS_URL is required: a fleet counts rate limits in one Redis, e.g. REDIS_URL=redis://127.0.0.1:6379' })
    .refine((url) => URL.canParse(url) && /^rediss?:$/.test(new URL(url).protocol), 'must be a redis:// URL'),
  NGINX: z.string().optional(),
  /** Where the supervisor answers /healthz and /readyz itself, on loopback: PORT + 1 when unset. */
  SUPERVISOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address visitors use; by default nginx's own (localhost for a loopback HOST). */
  SITE_ORIGIN: z.url().optional(),
  /** Time a stopping server keeps answering while it fails /readyz, so nginx stops sending it work first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(2000),
});
