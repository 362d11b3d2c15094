import { CardThumbnail } from '../components/card-thumbnail.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageProps } from '@site/contracts/remote-module';
import { Badge } from '@site/ui/badge';
import { Card } from '@site/ui/card';
import { Container } from '@site/ui/container';
import { Grid } from '@site/ui/grid';
import { PageHeader } from '@site/ui/page-header';
import { queryClient } from '@site/ui/query-client';
import { Link, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { caseStudyListQuery } from '../api/content-queries.ts';
import type { CaseStudySummary } from '../api/content-types.ts';
import { FilterLinks } from '../components/filter-links.tsx';
import { LoadError, LoadingState } from '../components/query-states.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { formatResult } from '@site/contracts/case-study-results';
import { INDUSTRIES, industryLabel } from '../lib/labels.ts';
import { parseIndustryFilter } from '../lib/list-filters.ts';
import { CASE_STUDIES_PATH, caseStudyListHref } from '../lib/paths.ts';

/** The industries with at least one case study, in the site's usual order, plus the one being viewed. */
function industriesOnOffer(studies: readonly CaseStudySummary[], current: string | undefined): string[] {
  const present = new Set<string>(studies.map((study) => study.industry));
  if (current) present.add(current);
  return INDUSTRIES.filter((industry) => present.has(industry));
}

function CaseStudyCard({ study }: { study: CaseStudySummary }) {
  const headline = study.results[0] ? formatResult(study.results[0]) : undefined;
  return (
    <Card as="article" css={{ height: '100%' }}>
      <CardThumbnail image={study.heroImage} />
      <div>
        <Badge tone="accent">{industryLabel(study.industry)}</Badge>
      </div>
      <h2 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
        <Link to={`${CASE_STUDIES_PATH}/${study.slug}`} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
          {study.title}
        </Link>
      </h2>
      <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>{study.customer}</p>
      <p css={{ margin: 0, flexGrow: 1 }}>{study.summary}</p>
      {headline ? (
        <p css={{ margin: 0, paddingTop: theme.space.sm, borderTop: `1px solid ${theme.color.border}`, fontSize: theme.fontSize.sm }}>
          <strong css={{ display: 'block', fontSize: theme.fontSize.lg, color: theme.color.brandStrong }}>{headline.value}</strong>
          {headline.label}
        </p>
      ) : null}
    </Card>
  );
}

/** /resources/case-studies: customer stories with measured results, filterable by industry. */
export default function CaseStudyListPage({ entry }: PageProps) {
  const [searchParams] = useSearchParams();
  const industry = parseIndustryFilter(searchParams, INDUSTRIES);
  const list = useQuery({ ...caseStudyListQuery(industry), placeholderData: keepPreviousData }, queryClient);
  const all = useQuery(caseStudyListQuery(undefined), queryClient);
  useDocumentTitle(industry ? `${entry.title}: ${industryLabel(industry)}` : entry.title);

  // A list already shown stays when a later refresh fails.
  if (list.isError && list.data === undefined) {
    return (
      <LoadError
        title="The case studies could not be loaded"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        fallback={{ label: 'Browse all resources', to: '/resources' }}
      />
    );
  }

  const industryOptions = [
    { label: 'All industries', to: CASE_STUDIES_PATH, current: !industry },
    ...industriesOnOffer(all.data?.items ?? [], industry).map((option) => ({
      label: industryLabel(option),
      to: caseStudyListHref(option),
      current: option === industry,
    })),
  ];
  const count = list.data ? `${list.data.items.length} ${list.data.items.length === 1 ? 'case study' : 'case studies'}` : '';

  return (
    <div>
      <PageHeader eyebrow="Resources" title={entry.title} lead={entry.description} visual="resource-library" />
      <Container css={{ paddingBlock: theme.space.xl }}>
        <FilterLinks label="Filter case studies by industry" options={industryOptions} />
        {list.data ? (
          <div
            aria-busy={list.isPlaceholderData || undefined}
            css={{ marginTop: theme.space.lg, opacity: list.isPlaceholderData ? 0.6 : 1, transition: `opacity ${theme.motion.base} ease` }}
          >
            <div role="status">
              {list.data.items.length === 0 ? (
                <p>
                  There are no case studies for {industry ? industryLabel(industry) : 'this industry'}. <Link to={CASE_STUDIES_PATH}>See all case studies</Link>
                </p>
              ) : (
                <p css={{ color: theme.color.muted }}>
                  {industry ? (
                    <>
                      {count} in {industryLabel(industry)}. <Link to={CASE_STUDIES_PATH}>Clear the filter</Link>
                    </>
                  ) : (
                    `${count}, newest first.`
                  )}
                </p>
              )}
            </div>
            <Grid as="ul" minColumnWidth="18rem" items={list.data.items.length} aria-label="Case studies">
              {list.data.items.map((study) => (
                <li key={study.slug}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </Grid>
          </div>
        ) : (
          <LoadingState label="Loading case studies..." />
        )}
      </Container>
    </div>
  );
}
