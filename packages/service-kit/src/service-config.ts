import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The settings every service reads the same way: where it listens and how much it logs. */
export const serviceEnvShape = (defaultPort: number) => ({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

/**
 * A service's configuration from the environment. A bad or missing value stops start-up with every
 * problem listed under the service's name, rather than failing later on the first request that needs it.
 */
export function readConfig<Schema extends z.ZodType>(service: string, schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid ${service} configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
