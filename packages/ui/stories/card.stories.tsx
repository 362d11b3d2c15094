import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '@site/ui/badge';
import { Card } from '@site/ui/card';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = { display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', maxWidth: '60rem' } as const;

/** A plain card, an interactive one that is a single link target, and a card rendered as an article. */
function Cards() {
  return (
    <div style={grid}>
      <Card>
        <h3 css={{ margin: 0, fontSize: theme.fontSize.lg }}>DTMF masking</h3>
        <p css={{ margin: 0, color: theme.color.muted }}>Keypad tones are replaced with flat tones before they reach the agent or the call recorder.</p>
      </Card>
      <Card interactive>
        <h3 css={{ margin: 0, fontSize: theme.fontSize.lg }}>
          <Link to="/solutions/payment-links">Payment links</Link>
        </h3>
        <p css={{ margin: 0, color: theme.color.muted }}>
          Send a secure link by SMS or email; the customer pays on a hosted page and the agent sees the result.
        </p>
      </Card>
      <Card as="article">
        <Badge tone="accent">New</Badge>
        <h3 css={{ margin: 0, fontSize: theme.fontSize.lg }}>Pay by bank for contact centres</h3>
        <p css={{ margin: 0, color: theme.color.muted }}>
          Open banking payments settle directly from the customer’s account, with no card number to capture and nothing to bring back into PCI DSS scope, even
          on calls where the customer prefers to pay while still talking to the agent.
        </p>
      </Card>
    </div>
  );
}

export const Light: Story = { render: () => <Cards />, globals: light };
export const Dark: Story = { render: () => <Cards />, globals: dark };
