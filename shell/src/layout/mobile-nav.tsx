import { useEffect } from 'react';
import { Icon } from '@site/ui/icons';
import { mediaUp, theme } from '@site/ui/theme';
import MobileNavPanel from './mobile-nav-panel.tsx';
import { PANEL_ID, rowStyle } from './mobile-nav-styles.ts';
import type { NavMenu } from './nav-groups.ts';
import { useCloseOnNavigation, usePopoverOpen } from './popover-open.ts';

const iconWhen = (open: boolean) => ({
  display: open ? 'none' : 'inline',
  [`[data-site-header]:has(#${PANEL_ID}:popover-open) &`]: { display: open ? 'inline' : 'none' },
});

/** The toggle that opens the mobile panel; shown below the `lg` breakpoint. It works before the app runs, and without script. */
export function MobileMenuToggle() {
  return (
    <button
      type="button"
      id="mobile-menu-toggle"
      popoverTarget={PANEL_ID}
      aria-controls={PANEL_ID}
      css={{
        ...rowStyle,
        width: 'auto',
        minHeight: '44px',
        padding: `0 ${theme.space.sm}`,
        borderRadius: theme.radius.md,
        gap: theme.space.xs,
        [mediaUp('lg')]: { display: 'none' },
      }}
    >
      <Icon name="menu" size={24} css={iconWhen(false)} />
      <Icon name="close" size={24} css={iconWhen(true)} />
      Menu
    </button>
  );
}

/**
 * The mobile panel (see mobile-nav-panel.tsx), a native popover in the prerendered markup: Escape
 * and a tap outside close it (returning focus to the toggle), navigating closes it, and the page
 * behind it does not scroll while it is open.
 */
export function MobileNav({ menus }: { menus: readonly NavMenu[] }) {
  const open = usePopoverOpen(PANEL_ID);
  useCloseOnNavigation(PANEL_ID);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return <MobileNavPanel menus={menus} />;
}
