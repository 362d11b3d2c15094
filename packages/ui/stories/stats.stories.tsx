import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stats } from '@site/ui/stats';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Stats',
  component: Stats,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Results at Northbridge Insurance',
    stats: [
      { value: '92%', label: 'fewer PCI DSS controls in scope' },
      { value: '41 s', label: 'shorter average payment call' },
      { value: '0', label: 'card numbers in call recordings' },
      { value: '6 weeks', label: 'from contract to first live payment' },
    ],
  },
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** Two figures with long labels. */
const two = {
  label: 'Keyline in numbers',
  stats: [
    { value: '38 million', label: 'card payments captured last year without card data reaching a contact centre' },
    { value: '99.99%', label: 'availability of the secure capture service over the last twelve months' },
  ],
};
export const TwoLongLabelsLight: Story = { args: two, globals: light };
export const TwoLongLabelsDark: Story = { args: two, globals: dark };
