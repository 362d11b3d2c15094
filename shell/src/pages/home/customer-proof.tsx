import { useQueries, useQuery } from '@tanstack/react-query';
import { formatResult } from '@site/contracts/case-study-results';
import { Card } from '@site/ui/card';
import { Grid } from '@site/ui/grid';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { Section } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { caseStudiesQuery, caseStudyQuoteQuery } from './content-queries.ts';

const HIGHLIGHTS = 3;
const CASE_STUDIES_PATH = '/resources/case-studies';

/**
 * Proof: the latest case studies with their headline figure, and what those customers said. Read
 * from the content API, so a study published in the CMS shows here too; if the API cannot answer,
 * the section is left out rather than shown broken.
 */
export function CustomerProof() {
  const studies = useQuery(caseStudiesQuery, queryClient).data?.items.slice(0, HIGHLIGHTS) ?? [];
  const quotes = useQueries({ queries: studies.map((study) => caseStudyQuoteQuery(study.slug)) }, queryClient)
    .map((result) => result.data)
    .filter((detail) => detail?.quote)
    .slice(0, 2);
  if (studies.length === 0) return null;
  return (
    <Section title="Results our customers measured" intro="Every figure comes from the customer’s own reporting, with the period it was measured over.">
      <Grid items={studies.length} minColumnWidth="18rem">
        {studies.map((study) => {
          const headline = study.results[0] ? formatResult(study.results[0]) : undefined;
          return (
            <Card as="article" key={study.slug} css={{ height: '100%' }}>
              {headline ? (
                <p css={{ margin: 0, fontSize: theme.fontSize.sm, color: theme.color.muted }}>
                  <strong css={{ display: 'block', fontSize: theme.fontSize.xxl, lineHeight: theme.lineHeight.tight, color: theme.color.brandStrong }}>
                    {headline.value}
                  </strong>
                  {headline.label}
                </p>
              ) : null}
              <h3 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
                <Link to={`${CASE_STUDIES_PATH}/${study.slug}`} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
                  {study.title}
                </Link>
              </h3>
              <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>{study.customer}</p>
            </Card>
          );
        })}
      </Grid>
      {quotes.length > 0 ? (
        <Grid items={quotes.length} minColumnWidth="20rem" css={{ marginTop: theme.space.xl }}>
          {quotes.map((detail) =>
            detail?.quote ? (
              <figure
                key={detail.slug}
                css={{
                  margin: 0,
                  padding: theme.space.lg,
                  borderLeft: `4px solid ${theme.color.accent}`,
                  background: theme.color.surfaceAlt,
                  borderRadius: theme.radius.md,
                }}
              >
                <blockquote css={{ margin: 0, fontSize: theme.fontSize.lg, lineHeight: theme.lineHeight.snug }}>
                  <p css={{ margin: 0 }}>“{detail.quote.text}”</p>
                </blockquote>
                <figcaption css={{ marginTop: theme.space.md, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
                  <strong css={{ color: theme.color.text }}>{detail.quote.name}</strong>, {detail.quote.role}
                </figcaption>
              </figure>
            ) : null,
          )}
        </Grid>
      ) : null}
      <p css={{ margin: `${theme.space.lg} 0 0` }}>
        <Link to={CASE_STUDIES_PATH}>Read every customer story</Link>
      </p>
    </Section>
  );
}
