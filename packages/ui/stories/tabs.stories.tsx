import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Tabs, type TabItem } from '@site/ui/tabs';
import { dark, light } from './schemes.ts';

const items: TabItem[] = [
  { id: 'contact-centre', label: 'Contact centre', content: <p>Take payments over the phone without card data entering the call recording.</p> },
  { id: 'web', label: 'Web checkout', content: <p>Hosted fields keep the page out of PCI DSS scope.</p> },
  { id: 'chat', label: 'Chat and messaging', content: <p>Send a secure link in the conversation; the agent sees the result, not the card.</p> },
];

/** Enough tabs to scroll sideways on a narrow screen. */
const manyItems: TabItem[] = [
  ...items,
  {
    id: 'ivr',
    label: 'Automated IVR',
    content: <p>Callers pay in an automated phone flow at any hour, with card digits captured by keypad and never spoken.</p>,
  },
  {
    id: 'pay-by-bank',
    label: 'Pay by bank',
    content: <p>Open banking payments go straight from the customer’s bank account, with no card number to protect at all.</p>,
  },
  {
    id: 'ai-voice',
    label: 'AI voice agents',
    content: <p>A voice agent hands the caller to secure capture for the card details and takes the call back once the payment is authorised.</p>,
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Channels' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected, as on first load. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

export const SecondTabSelectedLight: Story = { args: { defaultTab: 'web' }, globals: light };
export const SecondTabSelectedDark: Story = { args: { defaultTab: 'web' }, globals: dark };

export const ManyTabsLight: Story = { args: { items: manyItems, label: 'Payment channels', defaultTab: 'pay-by-bank' }, globals: light };
export const ManyTabsDark: Story = { args: { items: manyItems, label: 'Payment channels', defaultTab: 'pay-by-bank' }, globals: dark };
