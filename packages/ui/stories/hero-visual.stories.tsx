import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HeroVisual } from '@site/ui/hero-visual';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/HeroVisual',
  component: HeroVisual,
  args: { name: 'dtmf-masking' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeroVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A diagram (the landing and industry default). */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** A product screen (the solution default): composed of the kit's components, see ProductPicture. */
export const ProductLight: Story = { args: { name: 'agent-payment-panel' }, globals: light };
export const ProductDark: Story = { args: { name: 'agent-payment-panel' }, globals: dark };

/** An illustration (the legal default). */
export const IllustrationLight: Story = { args: { name: 'policy-documents' }, globals: light };
export const IllustrationDark: Story = { args: { name: 'policy-documents' }, globals: dark };
