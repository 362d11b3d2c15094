import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { defineRouteTable } from '@site/contracts/route-entry';
import { RoutePage } from '@site/ui/route-page';
import { dark, light } from './schemes.ts';

const [solution, legal] = defineRouteTable({
  routes: [
    {
      path: '/solutions/payment-links',
      title: 'Payment links',
      description: 'Send a secure link by SMS, email or chat; the customer pays on a hosted page and card data never reaches your agents.',
      component: 'RoutePage',
      componentPath: 'route-page',
      category: 'solution',
    },
    {
      path: '/legal/accessibility',
      title: 'Accessibility statement',
      description: 'How accessible this website is, the standard we test it against and how to report a problem.',
      component: 'RoutePage',
      componentPath: 'route-page',
      category: 'legal',
    },
  ],
}).routes;

const meta = {
  title: 'Templates/RoutePage',
  component: RoutePage,
  parameters: { layout: 'fullscreen' },
  args: { entry: solution! },
} satisfies Meta<typeof RoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page for buyers: actions, trust points, the assurances and the closing call to action. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** A legal page: title and description only. */
export const LegalLight: Story = { args: { entry: legal! }, globals: light };
export const LegalDark: Story = { args: { entry: legal! }, globals: dark };
