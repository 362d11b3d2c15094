import { theme } from '@site/ui/theme';
import type { SectionHeading } from '../lib/section-headings.ts';

/** One table of contents per page, so a fixed id (no useId: the prerendered markup must match the app's). */
export const TABLE_OF_CONTENTS_ID = 'on-this-page';

/** A short post is read top to bottom; from three sections on, seeing them first helps a reader choose. */
const MIN_SECTIONS = 3;

/**
 * "On this page": links to the article's sections. Plain fragment links, so they work in the
 * prerendered page before any JavaScript runs; the site's scroll padding clears the fixed header.
 */
export function TableOfContents({ headings }: { headings: readonly SectionHeading[] }) {
  if (headings.length < MIN_SECTIONS) return null;
  return (
    <nav
      aria-labelledby={TABLE_OF_CONTENTS_ID}
      css={{
        maxWidth: theme.layout.readingWidth,
        margin: `0 0 ${theme.space.xl}`,
        padding: `${theme.space.md} ${theme.space.lg}`,
        borderLeft: `4px solid ${theme.color.brand}`,
        borderRadius: `0 ${theme.radius.md} ${theme.radius.md} 0`,
        background: theme.color.surfaceAlt,
      }}
    >
      <h2 id={TABLE_OF_CONTENTS_ID} css={{ fontSize: theme.fontSize.md, margin: `0 0 ${theme.space.sm}` }}>
        On this page
      </h2>
      <ol css={{ margin: 0, paddingLeft: theme.space.lg, '& li + li': { marginTop: theme.space.xs } }}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${encodeURIComponent(heading.id)}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
