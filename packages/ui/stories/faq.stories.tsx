import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Faq } from '@site/ui/faq';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Faq',
  component: Faq,
  parameters: { layout: 'fullscreen' },
  args: {
    items: [
      {
        question: 'Does card data ever reach our systems?',
        answer: 'No. Card numbers are captured by the secure service and tokenised before your systems see them.',
      },
      {
        question: 'Does it work with our call recorder?',
        answer: 'Yes. The recorder hears flat tones in place of card digits, so recordings hold no card data.',
      },
      {
        question: 'Can customers pay by bank instead of by card?',
        answer: 'Yes. Send a pay-by-bank link and the customer approves the payment in their banking app while the agent waits on the call.',
      },
    ],
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default title, every answer closed. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** A title of its own, on the tinted band. */
export const CustomTitleAltToneLight: Story = { args: { title: 'Questions about PCI DSS scope', tone: 'alt' }, globals: light };
export const CustomTitleAltToneDark: Story = { args: { title: 'Questions about PCI DSS scope', tone: 'alt' }, globals: dark };

/** An answer opened by the visitor. */
const openFirst: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Does card data ever reach our systems?' }));
};
export const AnswerOpenLight: Story = { play: openFirst, globals: light };
export const AnswerOpenDark: Story = { play: openFirst, globals: dark };
