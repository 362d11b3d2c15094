import { theme } from '@site/ui/theme';

/** The first stop of the keyboard on every page: straight to its main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      data-print="hide"
      css={{
        position: 'absolute',
        left: theme.space.md,
        top: '-100px',
        zIndex: theme.zIndex.header + 1,
        background: theme.color.surface,
        color: theme.color.brandStrong,
        fontWeight: theme.fontWeight.semibold,
        padding: `${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.md,
        '&:focus': { top: theme.space.sm },
      }}
    >
      Skip to main content
    </a>
  );
}
