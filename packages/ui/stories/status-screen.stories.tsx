import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, buttonStyles } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { StatusScreen } from '@site/ui/status-screen';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/StatusScreen',
  component: StatusScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Page not found',
    children: <p>The page you asked for has moved or no longer exists. Our guides to PCI DSS scope and secure phone payments are a good place to start.</p>,
    actions: (
      <>
        <Link to="/" css={buttonStyles('primary')}>
          Go to the home page
        </Link>
        <Link to="/resources" css={buttonStyles('secondary')}>
          Browse resources
        </Link>
      </>
    ),
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status (not found), with two actions. */
export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

/** An error that interrupts: a section of the site failed to load. */
const failed = {
  role: 'alert',
  title: 'This part of the site did not load',
  children: <p>Check your connection and try again. If you were part-way through a demo request, nothing has been sent yet.</p>,
  actions: <Button onClick={() => undefined}>Try again</Button>,
} as const;
export const AlertLight: Story = { args: failed, globals: light };
export const AlertDark: Story = { args: failed, globals: dark };

/** Title only: an update in progress. */
const updating = { title: 'Updating the site…', children: undefined, actions: undefined };
export const TitleOnlyLight: Story = { args: updating, globals: light };
export const TitleOnlyDark: Story = { args: updating, globals: dark };
