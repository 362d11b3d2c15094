import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icon, SocialIcon, type IconName, type SocialName } from '@site/ui/icons';
import { theme } from '@site/ui/theme';
import { dark, light } from './schemes.ts';

const ICONS: { name: IconName; use: string }[] = [
  { name: 'chevronDown', use: 'Accordion toggle' },
  { name: 'chevronRight', use: 'Breadcrumb separator' },
  { name: 'arrowRight', use: 'Learn more' },
  { name: 'menu', use: 'Open the menu' },
  { name: 'close', use: 'Close the menu' },
  { name: 'externalLink', use: 'Developer portal' },
  { name: 'phone', use: 'Phone payments' },
  { name: 'mail', use: 'Payment links by email' },
  { name: 'shield', use: 'PCI DSS Level 1' },
  { name: 'check', use: 'Payment authorised' },
  { name: 'lock', use: 'Tokenised card data' },
  { name: 'info', use: 'About DTMF masking' },
  { name: 'alert', use: 'Card declined' },
  { name: 'user', use: 'Agent account' },
  { name: 'plus', use: 'Add a channel' },
  { name: 'minus', use: 'Remove a channel' },
  { name: 'sun', use: 'Light scheme' },
  { name: 'moon', use: 'Dark scheme' },
];

const SOCIAL: SocialName[] = ['LinkedIn', 'YouTube', 'X'];

const list = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
} as const;
const item = { display: 'flex', alignItems: 'center', gap: theme.space.sm } as const;

/** Every icon beside its name and a use on the site (icons are decorative: the text names the control). */
function Gallery() {
  return (
    <div css={{ display: 'grid', gap: theme.space.xl }}>
      <ul css={list}>
        {ICONS.map(({ name, use }) => (
          <li key={name} css={item}>
            <Icon name={name} size={24} css={{ color: theme.color.brand }} />
            <span>
              <code>{name}</code>: {use}
            </span>
          </li>
        ))}
      </ul>
      <ul css={list}>
        {SOCIAL.map((name) => (
          <li key={name} css={item}>
            <SocialIcon name={name} size={24} />
            <span>Keyline on {name}</span>
          </li>
        ))}
      </ul>
      <p css={{ ...item, margin: 0 }}>
        Sizes 16, 20 (default), 24 and 32:
        <Icon name="lock" size={16} />
        <Icon name="lock" />
        <Icon name="lock" size={24} />
        <Icon name="lock" size={32} />
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/Icons',
  component: Icon,
  args: { name: 'shield', size: 32 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { render: () => <Gallery />, globals: light };
export const Dark: Story = { render: () => <Gallery />, globals: dark };
