import { mediaUp, theme } from '@site/ui/theme';

/**
 * The look the header search's two boxes share: the form shown the moment it is opened
 * (search-form.tsx) and the live panel that takes its place once its code has loaded
 * (search-panel.tsx). They must match, so the swap is not seen.
 */

export const SEARCH_PLACEHOLDER = 'Search solutions, resources, partners…';

/** The box under the fixed header: the width of the screen on a phone, right-aligned with the content column above. */
export const searchBoxStyle = {
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  maxHeight: `calc(100dvh - ${theme.layout.headerHeight})`,
  // Narrow screens keep the width for the input, so its placeholder shows in full.
  padding: theme.space.sm,
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.lg,
  [mediaUp('md')]: {
    left: 'auto',
    // Right-aligned with the header's content column.
    right: `max(${theme.space.md}, calc((100% - ${theme.layout.maxWidth}) / 2 + ${theme.space.md}))`,
    width: `min(36rem, calc(100% - 2 * ${theme.space.md}))`,
    maxHeight: `calc(100dvh - ${theme.layout.headerHeight} - ${theme.space.lg})`,
    padding: theme.space.md,
    border: `1px solid ${theme.color.border}`,
    borderRadius: `0 0 ${theme.radius.lg} ${theme.radius.lg}`,
  },
} as const;

export const searchFieldRowStyle = { position: 'relative', display: 'flex', alignItems: 'center' } as const;

export const searchFieldIconStyle = { position: 'absolute', left: '12px', color: theme.color.muted, pointerEvents: 'none' } as const;

/** The input, with room for the clear button once there is something to clear. */
export const searchInputStyle = (withClearButton: boolean) =>
  ({
    width: '100%',
    minHeight: '48px',
    paddingBlock: theme.space.sm,
    // Room for the search icon, and for the clear button once there is something to clear.
    paddingInline: `40px ${withClearButton ? '48px' : theme.space.sm}`,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    color: theme.color.text,
    '&::placeholder': { color: theme.color.muted, opacity: 1 },
    '&:hover': { borderColor: theme.color.text },
    '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '1px' },
  }) as const;
