import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkList } from '@site/ui/link-list';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/LinkList',
  component: LinkList,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Related pages',
    items: [
      { label: 'Payment links', to: '/solutions/payment-links', text: 'Take payments by SMS, email or chat without card data reaching the agent.' },
      { label: 'Pay by bank', to: '/solutions/pay-by-bank', text: 'Open banking payments with no card number to protect.' },
      { label: 'Developer documentation', to: 'https://developer.keyline.example', text: 'The payment panel, token and webhook APIs.' },
    ],
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In-site links and one to another site, each with a line of text. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** Labels only, on the tinted band, as the policy pages list each other. */
const labelsOnly = {
  title: 'Other policies',
  tone: 'alt',
  items: [
    { label: 'Cookie policy', to: '/legal/cookie-policy' },
    { label: 'Acceptable use policy', to: '/legal/acceptable-use' },
    { label: 'PCI DSS Attestation of Compliance summary', to: '/legal/pci-dss-aoc' },
    { label: 'Modern slavery statement', to: '/legal/modern-slavery-statement' },
  ],
} as const;
export const LabelsOnlyAltToneLight: Story = { args: labelsOnly, globals: light };
export const LabelsOnlyAltToneDark: Story = { args: labelsOnly, globals: dark };
