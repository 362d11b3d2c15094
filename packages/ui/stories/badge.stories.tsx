import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge, type BadgeTone } from '@site/ui/badge';
import { Icon } from '@site/ui/icons';
import { dark, light } from './schemes.ts';

const TONES: { tone: BadgeTone; label: string }[] = [
  { tone: 'brand', label: 'PCI DSS Level 1' },
  { tone: 'accent', label: 'Payment authorised' },
  { tone: 'neutral', label: 'Pay by bank' },
  { tone: 'danger', label: 'Card declined' },
];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'PCI DSS Level 1', tone: 'brand' },
  argTypes: { tone: { control: 'inline-radio', options: TONES.map(({ tone }) => tone) } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, with and without an icon. */
function AllTones() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        {TONES.map(({ tone, label }) => (
          <Badge key={tone} tone={tone}>
            {label}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <Badge tone="brand">
          <Icon name="shield" size={14} />
          Tokenised
        </Badge>
        <Badge tone="accent">
          <Icon name="check" size={14} />
          DTMF masked
        </Badge>
        <Badge tone="neutral">
          <Icon name="phone" size={14} />
          Phone payment
        </Badge>
        <Badge tone="danger">
          <Icon name="alert" size={14} />
          Link expired
        </Badge>
      </div>
    </div>
  );
}

export const Light: Story = { render: () => <AllTones />, globals: light };
export const Dark: Story = { render: () => <AllTones />, globals: dark };
export const BrandLight: Story = { globals: light };
export const BrandDark: Story = { globals: dark };
