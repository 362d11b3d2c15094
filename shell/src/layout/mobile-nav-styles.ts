/** What the mobile menu toggle and its panel share: the panel's id and the row style of both. */
import { theme } from '@site/ui/theme';

export const PANEL_ID = 'mobile-menu';

export const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  width: '100%',
  minHeight: '48px',
  padding: `0 ${theme.space.md}`,
  border: 0,
  background: 'none',
  color: theme.color.text,
  fontWeight: theme.fontWeight.semibold,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceAlt, color: theme.color.brandStrong },
} as const;
