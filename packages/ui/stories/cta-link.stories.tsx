import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CtaLinks } from '@site/ui/cta-link';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/CtaLinks',
  component: CtaLinks,
  args: {
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to a specialist', to: '/contact', variant: 'secondary' },
    ],
  },
} satisfies Meta<typeof CtaLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two in-site links: the primary next step and a secondary one. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** One in-site action and one to another site (a plain link without the opener). */
const mixed = {
  actions: [
    { label: 'Start a PCI DSS scope review', to: '/resources/pci-scope-review' },
    { label: 'Read the API documentation', to: 'https://developer.keyline.example', variant: 'ghost' },
  ],
} as const;
export const ExternalLinkLight: Story = { args: mixed, globals: light };
export const ExternalLinkDark: Story = { args: mixed, globals: dark };

/** A single action. (No actions renders nothing at all, so it has no story.) */
export const SingleLight: Story = { args: { actions: [{ label: 'Send a payment link', to: '/solutions/payment-links' }] }, globals: light };
export const SingleDark: Story = { args: { actions: [{ label: 'Send a payment link', to: '/solutions/payment-links' }] }, globals: dark };
