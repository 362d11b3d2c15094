import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Testimonial } from '@site/ui/testimonial';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Testimonial',
  component: Testimonial,
  parameters: { layout: 'fullscreen' },
  args: {
    quote: 'We took our agents’ desktops out of PCI DSS scope in six weeks, without touching our telephony.',
    name: 'Priya Raman',
    role: 'Head of Contact Centre Operations',
    organisation: 'Northbridge Insurance',
  },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };
