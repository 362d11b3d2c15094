import { css } from '@emotion/react';
import { Link } from '@site/ui/router';
import { Icon } from '@site/ui/icons';
import { theme, visuallyHidden } from '@site/ui/theme';
import type { RouteEntry } from '@site/contracts/route-entry';
import { scrollAfterHeaderLink } from './header-link.ts';
import { MENU_GROUP_ATTRIBUTE } from './menu-keys.ts';
import { menuSections, overviewLabel, type NavMenu } from './nav-groups.ts';
import { underHeaderPopover } from './popover-open.ts';

// The overview card's box, which a page's preview takes exactly: the panel's padding places both.
const PANEL_PADDING_BLOCK = theme.space.lg;
const PANEL_PADDING_INLINE = theme.space.md;
const CARD_WIDTH = '16rem';
const PREVIEW_ATTRIBUTE = 'data-menu-preview';

const cardStyle = { padding: theme.space.lg, borderRadius: theme.radius.lg, background: theme.color.brandSoft } as const;
// Serialised once here rather than on every render: each open-able menu renders all its links, and
// hashing their styles again on every render was a measurable part of a phone's start-up time.
const cardTitleStyle = css({
  display: 'block',
  margin: `0 0 ${theme.space.sm}`,
  fontWeight: theme.fontWeight.bold,
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.tight,
});
const cardTextStyle = css({ display: 'block', margin: `0 0 ${theme.space.md}`, color: theme.color.muted, fontSize: theme.fontSize.sm });

/** A page's preview while its link is pointed at or focused: over the overview card, the same size. */
const previewShown = {
  ...cardStyle,
  position: 'absolute',
  top: PANEL_PADDING_BLOCK,
  bottom: PANEL_PADDING_BLOCK,
  left: PANEL_PADDING_INLINE,
  width: CARD_WIDTH,
  height: 'auto',
  margin: 0,
  overflow: 'hidden',
  clip: 'auto',
  whiteSpace: 'normal',
  border: 0,
  pointerEvents: 'none',
  zIndex: 1,
} as const;

/**
 * An open menu: the overview card, then the menu's pages under their headings in balanced columns
 * (three at 1024 px, four from about 1100 px), titles only so that the Solutions menu's 26 pages fit a
 * 768 px-tall screen. A page's description is its link's accessible description, and shows whole
 * in the card's place while the link is pointed at or focused (CSS alone: it works before the app).
 * Each column is a group for the arrow keys (menu-keys.ts).
 */
export function MenuPanel({ id, menu }: { id: string; menu: NavMenu }) {
  return (
    <div
      id={id}
      popover="auto"
      css={{
        ...underHeaderPopover,
        maxHeight: `calc(100vh - ${theme.layout.headerHeight})`,
        boxShadow: theme.shadow.lg,
      }}
    >
      <div
        css={{
          position: 'relative',
          maxWidth: theme.layout.maxWidth,
          marginInline: 'auto',
          padding: `${PANEL_PADDING_BLOCK} ${PANEL_PADDING_INLINE}`,
          display: 'grid',
          gridTemplateColumns: `${CARD_WIDTH} 1fr`,
          gap: theme.space.xl,
        }}
      >
        <div {...{ [MENU_GROUP_ATTRIBUTE]: '' }} css={cardStyle}>
          <p css={cardTitleStyle}>{menu.overview?.title ?? menu.label}</p>
          {menu.overview ? <p css={cardTextStyle}>{menu.overview.description}</p> : null}
          <Link
            to={menu.indexPath}
            onClick={() => scrollAfterHeaderLink(menu.indexPath)}
            css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs, minHeight: '44px', fontWeight: theme.fontWeight.semibold }}
          >
            {overviewLabel(menu)}
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        <div css={{ columns: '4 11rem', columnGap: theme.space.lg }}>
          {menuSections(menu.entries).map((section, sectionIndex) => {
            const headingId = `${id}-s${sectionIndex}`;
            return (
              <section
                key={section.heading ?? ''}
                aria-labelledby={section.heading ? headingId : undefined}
                // A group stays whole in its column; a menu without headings flows through them all.
                css={{ breakInside: section.heading ? 'avoid' : 'auto', marginBottom: theme.space.md }}
              >
                {section.heading ? (
                  <h2
                    id={headingId}
                    css={{
                      margin: `0 0 ${theme.space.xs}`,
                      padding: `0 ${theme.space.sm}`,
                      fontSize: theme.fontSize.xs,
                      textTransform: 'uppercase',
                      letterSpacing: '0.06em',
                      color: theme.color.muted,
                    }}
                  >
                    {section.heading}
                  </h2>
                ) : null}
                <ul {...{ [MENU_GROUP_ATTRIBUTE]: '' }} css={menuListStyle}>
                  {section.entries.map((entry, index) => (
                    <li key={entry.path} css={menuItemStyle}>
                      <MenuLink id={`${headingId}-${index}`} entry={entry} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const menuLinkStyle = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius.md,
  color: theme.color.text,
  textDecoration: 'none',
  '&:hover': { background: theme.color.surfaceAlt, color: theme.color.text },
  '&:hover > span:first-of-type': { color: theme.color.brand, textDecoration: 'underline' },
  [`& > [${PREVIEW_ATTRIBUTE}]`]: visuallyHidden,
  [`&:is(:hover, :focus-visible) > [${PREVIEW_ATTRIBUTE}]`]: previewShown,
  // The page under the pointer wins over the one focused from the keyboard.
  [`&:hover > [${PREVIEW_ATTRIBUTE}]`]: { zIndex: 2 },
});
const menuLinkTitleStyle = css({ fontWeight: theme.fontWeight.semibold, fontSize: theme.fontSize.sm, lineHeight: theme.lineHeight.snug });
const menuListStyle = css({ listStyle: 'none', margin: 0, padding: 0 });
const menuItemStyle = css({ breakInside: 'avoid' });

function MenuLink({ id, entry }: { id: string; entry: RouteEntry }) {
  return (
    <Link to={entry.path} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} onClick={() => scrollAfterHeaderLink(entry.path)} css={menuLinkStyle}>
      <span id={`${id}-t`} css={menuLinkTitleStyle}>
        {entry.title}
      </span>
      <span {...{ [PREVIEW_ATTRIBUTE]: '' }}>
        {/* The title is the link's name already: shown again here for the eye only. */}
        <span aria-hidden="true" css={cardTitleStyle}>
          {entry.title}
        </span>
        <span id={`${id}-d`} css={cardTextStyle}>
          {entry.description}
        </span>
      </span>
    </Link>
  );
}
