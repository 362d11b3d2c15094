import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Hero } from '@site/ui/hero';
import { HeroVisual } from '@site/ui/hero-visual';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Secure payments',
    title: 'Take card payments by phone without taking card data',
    lead: 'Callers key their card number on the keypad; DTMF masking keeps the digits out of your agents’ hearing, your systems and your call recordings.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to a specialist', to: '/contact', variant: 'secondary' },
    ],
    points: ['PCI DSS Level 1', 'Cyber Essentials Plus', '3 UK data centres'],
    aside: <HeroVisual name="dtmf-masking" />,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: eyebrow, two actions, trust points and a drawing. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** Title and lead only, as on an administration page. */
const minimal = {
  eyebrow: undefined,
  actions: undefined,
  points: undefined,
  aside: undefined,
  title: 'Payment link settings',
  lead: 'Choose how long payment links stay valid and which channels agents may send them by.',
};
export const MinimalLight: Story = { args: minimal, globals: light };
export const MinimalDark: Story = { args: minimal, globals: dark };

/** The aside on wide screens only (where a phone should reach the form first), with a long title. */
const wideOnly = {
  eyebrow: 'Book a demo',
  title: 'See secure phone payments, payment links and pay by bank working with your own contact-centre platform',
  lead: 'Tell us about your channels and a specialist will show the flows that fit them.',
  actions: [{ label: 'Go to the form', to: '#demo-form' }],
  points: undefined,
  aside: <HeroVisual name="agent-payment-panel" />,
  asideWideOnly: true,
};
export const AsideWideOnlyLight: Story = { args: wideOnly, globals: light };
export const AsideWideOnlyDark: Story = { args: wideOnly, globals: dark };
