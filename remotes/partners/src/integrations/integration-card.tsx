import {
  INTEGRATION_CHANNEL_LABELS,
  INTEGRATION_CONNECTION_LABELS,
  INTEGRATION_KIND_LABELS,
  INTEGRATION_REGION_LABELS,
  integrationPath,
  type Integration,
} from '@site/contracts/integrations';
import { Badge } from '@site/ui/badge';
import { Card } from '@site/ui/card';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { labelsInWords } from './words.ts';

const termStyle = {
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
} as const;

/** One entry of the directory: its name (the link to its page), kind and connection, channels and regions. */
export function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <Card as="li" interactive>
      <h3 css={{ margin: 0, fontSize: theme.fontSize.lg, overflowWrap: 'anywhere' }}>
        {/* The whole card is the link's target: its box covers the card (the card is positioned). */}
        <Link
          to={integrationPath(integration.slug)}
          css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {integration.name}
        </Link>
      </h3>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, margin: 0 }}>
        <Badge tone="brand">{INTEGRATION_KIND_LABELS[integration.kind].one}</Badge>
        <Badge tone={integration.connection === 'on-net' ? 'accent' : 'neutral'}>{INTEGRATION_CONNECTION_LABELS[integration.connection]}</Badge>
      </p>
      <dl css={{ display: 'grid', gap: theme.space.xs, margin: 0, fontSize: theme.fontSize.sm, '& dd': { margin: `0 0 ${theme.space.xs}` } }}>
        <dt css={termStyle}>Channels</dt>
        <dd>{labelsInWords(integration.channels, INTEGRATION_CHANNEL_LABELS)}</dd>
        <dt css={termStyle}>Regions</dt>
        <dd>{labelsInWords(integration.regions, INTEGRATION_REGION_LABELS)}</dd>
      </dl>
    </Card>
  );
}
