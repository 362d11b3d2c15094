import { buttonStyles } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';

interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  /** The URL of a given page of the list. */
  hrefFor: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
}

/** Previous and next links with the position in between; nothing when everything fits on one page. */
export function Pagination({ label, page, pageCount, hrefFor, previousLabel, nextLabel }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label}
      css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.md, flexWrap: 'wrap', marginTop: theme.space.xl }}
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" css={buttonStyles('secondary', 'sm')}>
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" css={buttonStyles('secondary', 'sm')}>
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
