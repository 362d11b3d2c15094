import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { tagLabel } from '../lib/labels.ts';
import { blogListHref } from '../lib/paths.ts';

/** A post's topics, each a link to the blog filtered by it. */
export function TagLinks({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={blogListHref({ tag })}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: '24px',
              padding: `0 ${theme.space.sm}`,
              borderRadius: theme.radius.pill,
              background: theme.color.brandSoft,
              color: theme.color.brandStrong,
              fontSize: theme.fontSize.xs,
              fontWeight: theme.fontWeight.semibold,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
