/**
 * A release setting that, left unset, is strict in production (NODE_ENV=production) and lenient
 * elsewhere (RELEASE_APPROVAL, RELEASE_SIGNATURES): the value in force, and why, for the one line
 * the server logs about it at start-up.
 */
export function settingInForce<Mode extends string>(
  name: string,
  configured: Mode | undefined,
  nodeEnv: string | undefined,
  defaults: { production: Mode; elsewhere: Mode },
): { mode: Mode; why: string } {
  if (configured) return { mode: configured, why: `${name}=${configured}` };
  return nodeEnv === 'production'
    ? { mode: defaults.production, why: 'the production default' }
    : { mode: defaults.elsewhere, why: 'the default outside production' };
}
