import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Section, type SectionTone } from '@site/ui/section';
import { dark, light } from './schemes.ts';

const body = (
  <p style={{ margin: 0, maxWidth: '46rem' }}>
    Payment links let agents take a payment while the customer is still on the call or later, by SMS, email or chat, without a card number ever passing through
    the contact centre.
  </p>
);

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Payment links', eyebrow: 'Digital channels', intro: 'Send a secure link; the customer pays on a hosted page.', children: body },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, one after the other, each with eyebrow, title and intro. */
function AllTones() {
  const tones: { tone: SectionTone; title: string }[] = [
    { tone: 'plain', title: 'Phone payments with DTMF masking' },
    { tone: 'alt', title: 'Payment links by SMS and email' },
    { tone: 'brand', title: 'Pay by bank' },
  ];
  return (
    <>
      {tones.map(({ tone, title }) => (
        <Section key={tone} tone={tone} title={title} eyebrow={`Tone: ${tone}`} intro="Each channel keeps card data away from your agents and systems.">
          {body}
        </Section>
      ))}
    </>
  );
}

export const Light: Story = { render: () => <AllTones />, globals: light };
export const Dark: Story = { render: () => <AllTones />, globals: dark };

/** No heading: an unlabelled band holding content only. */
const untitled = { title: undefined, eyebrow: undefined, intro: undefined, tone: 'alt' } as const;
export const UntitledLight: Story = { args: untitled, globals: light };
export const UntitledDark: Story = { args: untitled, globals: dark };
