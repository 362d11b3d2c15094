import { css } from '@emotion/react';
import { theme } from '@site/ui/theme';
import { serverMarkup } from '@site/contracts/trusted-types';

/**
 * Typography for HTML rendered from Markdown on the server, where no component can style the
 * elements one by one: headings, lists, quotes, code and tables, at a comfortable reading width.
 */
const prose = css`
  max-width: ${theme.layout.readingWidth};
  font-size: 1.0625rem;
  line-height: ${theme.lineHeight.body};
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  h2 {
    font-size: ${theme.fontSize.xl};
    margin: ${theme.space.xl} 0 ${theme.space.md};
  }
  h3 {
    font-size: ${theme.fontSize.lg};
    margin: ${theme.space.lg} 0 ${theme.space.sm};
  }
  h4,
  h5,
  h6 {
    font-size: ${theme.fontSize.md};
    margin: ${theme.space.lg} 0 ${theme.space.sm};
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 ${theme.space.md};
  }
  ul,
  ol {
    padding-left: ${theme.space.lg};
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
  li > ul,
  li > ol {
    margin: ${theme.space.xs} 0 0;
  }
  strong {
    font-weight: ${theme.fontWeight.semibold};
  }
  blockquote {
    padding: ${theme.space.sm} ${theme.space.lg};
    border-left: 4px solid ${theme.color.brand};
    background: ${theme.color.brandSoft};
    border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
    & > :last-child {
      margin-bottom: 0;
    }
  }
  code {
    font-family: ${theme.font.mono};
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceAlt};
    border: 1px solid ${theme.color.border};
  }
  pre {
    padding: ${theme.space.md};
    overflow-x: auto;
    border-radius: ${theme.radius.md};
    background: ${theme.color.ink};
    color: ${theme.color.inkText};
    line-height: ${theme.lineHeight.snug};
    & code {
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font-size: ${theme.fontSize.sm};
    }
  }
  hr {
    border: 0;
    border-top: 1px solid ${theme.color.border};
    margin: ${theme.space.xl} 0;
  }
  img {
    display: block;
    height: auto;
    border-radius: ${theme.radius.md};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${theme.fontSize.sm};
  }
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${theme.color.surfaceAlt};
  }
  .align-center {
    text-align: center;
  }
  .align-right {
    text-align: right;
  }
`;

/**
 * An article body the content service rendered from Markdown. The service escapes raw HTML and
 * drops unsafe link targets (services/content/src/markdown.ts), which is what makes inserting
 * it as HTML safe; it must never be given HTML from anywhere else (adding ids to its headings,
 * lib/section-headings.ts, keeps it that service's HTML).
 */
export function ArticleHtml({ html }: { html: string }) {
  return <div css={prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: serverMarkup(html) }} />;
}
