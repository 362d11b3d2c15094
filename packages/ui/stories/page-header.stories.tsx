import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '@site/ui/badge';
import { PageHeader } from '@site/ui/page-header';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Resources',
    title: 'Guides to secure payments',
    lead: 'Checklists, explainers and case studies on PCI DSS scope, DTMF masking, payment links and pay by bank.',
    visual: 'resource-library',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow and drawing (the drawing shows on wide screens only). */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** Title and lead only, as on a utility page. */
const minimal = { eyebrow: undefined, visual: undefined, title: 'Search', lead: 'Find pages about payment channels, industries and compliance.' };
export const MinimalLight: Story = { args: minimal, globals: light };
export const MinimalDark: Story = { args: minimal, globals: dark };

/** With content under the lead. */
const withChildren = {
  visual: undefined,
  eyebrow: 'Partners',
  title: 'Partner directory',
  lead: 'Gateways, telephony providers and integrators certified to connect to Keyline.',
  children: (
    <p style={{ display: 'flex', gap: '0.5rem', marginTop: '1rem' }}>
      <Badge>24 partners</Badge>
      <Badge tone="accent">8 new this year</Badge>
    </p>
  ),
};
export const WithChildrenLight: Story = { args: withChildren, globals: light };
export const WithChildrenDark: Story = { args: withChildren, globals: dark };
