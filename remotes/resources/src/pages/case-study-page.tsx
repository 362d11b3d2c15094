import { FACTS } from '@site/contracts/company-facts';
import { useMemo } from 'react';
import { caseStudyRecord } from '@site/contracts/page-head';
import type { PageProps } from '@site/contracts/remote-module';
import type { RouteEntry } from '@site/contracts/route-entry';
import { useDetailHead } from '@site/ui/page-head';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@site/ui/badge';
import { Container } from '@site/ui/container';
import { CtaBand } from '@site/ui/cta-band';
import { queryClient } from '@site/ui/query-client';
import { Link, useParams } from '@site/ui/router';
import { Section } from '@site/ui/section';
import { Stats } from '@site/ui/stats';
import { theme } from '@site/ui/theme';
import { caseStudyQuery, featureListQuery, isContentIdentifier } from '../api/content-queries.ts';
import type { CaseStudy, Feature } from '../api/content-types.ts';
import { ContentDetail } from '../components/content-detail.tsx';
import { ContentImage } from '../components/content-image.tsx';
import { formatResult } from '@site/contracts/case-study-results';
import { industryLabel } from '../lib/labels.ts';
import { paragraphs } from '../lib/paragraphs.ts';
import { CASE_STUDIES_PATH, caseStudyListHref } from '../lib/paths.ts';

const HERO = { width: 1200, height: 630 } as const;
const measure = { maxWidth: '46rem' } as const;

function TextSection({ title, text, tone }: { title: string; text: string; tone: 'plain' | 'alt' }) {
  return (
    <Section title={title} tone={tone}>
      <div css={{ ...measure, fontSize: '1.0625rem' }}>
        {paragraphs(text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

/** The products a case study used, named and linked to their entry on /features (once the feature list has loaded). */
function ProductsUsed({ slugs }: { slugs: readonly string[] }) {
  const features = useQuery(featureListQuery(), queryClient);
  const bySlug = new Map<string, Feature>((features.data?.items ?? []).map((feature) => [feature.slug, feature]));
  const used = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  if (used.length === 0) return null;
  return (
    <Section title="What they used">
      <ul css={{ ...measure, margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.sm }}>
        {used.map((feature) => (
          <li key={feature.slug}>
            <Link to={`/features#${feature.slug}`} css={{ fontWeight: theme.fontWeight.semibold }}>
              {feature.title}
            </Link>
            : {feature.description}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Quote({ quote }: { quote: NonNullable<CaseStudy['quote']> }) {
  return (
    <Container>
      <figure
        css={{
          margin: `${theme.space.xl} auto`,
          maxWidth: '48rem',
          padding: theme.space.xl,
          borderRadius: theme.radius.lg,
          background: theme.color.surfaceAlt,
        }}
      >
        <blockquote css={{ margin: 0, fontSize: theme.fontSize.xl, lineHeight: theme.lineHeight.snug, fontWeight: theme.fontWeight.medium }}>
          <p css={{ margin: 0 }}>“{quote.text}”</p>
        </blockquote>
        <figcaption css={{ marginTop: theme.space.md, color: theme.color.muted }}>
          <strong css={{ color: theme.color.text }}>{quote.name}</strong>, {quote.role}
        </figcaption>
      </figure>
    </Container>
  );
}

function Study({ entry, study }: { entry: RouteEntry; study: CaseStudy }) {
  useDetailHead(
    entry,
    useMemo(() => caseStudyRecord(study), [study]),
  );
  return (
    <article>
      <header css={{ background: `linear-gradient(180deg, ${theme.color.brandSoft}, ${theme.color.surface})`, paddingBlock: theme.space.xl }}>
        <Container>
          <p css={{ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSize.sm }}>
            <Link to={CASE_STUDIES_PATH}>← All case studies</Link>
          </p>
          <Badge tone="accent">Case study</Badge>
          <h1 css={{ fontSize: theme.fontSize.xxl, margin: `${theme.space.md} 0`, maxWidth: '28ch' }}>{study.title}</h1>
          <p css={{ fontSize: theme.fontSize.lg, color: theme.color.muted, maxWidth: '60ch' }}>{study.summary}</p>
          <dl
            css={{
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${theme.space.xs} ${theme.space.lg}`,
              '& dt': { fontWeight: theme.fontWeight.semibold },
              '& dd': { margin: 0 },
              '& > div': { display: 'flex', gap: theme.space.xs },
            }}
          >
            <div>
              <dt>Customer</dt>
              <dd>{study.customer}</dd>
            </div>
            <div>
              <dt>Industry</dt>
              <dd>
                <Link to={caseStudyListHref(study.industry)}>{industryLabel(study.industry)}</Link>
              </dd>
            </div>
          </dl>
          <ContentImage image={study.heroImage} width={HERO.width} height={HERO.height} priority css={{ marginTop: theme.space.xl, maxWidth: '52rem' }} />
        </Container>
      </header>
      {study.results.length > 0 ? <Stats label={`Measured results: ${study.customer}`} stats={study.results.map(formatResult)} /> : null}
      <TextSection title="The challenge" text={study.challenge} tone="plain" />
      <TextSection title="The solution" text={study.solution} tone="alt" />
      {study.quote ? <Quote quote={study.quote} /> : null}
      <ProductsUsed slugs={study.products} />
      <CtaBand
        title="See what the same approach would change for you"
        text={`A ${FACTS.demoMinutes}-minute session with a secure-payments specialist: your channels, your gateway and the results you could expect.`}
        actions={[
          { label: 'Book a demo', to: '/book-demo' },
          { label: 'More case studies', to: CASE_STUDIES_PATH },
        ]}
      />
    </article>
  );
}

/** /resources/case-studies/:slug: the customer, the challenge, the solution and the measured results. */
export default function CaseStudyPage({ entry }: PageProps) {
  const { slug } = useParams();
  const identifierValid = isContentIdentifier(slug);
  const query = useQuery({ ...caseStudyQuery(slug ?? ''), enabled: identifierValid }, queryClient);
  return (
    <ContentDetail query={query} identifierValid={identifierValid} noun="case study" list={{ label: 'Browse case studies', to: CASE_STUDIES_PATH }}>
      {(study) => <Study entry={entry} study={study} />}
    </ContentDetail>
  );
}
