import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '@site/ui/card';
import { Grid } from '@site/ui/grid';
import { theme } from '@site/ui/theme';
import { dark, light } from './schemes.ts';

const INDUSTRIES = [
  ['Insurance', 'Premiums and excess payments taken by phone without card data in recordings.'],
  ['Utilities', 'Arrears and top-up payments in the contact centre and the automated IVR.'],
  ['Travel', 'Deposits and balances by payment link while the agent holds the booking.'],
  ['Charities', 'Donations by phone and pay by bank, with Gift Aid details kept apart from card data.'],
  ['Collections', 'Agreed payment plans with tokens for each instalment.'],
] as const;

function Cards({ count }: { count: number }) {
  return (
    <>
      {INDUSTRIES.slice(0, count).map(([title, text]) => (
        <Card as="li" key={title}>
          <h3 css={{ margin: 0, fontSize: theme.fontSize.lg }}>{title}</h3>
          <p css={{ margin: 0, color: theme.color.muted }}>{text}</p>
        </Card>
      ))}
    </>
  );
}

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { as: 'ul', minColumnWidth: '15rem', gap: 'lg' },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Auto-fit columns: as many as fit at the minimum width. */
export const Light: Story = { args: { children: <Cards count={5} /> }, globals: light };
export const Dark: Story = { args: { children: <Cards count={5} /> }, globals: dark };

/** Balanced for five items: no card alone on the last row at any width. */
export const BalancedLight: Story = { args: { items: 5, children: <Cards count={5} /> }, globals: light };
export const BalancedDark: Story = { args: { items: 5, children: <Cards count={5} /> }, globals: dark };
