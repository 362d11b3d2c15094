import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CUSTOMER_WORDMARKS } from '@site/ui/customer-wordmarks';
import { PARTNER_WORDMARKS } from '@site/ui/partner-wordmarks';
import { theme } from '@site/ui/theme';
import { Wordmark } from '@site/ui/wordmark';
import { dark, light } from './schemes.ts';

const row = {
  listStyle: 'none',
  margin: `0 0 ${theme.space.xl}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.lg} ${theme.space.xl}`,
  color: theme.color.muted,
} as const;

/** Every organisation drawn for the site: the case studies' customers, then the partners. */
function Gallery() {
  return (
    <div>
      {[CUSTOMER_WORDMARKS, PARTNER_WORDMARKS].map((designs) => (
        <ul key={designs[0]?.name} css={row}>
          {designs.map((design) => (
            <li key={design.name}>
              <Wordmark design={design} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

const meta = { title: 'Components/Wordmarks', component: Gallery } satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };
