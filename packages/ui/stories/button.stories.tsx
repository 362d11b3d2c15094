import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, type ButtonVariant } from '@site/ui/button';

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

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

/** Every variant meant for page surfaces, side by side. */
function AllVariants() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button size="sm">small</Button>
      <Button disabled>disabled</Button>
    </div>
  );
}

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Light: Story = { render: () => <AllVariants />, globals: { scheme: 'light' } };
export const Dark: Story = { render: () => <AllVariants />, globals: { scheme: 'dark' } };
