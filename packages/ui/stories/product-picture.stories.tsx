import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProductPicture } from '@site/ui/product-picture';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/ProductPicture',
  component: ProductPicture,
  args: { name: 'agent-payment-panel' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's payment panel during a call (home, agent-assisted, pricing, contact). */
export const AgentPanelLight: Story = { globals: light };
export const AgentPanelDark: Story = { globals: dark };

/** The customer's payment page on a phone (mobile payments, customised web checkout). */
export const PaymentPageLight: Story = { args: { name: 'customer-payment-page' }, globals: light };
export const PaymentPageDark: Story = { args: { name: 'customer-payment-page' }, globals: dark };

/** The payments report (the solutions overview). */
export const ReportsLight: Story = { args: { name: 'reports-dashboard' }, globals: light };
export const ReportsDark: Story = { args: { name: 'reports-dashboard' }, globals: dark };
