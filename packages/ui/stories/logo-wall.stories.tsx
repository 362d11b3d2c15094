import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LogoWall } from '@site/ui/logo-wall';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/LogoWall',
  component: LogoWall,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Partners who build on Keyline',
    intro: 'Gateways, telephony providers and integrators who connect secure capture to the platforms contact centres already run.',
    organisations: [
      'Quayside Pay',
      'Corran Mobile',
      'Brightwater Systems Integration',
      'Fenwick Lane Consulting',
      'Lanterne Gateway Services',
      'Harbourside Insurance',
      'Halyard Communications',
    ],
  },
} satisfies Meta<typeof LogoWall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an intro; seven names, so the last row is short and centred. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** No intro, on the tinted band, two names: one drawn, one not drawn yet (its initials in a ring). */
const short = { title: 'Gateways we connect to', intro: undefined, organisations: ['Quayside Pay', 'Northgate Telecom'], tone: 'alt' } as const;
export const ShortAltToneLight: Story = { args: short, globals: light };
export const ShortAltToneDark: Story = { args: short, globals: dark };
