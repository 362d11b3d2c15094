import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { Stack } from '@site/ui/stack';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: (
      <>
        <Badge>PCI DSS Level 1</Badge>
        <Badge tone="accent">DTMF masking</Badge>
        <Badge tone="neutral">Payment links</Badge>
        <Badge tone="neutral">Pay by bank</Badge>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column (the default), stretched. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** A wrapping row, centred, with a larger gap. */
const row = {
  direction: 'row',
  wrap: true,
  align: 'center',
  gap: 'lg',
  children: (
    <>
      <Button>Book a demo</Button>
      <Button variant="secondary">Talk to a specialist</Button>
      <Badge tone="accent">Live in two weeks</Badge>
    </>
  ),
} as const;
export const RowLight: Story = { args: row, globals: light };
export const RowDark: Story = { args: row, globals: dark };
