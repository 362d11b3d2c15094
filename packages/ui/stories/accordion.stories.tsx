import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Accordion, type AccordionItem } from '@site/ui/accordion';

const items: AccordionItem[] = [
  {
    id: 'pci',
    title: 'Does card data ever reach our systems?',
    content: <p>No. Card numbers are captured by the secure field and tokenised before your systems see them.</p>,
  },
  {
    id: 'ivr',
    title: 'Does it work for phone payments?',
    content: <p>Yes: agents stay on the call while the caller keys digits that are masked from the agent.</p>,
  },
  { id: 'setup', title: 'How long does set-up take?', content: <p>Most teams go live within two weeks.</p> },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items, headingLevel: 3, defaultOpen: ['pci'] },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const AllClosed: Story = { args: { defaultOpen: [] } };
