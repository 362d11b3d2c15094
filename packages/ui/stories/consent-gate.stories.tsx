import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { claimConsentPublisher, type ConsentSnapshot } from '@site/ui/consent';
import { ConsentGate } from '@site/ui/consent-gate';
import { theme } from '@site/ui/theme';
import { dark, light } from './schemes.ts';

// The shell claims the publisher at start-up; in the catalogue this stories file plays the shell
// (the write side can be claimed once per page; kept on the page so a hot reload of this file in
// `storybook dev` does not claim it a second time).
const holder = globalThis as { catalogueConsentPublisher?: ReturnType<typeof claimConsentPublisher> };
const shell = (holder.catalogueConsentPublisher ??= claimConsentPublisher());

type Choice = Omit<ConsentSnapshot, 'decided'> | null;

/** Publishes a consent choice before the story renders and withdraws it afterwards. */
const withConsent = (choice: Choice) => () => {
  shell.publish(choice);
  return () => shell.publish(null);
};

const FUNCTIONAL_ONLY: Choice = { functional: true, analytics: false, advertising: false };

/** Stands in for the embedded player: the catalogue loads nothing third-party. */
function ProductTour() {
  return (
    <div
      role="img"
      aria-label="Product tour video: an agent sends a payment link while the caller pays on their phone"
      css={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '12rem',
        borderRadius: theme.radius.md,
        background: theme.color.brandStrong,
        color: theme.color.onBrand,
      }}
    >
      Product tour (video player)
    </div>
  );
}

const meta = {
  title: 'Components/ConsentGate',
  component: ConsentGate,
  args: { title: 'Product tour: taking a card payment by phone', children: <ProductTour /> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No choice yet: the placeholder, with the button that opens Cookie Settings. */
export const Light: Story = { beforeEach: withConsent(null), globals: light };
export const Dark: Story = { beforeEach: withConsent(null), globals: dark };

/** Functional granted, but this content needs advertising cookies: still held back. */
const advertising = { category: 'advertising', action: 'see the partner offer', title: 'Partner offer: pay-by-bank pilot' } as const;
export const AdvertisingNotGrantedLight: Story = { args: advertising, beforeEach: withConsent(FUNCTIONAL_ONLY), globals: light };
export const AdvertisingNotGrantedDark: Story = { args: advertising, beforeEach: withConsent(FUNCTIONAL_ONLY), globals: dark };

/** Granted: the content itself. */
export const GrantedLight: Story = { beforeEach: withConsent(FUNCTIONAL_ONLY), globals: light };
export const GrantedDark: Story = { beforeEach: withConsent(FUNCTIONAL_ONLY), globals: dark };
