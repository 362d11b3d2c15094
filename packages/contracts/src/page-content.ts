/**
 * Page copy as data. Every page whose route entry names the `ContentPage` component has one
 * content file, `src/content/<contentKey(path)>.ts`, exporting a `PageContent` as its default.
 * The shared `ContentPage` template of `@site/ui` renders it; the build validates it
 * (`page-content-schema.ts`) and publishes its text for site search (`pageContentText`).
 * Content files hold data only: no React, no imports beyond types, `definePageContent` and the
 * company's facts (`@site/contracts/company-facts`), which they state from there.
 */
import type { SiteVisualName } from './site-visuals.ts';

/** Icons the design system can draw next to a feature. */
export const CONTENT_ICONS = ['phone', 'mail', 'shield', 'check', 'lock', 'info', 'alert', 'user'] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

export interface ContentAction {
  label: string;
  /** An in-site path (or an absolute URL for an external destination). */
  to: string;
  variant?: 'primary' | 'secondary';
}

export interface ContentHero {
  /** Short label above the h1 (e.g. "Solution", "Insurance"). The h1 itself is the route's title. */
  eyebrow?: string;
  /** The lead paragraph; defaults to the route's description. */
  lead?: string;
  actions?: ContentAction[];
  /** Two to four short reassurance points shown with a tick. */
  points?: string[];
  /** The drawing beside the text; defaults to the one for the page's category (see `@site/ui/hero-visual`). */
  visual?: SiteVisualName;
}

export interface FeaturesBlock {
  kind: 'features';
  title: string;
  intro?: string;
  items: { title: string; text: string; icon?: ContentIcon; to?: string }[];
}

export interface StepsBlock {
  kind: 'steps';
  title: string;
  intro?: string;
  items: { title: string; text: string }[];
}

export interface StatsBlock {
  kind: 'stats';
  /** Accessible name of the band, e.g. "Results at Northbridge Insurance". */
  label: string;
  items: { value: string; label: string }[];
}

export interface FaqBlock {
  kind: 'faq';
  title?: string;
  items: { question: string; answer: string }[];
}

export interface TestimonialBlock {
  kind: 'testimonial';
  quote: string;
  name: string;
  role: string;
  organisation: string;
}

/** Organisations that work with Keyline, each shown as its wordmark (partners named in testimonials). */
export interface LogosBlock {
  kind: 'logos';
  title: string;
  intro?: string;
  organisations: string[];
}

/** How a portrait of a person is drawn (`@site/ui/portrait`): skin tones lightest to deepest, hair, and clothing in a colour of the site's palette. */
export const PORTRAIT_SKIN_TONES = ['porcelain', 'fair', 'olive', 'tan', 'brown', 'deep'] as const;
export const PORTRAIT_HAIR_STYLES = ['short', 'side-part', 'cropped', 'curly', 'long', 'bob', 'bun', 'headscarf', 'bald'] as const;
export const PORTRAIT_HAIR_COLOURS = ['black', 'dark-brown', 'brown', 'auburn', 'blonde', 'grey'] as const;
export const PORTRAIT_OUTFITS = ['brand', 'brand-strong', 'accent', 'ink', 'muted'] as const;

export interface Portrait {
  skin: (typeof PORTRAIT_SKIN_TONES)[number];
  hair: (typeof PORTRAIT_HAIR_STYLES)[number];
  /** The colour of the hair and of a beard; a headscarf is drawn in a colour of the site's palette instead. */
  hairColour: (typeof PORTRAIT_HAIR_COLOURS)[number];
  outfit: (typeof PORTRAIT_OUTFITS)[number];
  glasses?: boolean;
  beard?: boolean;
}

/** People, each with a drawn portrait, their role and one line about them: the team behind the company. */
export interface TeamBlock {
  kind: 'team';
  title: string;
  intro?: string;
  members: { name: string; role: string; text: string; portrait: Portrait }[];
}

