import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CtaBand } from '@site/ui/cta-band';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'See it on your own call flows',
    text: 'A 30-minute live demonstration with a secure-payments specialist, tailored to your channels and gateway.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to a specialist', to: '/contact' },
    ],
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two actions: the first inverse, the second outlined, as the band defaults them. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** One action, to another site, with a longer text. */
const single = {
  title: 'Check your PCI DSS scope in ten minutes',
  text: 'Answer a few questions about how your agents take payments today, by phone, chat and email, and get a plain-English summary of which PCI DSS requirements still apply and which secure capture would remove.',
  actions: [{ label: 'Open the scope checker', to: 'https://tools.keyline.example/pci-scope' }],
};
export const SingleActionLight: Story = { args: single, globals: light };
export const SingleActionDark: Story = { args: single, globals: dark };
