import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Prose } from '@site/ui/prose';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Prose',
  component: Prose,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'What DTMF masking does',
    paragraphs: [
      'When a caller presses a key, their phone sends a pair of tones down the line. DTMF masking intercepts those tones, passes the digits straight to the payment gateway and plays flat tones to the agent and the call recorder instead.',
      'The agent stays on the call throughout and sees each field of the card complete in the payment panel, without ever seeing or hearing the digits.',
    ],
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs only. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** A policy clause: bullets and h3 sub-sections, on the tinted band. */
const policy = {
  title: 'How we protect card data',
  tone: 'alt',
  paragraphs: ['Keyline is assessed every year as a PCI DSS Level 1 service provider. Card numbers captured by the service are tokenised at once.'],
  bullets: [
    'Card data is encrypted in transit with TLS 1.2 or later',
    'Tokens cannot be turned back into card numbers outside the vault',
    'Access to the vault needs two people and is logged',
  ],
  subsections: [
    { title: 'Call recordings', paragraphs: ['Recordings hold flat tones in place of card digits, so they remain out of PCI DSS scope.'] },
    {
      title: 'Payment links',
      paragraphs: ['Payment links expire after the time you set, 24 hours by default, and can be used once.'],
      bullets: ['Links are sent by SMS or email from your own sender name', 'The hosted payment page carries your branding'],
    },
  ],
} as const;
export const SubsectionsAltToneLight: Story = { args: policy, globals: light };
export const SubsectionsAltToneDark: Story = { args: policy, globals: dark };
