import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FeatureGrid, type Feature } from '@site/ui/feature-grid';
import { dark, light } from './schemes.ts';

/** Icons and links, one with its own link label. */
const linked: Feature[] = [
  {
    icon: 'shield',
    title: 'Out of PCI DSS scope',
    text: 'Card data bypasses your agents, systems and recordings, so most PCI DSS controls no longer apply to them.',
    to: '/resources/pci-dss-scope',
  },
  { icon: 'lock', title: 'DTMF masking', text: 'Keypad tones are masked before they reach the agent or the call recorder.', to: '/solutions/dtmf-masking' },
  {
    icon: 'mail',
    title: 'Payment links',
    text: 'Send a secure link by SMS or email; the customer pays on a hosted page.',
    to: '/solutions/payment-links',
    linkLabel: 'See how payment links work',
  },
];

/** Neither icons nor links, four items (a balanced two-by-two grid). */
const plain: Feature[] = [
  { title: 'Pay by bank', text: 'Open banking payments straight from the customer’s account, with no card number at all.' },
  { title: 'Automated IVR', text: 'Callers pay at any hour in an automated phone flow.' },
  { title: 'Refunds by token', text: 'Refund or take a repeat payment from the stored token, never the card number.' },
  {
    title: 'Works with what you run',
    text: 'Connects to your telephony, contact-centre software and payment gateway without replacing them: cloud or on-premises, SIP or PSTN, with the gateway contracts you already hold.',
  },
];

const meta = {
  title: 'Blocks/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Why teams choose Keyline', features: linked },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

const withoutLinks = {
  title: 'Every way your customers pay',
  eyebrow: 'Channels',
  intro: 'One platform for phone, digital and open banking payments, each keeping card data away from your agents.',
  features: plain,
  tone: 'alt',
} as const;
export const PlainAltToneLight: Story = { args: withoutLinks, globals: light };
export const PlainAltToneDark: Story = { args: withoutLinks, globals: dark };
