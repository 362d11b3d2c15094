import { mediaUp, theme } from '@site/ui/theme';

/**
 * The box the header search's two forms share: the form shown the moment it is opened
 * (search-form.tsx) and the live panel that takes its place once its code has loaded
 * (search-panel.tsx). They must match, so the swap is not seen; so must their field (search-field.tsx).
 */

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
