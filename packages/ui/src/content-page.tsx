import type { SiteVisualName } from '@site/contracts/site-visuals';
import { use } from 'react';
import { pageContentFaqs, type ContentBlock, type LiveBlockName } from '@site/contracts/page-content';
import { faqPageData } from '@site/contracts/page-head';
import type { PageProps } from '@site/contracts/remote-module';
import type { RouteCategory } from '@site/contracts/route-entry';
import { Container } from '@site/ui/container';
import { CtaBand } from '@site/ui/cta-band';
import { DataTable } from '@site/ui/data-table';
import { LiveBlocksContext } from '@site/ui/live-blocks';
import { Faq } from '@site/ui/faq';
import { FeatureGrid } from '@site/ui/feature-grid';
import { Hero } from '@site/ui/hero';
import { DEFAULT_HERO_VISUAL, HeroVisual } from '@site/ui/hero-visual';
import { useStructuredData } from '@site/ui/page-head';
import { LinkList } from '@site/ui/link-list';
import { Prose } from '@site/ui/prose';
import type { SectionTone } from '@site/ui/section';
import { Stats } from '@site/ui/stats';
import { Steps } from '@site/ui/steps';
import { LogoWall } from '@site/ui/logo-wall';
import { Team } from '@site/ui/team';
import { Testimonial } from '@site/ui/testimonial';
import { theme } from '@site/ui/theme';

const EYEBROW: Record<RouteCategory, string> = {
  core: 'Keyline',
  landing: 'Secure payments',
  partner: 'Partners',
  solutions: 'Solutions',
  solution: 'Solution',
  industry: 'Industries',
  resource: 'Resources',
  legal: 'Legal',
  admin: 'Administration',
};

function LiveBlock({ name, title, tone }: { name: LiveBlockName; title: string; tone: SectionTone }) {
  const Component = use(LiveBlocksContext)[name];
  return Component ? <Component title={title} tone={tone} /> : null;
}

function Block({ block, tone }: { block: ContentBlock; tone: SectionTone }) {
  switch (block.kind) {
    case 'features':
      return <FeatureGrid title={block.title} intro={block.intro} features={block.items} tone={tone} />;
    case 'steps':
      return <Steps title={block.title} intro={block.intro} steps={block.items} tone={tone} />;
    case 'stats':
      return <Stats label={block.label} stats={block.items} />;
    case 'faq':
      return <Faq title={block.title} items={block.items} tone={tone} />;
    case 'testimonial':
      return <Testimonial quote={block.quote} name={block.name} role={block.role} organisation={block.organisation} />;
    case 'logos':
      return <LogoWall title={block.title} intro={block.intro} organisations={block.organisations} tone={tone} />;
    case 'team':
      return <Team title={block.title} intro={block.intro} members={block.members} tone={tone} />;
    case 'prose':
      return <Prose title={block.title} paragraphs={block.paragraphs} bullets={block.bullets} subsections={block.subsections} tone={tone} />;
    case 'table':
      return <DataTable title={block.title} caption={block.caption} columns={block.columns} rows={block.rows} tone={tone} />;
    case 'live':
      return <LiveBlock name={block.name} title={block.title} tone={tone} />;
    case 'links':
      return <LinkList title={block.title} items={block.items} tone={tone} />;
    case 'cta':
      return <CtaBand title={block.title} text={block.text} actions={block.actions} />;
  }
}

/** Blocks with a background of their own; the ones between them alternate plain and tinted. */
const hasOwnBackground = (block: ContentBlock): boolean => block.kind === 'stats' || block.kind === 'testimonial' || block.kind === 'cta';

function bandTones(blocks: readonly ContentBlock[]): SectionTone[] {
  let banded = 0;
  return blocks.map((block) => (hasOwnBackground(block) ? 'plain' : banded++ % 2 === 0 ? 'plain' : 'alt'));
}

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const heroVisualOf = (name: SiteVisualName | null) => (name ? <HeroVisual name={name} /> : undefined);

/**
 * The page template for content as data: the route's title as the one h1, the content file's
 * hero, then each block in order. Every content page of every section renders through here.
 */
export function ContentPage({ entry, content }: PageProps) {
  const faqs = content ? pageContentFaqs(content) : [];
  // The same FAQPage data the server writes into a direct load of this page.
  useStructuredData(faqs.length > 0 ? faqPageData(faqs) : null);
  if (!content) throw new Error(`${entry.path} is a content page but no content was loaded for it`);
  const tones = bandTones(content.blocks);
  return (
    <article data-print={entry.category === 'legal' ? 'urls' : undefined}>
      <Hero
        eyebrow={content.hero.eyebrow ?? EYEBROW[entry.category]}
        title={entry.title}
        lead={content.hero.lead ?? entry.description}
        actions={content.hero.actions}
        points={content.hero.points}
        aside={heroVisualOf(content.hero.visual ?? DEFAULT_HERO_VISUAL[entry.category])}
      />
      {content.updated ? (
        <Container>
          <p css={{ margin: `${theme.space.md} 0 0`, color: theme.color.muted, fontSize: theme.fontSize.sm }}>
            Last updated <time dateTime={content.updated}>{formatDate(content.updated)}</time>
          </p>
        </Container>
      ) : null}
      {content.blocks.map((block, index) => (
        <Block key={`${block.kind}-${index}`} block={block} tone={tones[index] ?? 'plain'} />
      ))}
    </article>
  );
}

export default ContentPage;
