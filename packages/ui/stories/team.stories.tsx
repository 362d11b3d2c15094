import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Team } from '@site/ui/team';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Blocks/Team',
  component: Team,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'The team behind the platform',
    intro: 'Most of us ran contact centres, payment platforms or compliance programmes before we built Keyline.',
    members: [
      {
        name: 'Eleanor Hart',
        role: 'Chief Executive and co-founder',
        text: 'Ran a collections contact centre, then founded Keyline so that agents would never need to hear a card number.',
        portrait: { skin: 'fair', hair: 'bob', hairColour: 'auburn', outfit: 'ink' },
      },
      {
        name: 'Sanjay Kapoor',
        role: 'Chief Technology Officer and co-founder',
        text: 'Built card-processing platforms for two UK acquirers.',
        portrait: { skin: 'tan', hair: 'side-part', hairColour: 'black', outfit: 'brand', glasses: true },
      },
      {
        name: 'Abena Mensah',
        role: 'Chief Operating Officer',
        text: 'Runs onboarding and support.',
        portrait: { skin: 'deep', hair: 'curly', hairColour: 'black', outfit: 'accent' },
      },
      {
        name: 'Aisha Rahman',
        role: 'Head of Customer Success',
        text: 'Looks after our charity, education and public-sector customers.',
        portrait: { skin: 'brown', hair: 'headscarf', hairColour: 'black', outfit: 'muted' },
      },
      {
        name: 'Mei Lin Chen',
        role: 'Head of Product',
        text: 'Designs the agent’s payment panel and the customer’s payment page.',
        portrait: { skin: 'olive', hair: 'long', hairColour: 'black', outfit: 'brand' },
      },
      {
        name: 'Richard Adeyemi',
        role: 'Head of US Operations',
        text: 'Runs the US platform from New York.',
        portrait: { skin: 'brown', hair: 'bald', hairColour: 'grey', outfit: 'ink', glasses: true, beard: true },
      },
    ],
  },
} satisfies Meta<typeof Team>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six people: two rows of three on a wide screen. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };
