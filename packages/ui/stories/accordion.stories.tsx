import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Accordion, type AccordionItem } from '@site/ui/accordion';
import { dark, light } from './schemes.ts';

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

/** A question as long as the ones on the policy pages, with a multi-paragraph answer. */
const longItem: AccordionItem = {
  id: 'recordings',
  title:
    'If a caller reads their card number aloud instead of keying it, what ends up in the call recording, and does that bring the recorder back into PCI DSS scope?',
  content: (
    <>
      <p>
        Spoken card numbers are not masked: DTMF masking only replaces keypad tones. Agents are prompted to ask the caller to key the digits instead, and the
        recording can be paused automatically while the payment panel is open.
      </p>
      <p>
        If a card number is captured by voice, your QSA will treat that recording as cardholder data, so the pause-and-resume control is the safeguard to keep
        switched on.
      </p>
    </>
  ),
};

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items, headingLevel: 3, defaultOpen: ['pci'] },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item open, the others closed: how the FAQ blocks start. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

export const AllClosedLight: Story = { args: { defaultOpen: [] }, globals: light };
export const AllClosedDark: Story = { args: { defaultOpen: [] }, globals: dark };

const allOpen = { items: [...items, longItem], defaultOpen: ['pci', 'ivr', 'setup', 'recordings'] };
export const AllOpenLongTextLight: Story = { args: allOpen, globals: light };
export const AllOpenLongTextDark: Story = { args: allOpen, globals: dark };

/** Heading level 2, for an accordion that is a page's top-level structure. */
export const HeadingLevel2Light: Story = { args: { headingLevel: 2 }, globals: light };
export const HeadingLevel2Dark: Story = { args: { headingLevel: 2 }, globals: dark };
