import { SEARCH_RESULT_CUT } from '@site/contracts/admin-api';
import { theme } from '@site/ui/theme';

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text);

/**
 * How the page could look as a search result: title, address and description, cut where search
 * engines usually cut them, so an editor sees a truncated title before publishing it. It keeps a
 * search engine's own white page and colours in both colour schemes, as a screenshot would.
 */
export function SearchSnippet({ title, path, description, noindex = false }: { title: string; path: string; description: string; noindex?: boolean }) {
  return (
    <figure css={{ margin: 0, display: 'grid', gap: theme.space.xs }} aria-label="Search result preview" data-testid="search-snippet">
      <figcaption css={{ fontSize: theme.fontSize.sm, color: theme.color.muted }}>
        {noindex ? 'Hidden from search engines (noindex): this is how it would look.' : 'How it can look in search results'}
      </figcaption>
      <div css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: theme.space.md, background: '#ffffff', opacity: noindex ? 0.6 : 1, fontFamily: 'Arial, sans-serif' }}>
        <div css={{ color: '#202124', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>keyline.example{path === '/' ? '' : path.replaceAll('/', ' › ').replace(/^ › /, ' › ')}</div>
        <div css={{ color: '#1a0dab', fontSize: '1.15rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>{cut(title || '(no title)', SEARCH_RESULT_CUT.title)}</div>
        <div css={{ color: '#4d5156', fontSize: '0.875rem', lineHeight: 1.5, overflowWrap: 'anywhere' }}>{cut(description || '(no description)', SEARCH_RESULT_CUT.description)}</div>
      </div>
    </figure>
  );
}
