import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Tabs, type TabItem } from '@site/ui/tabs';

const items: TabItem[] = [
  { id: 'contact-centre', label: 'Contact centre', content: <p>Take payments over the phone without card data entering the call recording.</p> },
  { id: 'web', label: 'Web checkout', content: <p>Hosted fields keep the page out of PCI DSS scope.</p> },
  { id: 'chat', label: 'Chat and messaging', content: <p>Send a secure link in the conversation; the agent sees the result, not the card.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Channels' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const SecondTabSelected: Story = { args: { defaultTab: 'web' } };
