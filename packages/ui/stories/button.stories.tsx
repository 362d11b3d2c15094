import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, buttonStyles, type ButtonVariant } from '@site/ui/button';
import { theme } from '@site/ui/theme';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Request a demo', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'inverse', 'outlineInverse', 'danger'] satisfies ButtonVariant[] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const SURFACE_VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'Book a demo' },
  { variant: 'secondary', label: 'Talk to a specialist' },
  { variant: 'ghost', label: 'Read the PCI DSS guide' },
  { variant: 'danger', label: 'Cancel payment link' },
];

const row = { display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' } as const;

/** Every variant meant for page surfaces, in both sizes, enabled and disabled. */
function AllVariants() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <div style={row}>
        {SURFACE_VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant}>
            {label}
          </Button>
        ))}
      </div>
      <div style={row}>
        {SURFACE_VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant} size="sm">
            {label}
          </Button>
        ))}
      </div>
      <div style={row}>
        {SURFACE_VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant} disabled>
            {label}
          </Button>
        ))}
      </div>
      <div style={row}>
        <a href="#pricing" css={buttonStyles('secondary', 'sm')}>
          See pricing (a link styled as a button)
        </a>
        <Button variant="primary" type="submit">
          Send payment link
        </Button>
      </div>
    </div>
  );
}

/** The variants for a band (the closing call to action, the figures): `theme.color.band` in either scheme. */
function OnBrand() {
  return (
    <div style={{ ...row, padding: '2rem', borderRadius: '12px' }} css={{ background: theme.color.band }}>
      <Button variant="inverse">Book a demo</Button>
      <Button variant="outlineInverse">Talk to a specialist</Button>
      <Button variant="inverse" size="sm">
        Get the checklist
      </Button>
      <Button variant="outlineInverse" disabled>
        Trial requested
      </Button>
    </div>
  );
}

export const Primary: Story = { globals: light };
export const PrimaryDark: Story = { globals: dark };
export const Secondary: Story = { args: { variant: 'secondary' }, globals: light };
export const SecondaryDark: Story = { args: { variant: 'secondary' }, globals: dark };
export const Light: Story = { render: () => <AllVariants />, globals: light };
export const Dark: Story = { render: () => <AllVariants />, globals: dark };
export const OnBrandLight: Story = { render: () => <OnBrand />, globals: light };
export const OnBrandDark: Story = { render: () => <OnBrand />, globals: dark };
