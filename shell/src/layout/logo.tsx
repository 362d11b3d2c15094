import { COMPANY } from '@site/contracts/site-links';
import { theme } from '@site/ui/theme';

/** The brand mark: a shield with a keyhole, drawn inline. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2l12 4.5v9c0 7-5.1 12.6-12 14.5C9.1 28.1 4 22.5 4 15.5v-9z" fill={theme.color.brand} />
      <path d="M16 9.5a3.5 3.5 0 0 0-1.6 6.6L13.5 22h5l-.9-5.9A3.5 3.5 0 0 0 16 9.5" fill="#fff" />
    </svg>
  );
}

/** Mark and wordmark; the surrounding link carries the accessible name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm, lineHeight: 1.1 }}>
      <LogoMark />
      <span css={{ display: 'flex', flexDirection: 'column' }}>
        <span css={{ fontWeight: theme.fontWeight.bold, fontSize: '1.2rem', letterSpacing: '-0.01em', color: inverse ? '#ffffff' : theme.color.brandStrong }}>
          {COMPANY.shortName}
        </span>
        <span
          css={{
            fontSize: '0.6875rem',
            fontWeight: theme.fontWeight.semibold,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: inverse ? theme.color.inkText : theme.color.muted,
          }}
        >
          Secure Payments
        </span>
      </span>
    </span>
  );
}
