/**
 * What a server refuses to start with in production (NODE_ENV=production): the parts that make
 * `npm start` work on a laptop with nothing configured, each one wrong on a production host or in
 * a fleet. One line each, all of them at once, so an operator fixes the environment in one pass.
 */
export interface ProductionSettings {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  OIDC_ISSUER?: string | undefined;
  PREVIEW_SECRET?: string | undefined;
  LEAD_IP_HASH_SECRET?: string | undefined;
  PLATFORM_TOKEN?: string | undefined;
}

/** The shortest break-glass token production accepts: it holds every right. */
export const PRODUCTION_PLATFORM_TOKEN_MIN = 32;

export function productionProblems(settings: ProductionSettings): string[] {
  if (settings.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!settings.DATABASE_URL)
    problems.push('DATABASE_URL is unset: production needs PostgreSQL (the embedded database is one process’s own, in a folder that goes with its host)');
  if (!settings.OIDC_ISSUER)
    problems.push('OIDC_ISSUER is unset: production signs people in at your company’s OpenID provider, never the local development one');
  if (!settings.PREVIEW_SECRET)
    problems.push(
      'PREVIEW_SECRET is unset: production needs one secret shared by every server (it signs cohort cookies, previews and receipts; a random one per server moves visitors between canary cohorts)',
    );
  if (!settings.LEAD_IP_HASH_SECRET)
    problems.push(
      'LEAD_IP_HASH_SECRET is unset: production needs one secret shared by every server (client-address hashes and rate limits must agree across servers and restarts)',
    );
  if (settings.PLATFORM_TOKEN !== undefined && settings.PLATFORM_TOKEN.length < PRODUCTION_PLATFORM_TOKEN_MIN)
    problems.push(
      `PLATFORM_TOKEN is shorter than ${PRODUCTION_PLATFORM_TOKEN_MIN} characters: the break-glass token holds every right (leave it unset to turn it off; section teams use scoped API tokens)`,
    );
  return problems;
}
