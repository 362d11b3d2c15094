import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Steps } from '@site/ui/steps';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Steps',
  component: Steps,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'How a phone payment works',
    intro: 'The agent stays on the call from start to finish; the card details never reach them.',
    steps: [
      { title: 'Agent opens the payment panel', text: 'The amount and reference come from your CRM; the agent starts secure capture with one click.' },
      { title: 'Caller keys their card details', text: 'The tones are masked on the line and the digits go straight to the payment gateway.' },
      { title: 'The result comes back', text: 'The agent sees authorised or declined, and a token your systems can store for refunds.' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** No intro, five steps, on the tinted band. */
const onboarding = {
  title: 'From contract to first live payment',
  intro: undefined,
  tone: 'alt',
  steps: [
    { title: 'Scope review', text: 'We map your payment flows and confirm which PCI DSS requirements secure capture removes.' },
    { title: 'Telephony connection', text: 'Your carrier routes payment calls through Keyline’s masking service; no new handsets.' },
    { title: 'Gateway set-up', text: 'We connect to the payment gateway you already use, with your merchant account.' },
    { title: 'Agent training', text: 'A one-hour session per team on the payment panel and payment links.' },
    { title: 'Go live', text: 'A pilot team first, then every team, with your QSA sent the updated data-flow diagram.' },
  ],
} as const;
export const FiveStepsAltToneLight: Story = { args: onboarding, globals: light };
export const FiveStepsAltToneDark: Story = { args: onboarding, globals: dark };
