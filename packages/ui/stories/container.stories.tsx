import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <div css={{ padding: theme.space.lg, border: `2px dashed ${theme.color.borderStrong}`, borderRadius: theme.radius.md }}>
        <h2 css={{ marginTop: 0 }}>Take card payments without taking card data</h2>
        <p css={{ margin: 0 }}>
          The container centres a page’s content at the site’s reading width and keeps gutters on small screens: this text stops at the same edge as every
          section of the page, however wide the window.
        </p>
      </div>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };
