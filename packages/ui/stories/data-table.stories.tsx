import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DataTable } from '@site/ui/data-table';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/DataTable',
  component: DataTable,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Channels compared',
    caption: 'How each payment channel keeps card data away from agents',
    columns: ['Channel', 'How the customer pays', 'What the agent sees'],
    rows: [
      ['Phone (DTMF masking)', 'Keys digits on the phone keypad', 'Masked digits and the result'],
      ['Payment link', 'Pays on a hosted page from SMS or email', 'Link status and the result'],
      ['Pay by bank', 'Approves the payment in their banking app', 'The result only'],
    ],
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** Many columns and long cells on the tinted band: the table scrolls sideways rather than squash. */
const wide = {
  tone: 'alt',
  title: 'PCI DSS requirements before and after secure capture',
  caption: 'Which PCI DSS v4.0.1 requirements apply to the contact centre',
  columns: ['Requirement', 'Without secure capture', 'With DTMF masking', 'With payment links', 'With pay by bank', 'Evidence your QSA asks for'],
  rows: [
    [
      '3: Protect stored account data',
      'Applies to recordings, notes and screenshots',
      'Out of scope',
      'Out of scope',
      'Not applicable',
      'Data-flow diagram showing no storage',
    ],
    [
      '8: Identify and authenticate users',
      'Every agent desktop',
      'Payment panel users only',
      'Link senders only',
      'Not applicable',
      'User list and MFA settings',
    ],
    [
      '12.8: Manage service providers',
      'Applies',
      'Applies: Keyline’s Attestation of Compliance',
      'Applies',
      'Applies to the bank provider',
      'Current AOC from each provider',
    ],
  ],
} as const;
export const WideLongTextLight: Story = { args: wide, globals: light };
export const WideLongTextDark: Story = { args: wide, globals: dark };
