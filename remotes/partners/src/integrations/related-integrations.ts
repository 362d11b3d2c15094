import { INTEGRATIONS, type Integration } from '@site/contracts/integrations';

/**
 * Entries to suggest beside one: the others of its kind, those connected the same way first, in
 * directory order (the most asked-for first).
 */
export function relatedIntegrations(integration: Integration, limit: number): Integration[] {
  const sameKind = INTEGRATIONS.filter((other) => other.kind === integration.kind && other.slug !== integration.slug);
  const sameConnection = sameKind.filter((other) => other.connection === integration.connection);
  const otherConnection = sameKind.filter((other) => other.connection !== integration.connection);
  return [...sameConnection, ...otherConnection].slice(0, limit);
}
