import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';

export interface FilterOption {
  label: string;
  /** The list's URL with this filter applied. */
  to: string;
  current: boolean;
}

/**
 * A filter as a row of links rather than a form: each option is a shareable URL, works with the
 * keyboard like any link, and the one in force is announced as the current page.
 */
export function FilterLinks({ label, options }: { label: string; options: readonly FilterOption[] }) {
  return (
    <nav aria-label={label}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              aria-current={option.current ? 'page' : undefined}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: '36px',
                padding: `0 ${theme.space.md}`,
                borderRadius: theme.radius.pill,
                border: `1px solid ${theme.color.borderStrong}`,
                background: theme.color.surface,
                color: theme.color.text,
                fontSize: theme.fontSize.sm,
                fontWeight: theme.fontWeight.medium,
                textDecoration: 'none',
                '&:hover': { borderColor: theme.color.brand, color: theme.color.brandStrong, background: theme.color.brandSoft },
                '&[aria-current="page"]': { background: theme.color.brand, borderColor: theme.color.brand, color: theme.color.onBrand },
              }}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