/** Running text under an h2: explanations, policy clauses. Paragraphs are plain text. */
export interface ProseBlock {
  kind: 'prose';
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** Optional h3 sub-sections, for long structured texts such as policies. */
  subsections?: { title: string; paragraphs: string[]; bullets?: string[] }[];
}

export interface TableBlock {
  kind: 'table';
  title: string;
  caption: string;
  columns: string[];
  rows: string[][];
}

/**
 * Names of blocks whose content is not in the file but live, from the content API, drawn by the
 * app that renders the page (the shell's pricing plans): editors change them without a release.
 */
export const LIVE_BLOCK_NAMES = ['pricing-plans'] as const;
export type LiveBlockName = (typeof LIVE_BLOCK_NAMES)[number];

export interface LiveBlock {
  kind: 'live';
  name: LiveBlockName;
  /** The block's h2, in the file so that search finds the page by it. */
  title: string;
}

export interface LinksBlock {
  kind: 'links';
  title: string;
  items: { label: string; to: string; text?: string }[];
}

export interface CtaBlock {
  kind: 'cta';
  title: string;
  text: string;
  actions: ContentAction[];
}

export type ContentBlock =
  FeaturesBlock | StepsBlock | StatsBlock | FaqBlock | TestimonialBlock | LogosBlock | TeamBlock | ProseBlock | TableBlock | LiveBlock | LinksBlock | CtaBlock;

export interface PageContent {
  hero: ContentHero;
  blocks: ContentBlock[];
  /** ISO date (YYYY-MM-DD) the copy last changed in substance; shown on policies, used for sitemap lastmod. */
  updated?: string;
}

/** The route component that renders a content file. */
export const CONTENT_PAGE_COMPONENT = 'ContentPage';

/** Where a route's content file lives under `src/content/`, without the `.ts` extension. */
export function contentKey(path: string): string {
  if (path === '/') return 'index';
  return path.replace(/^\//, '').replace(/\/$/, '');
}

/** Identity function that gives content files their type. */
export const definePageContent = (content: PageContent): PageContent => content;

/** Every question and answer of a page's FAQ blocks, in reading order. */
export function pageContentFaqs(content: PageContent): { question: string; answer: string }[] {
  return content.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : []));
}

/** The searchable text of a page: its headings (h2/h3) and its body text, in reading order. */
export function pageContentText(content: PageContent): { headings: string[]; body: string } {
  const headings: string[] = [];
  const body: string[] = [];
  if (content.hero.lead) body.push(content.hero.lead);
  if (content.hero.points) body.push(...content.hero.points);
  for (const block of content.blocks) {
    switch (block.kind) {
      case 'features':
      case 'steps':
        headings.push(block.title);
        if (block.intro) body.push(block.intro);
        for (const item of block.items) body.push(item.title, item.text);
        break;
      case 'stats':
        for (const item of block.items) body.push(`${item.value} ${item.label}`);
        break;
      case 'faq':
        if (block.title) headings.push(block.title);
        for (const item of block.items) body.push(item.question, item.answer);
        break;
      case 'testimonial':
        body.push(block.quote, block.organisation);
        break;
      case 'team':
        headings.push(block.title);
        if (block.intro) body.push(block.intro);
        for (const member of block.members) body.push(member.name, member.role, member.text);
        break;
      case 'prose':
        headings.push(block.title);
        body.push(...block.paragraphs, ...(block.bullets ?? []));
        for (const sub of block.subsections ?? []) {
          headings.push(sub.title);
          body.push(...sub.paragraphs, ...(sub.bullets ?? []));
        }
        break;
      case 'table':
        headings.push(block.title);
        body.push(block.caption, ...block.rows.map((row) => row.join(' ')));
        break;
      case 'live':
        headings.push(block.title);
        break;
      case 'links':
        headings.push(block.title);
        for (const item of block.items) body.push(item.label, item.text ?? '');
        break;
      case 'cta':
        headings.push(block.title);
        body.push(block.text);
        break;
    }
  }
  return { headings, body: body.filter(Boolean).join('\n') };
}
