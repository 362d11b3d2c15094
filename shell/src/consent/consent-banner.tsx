import { useRef } from 'react';
import { Button } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { mediaDown, theme, visuallyHidden } from '@site/ui/theme';
import { CONSENT_ASK_ATTRIBUTE } from '@site/contracts/cookie-consent';
import { BOTTOM_BAR_LEVEL } from '../layout/bottom-bar-space.ts';
import { useBottomBarSpace } from '../layout/use-bottom-bar-space.ts';
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE, type BannerChoice } from './consent-markers.ts';

interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
  /** Starts loading the dialog's code when the visitor heads for Customize. */
  onPrepareCustomize: () => void;
}

/** Phones: the banner must leave a page's first call to action in view (issue #46). */
const onPhones = mediaDown('sm');

/**
 * The first layer: fixed to the bottom of the viewport. While it shows, the page gets as much
 * room below as the banner is tall (and scrolling keeps focused elements above it, WCAG 2.4.11),
 * so it never hides content for good. Accept All and Reject All look exactly alike. Every page
 * carries it; it shows only while `<html>` has CONSENT_ASK_ATTRIBUTE, which the page sets before
 * its first paint when no current choice is stored.
 *
 * On a phone it is compact, about an eighth of the screen: its first sentence and the Cookie
 * Policy link on two short lines, the three buttons on one row. Its heading still names it, for
 * screen readers only; the rest of the text is the Customize dialog's to explain.
 */
export function ConsentBanner({ onAcceptAll, onRejectAll, onCustomize, onPrepareCustomize }: ConsentBannerProps) {
  const ref = useRef<HTMLElement>(null);

  useBottomBarSpace(ref, BOTTOM_BAR_LEVEL.consent);

  return (
    <section
      data-print="hide"
      ref={ref}
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
      data-testid="consent-banner"
      {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}
      css={{
        display: 'none',
        [`html[${CONSENT_ASK_ATTRIBUTE}] &`]: { display: 'block' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndex.cookieBanner,
        maxHeight: '60vh',
        overflowY: 'auto',
        background: theme.color.surface,
        color: theme.color.text,
        borderTop: `1px solid ${theme.color.border}`,
        boxShadow: '0 -8px 24px rgba(20, 33, 61, 0.12)',
        padding: `${theme.space.sm} ${theme.space.md} ${theme.space.md}`,
        [onPhones]: { paddingBottom: `max(${theme.space.sm}, env(safe-area-inset-bottom))` },
        [`@media (min-width: ${theme.breakpoint.md}px)`]: { paddingBlock: theme.space.md },
      }}
    >
      <div
        css={{
          maxWidth: theme.layout.maxWidth,
          marginInline: 'auto',
          display: 'grid',
          gap: theme.space.sm,
          alignItems: 'center',
          [`@media (min-width: ${theme.breakpoint.lg}px)`]: { gridTemplateColumns: '1fr auto', gap: theme.space.xl },
        }}
      >
        <div>
          <h2
            id="consent-banner-title"
            css={{
              fontSize: theme.fontSize.md,
              margin: `0 0 ${theme.space.xs}`,
              [onPhones]: visuallyHidden,
              [`@media (min-width: ${theme.breakpoint.md}px)`]: { fontSize: theme.fontSize.lg },
            }}
          >
            Cookies on Keyline
          </h2>
          <p
            id="consent-banner-text"
            css={{ margin: 0, fontSize: theme.fontSize.sm, [onPhones]: { fontSize: theme.fontSize.xs, lineHeight: theme.lineHeight.snug } }}
          >
            We use strictly necessary cookies, and others only if you agree.{' '}
            <span css={{ [onPhones]: { display: 'none' } }}>
              The others are functional, analytics and advertising cookies. Change your choice at any time with Cookie Settings in the footer.{' '}
            </span>
            <Link to="/legal/cookie-policy">Cookie Policy</Link>
          </p>
        </div>
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: theme.space.sm,
            '& > :last-child': { gridColumn: '1 / -1' },
            // One row of three, each narrow enough for 320 px.
            [onPhones]: {
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: theme.space.xs,
              '& > :last-child': { gridColumn: 'auto' },
              '& > button': { paddingInline: theme.space.xs, fontSize: theme.fontSize.sm },
            },
            [`@media (min-width: ${theme.breakpoint.md}px)`]: {
              gridTemplateColumns: 'repeat(3, auto)',
              '& > :last-child': { gridColumn: 'auto' },
            },
          }}
        >
          <Button onClick={onAcceptAll} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accept-all' satisfies BannerChoice }}>
            Accept All
          </Button>
          <Button onClick={onRejectAll} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'reject-all' satisfies BannerChoice }}>
            Reject All
          </Button>
          <Button variant="secondary" onClick={onCustomize} onPointerEnter={onPrepareCustomize} onFocus={onPrepareCustomize}>
            Customize
          </Button>
        </div>
      </div>
    </section>
  );
}
