import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_RESULT_CUT } from '@site/contracts/admin-api';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { CheckboxField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { seoOverviewQuery } from '../api/settings-api.ts';
import { errorText, muted, panel } from '../components/admin-styles.ts';
import { RecordTable } from '../components/record-table.tsx';
import { needsWork, searchResultFit, type SearchResultFit } from './search-result-fit.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function FitBadges({ fit, indexable }: { fit: SearchResultFit; indexable: boolean }) {
  return (
    <span css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
      {fit.titleCut ? <Badge tone="danger">title cut</Badge> : null}
      {fit.descriptionMissing ? <Badge tone="danger">no description</Badge> : null}
      {fit.descriptionCut ? <Badge tone="danger">description cut</Badge> : null}
      {!needsWork(fit) ? <Badge tone="neutral">fits</Badge> : null}
      {indexable ? null : <Badge tone="neutral">hidden (noindex)</Badge>}
    </span>
  );
}

/**
 * Every page of the sitemap as search engines get it (the site's name in the title counted), with
 * what does not fit a result marked. A route page is changed in the form below (`overridable`);
 * a post, case study or partner in its editor, found in Content by its address.
 */
export function SeoOverview({ overridable, onEdit }: { overridable: ReadonlySet<string>; onEdit: (path: string) => void }) {
  const overview = useQuery(seoOverviewQuery, queryClient);
  const [onlyToFix, setOnlyToFix] = useState(true);
  if (overview.isError) return <p css={errorText}>The pages could not be read: {overview.error.message}</p>;
  if (!overview.data) return <p>Reading every page’s title and description…</p>;
  const pages = overview.data.pages.map((page) => ({ ...page, fit: searchResultFit(page) }));
  const toFix = pages.filter((page) => needsWork(page.fit));
  const shown = onlyToFix ? toFix : pages;
  const count = (key: keyof SearchResultFit) => pages.filter((page) => page.fit[key]).length;
  return (
    <section css={[panel, { gap: theme.space.sm }]} aria-labelledby="seo-overview-title">
      <h2 id="seo-overview-title" css={{ margin: 0, fontSize: theme.fontSize.lg }}>
        Every page in search results
      </h2>
      <p css={{ margin: 0 }} data-testid="seo-overview-summary">
        {plural(pages.length, 'page', 'pages')} in the sitemap: {plural(count('titleCut'), 'title', 'titles')} longer than the {SEARCH_RESULT_CUT.title}{' '}
        characters search engines usually show, {plural(count('descriptionMissing'), 'description', 'descriptions')} missing,{' '}
        {plural(count('descriptionCut'), 'description', 'descriptions')} longer than {SEARCH_RESULT_CUT.description}.
      </p>
      <CheckboxField label="Only pages that need work" checked={onlyToFix} onChange={(event) => setOnlyToFix(event.target.checked)} />
      {shown.length === 0 ? (
        <p css={muted}>Every page’s title and description fit a search result.</p>
      ) : (
        <RecordTable label="Pages in search results">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Title as search engines get it</th>
              <th scope="col">Description</th>
              <th scope="col">Fit</th>
              <th scope="col">Change it</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page) => (
              <tr key={page.path}>
                <td css={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>
                  <a href={page.path} target="_blank" rel="noopener">
                    {page.path}
                  </a>
                </td>
                <td css={{ minWidth: '14rem' }}>
                  {page.title} <span css={muted}>({page.title.length})</span>
                </td>
                <td css={{ minWidth: '14rem' }}>
                  {page.fit.descriptionMissing ? <span css={muted}>none</span> : `${page.description.trim().length} characters`}
                </td>
                <td>
                  <FitBadges fit={page.fit} indexable={page.indexable} />
                </td>
                <td>
                  {overridable.has(page.path) ? (
                    <Button size="sm" variant="ghost" onClick={() => onEdit(page.path)}>
                      Override
                    </Button>
                  ) : (
                    <Link to={`/admin/content?q=${encodeURIComponent(page.path.split('/').pop() ?? '')}`}>Find in Content</Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      )}
    </section>
  );
}
