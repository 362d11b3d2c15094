/**
 * The rules page copy follows beyond its shape (`page-content-schema.ts`): enough words to be worth
 * a page, no placeholder text, no body, lead or FAQ answer repeated from another page, and links
 * that lead somewhere. A section's build applies them to its own pages (so its own build catches
 * a thin page, with the file named); the site-wide journey applies them across every section.
 */
import { pageContentFaqs, pageContentText, type PageContent } from './page-content.ts';
import { SETTINGS_DESTINATIONS } from './site-settings.ts';

export const MIN_CONTENT_WORDS = 250;
export const PLACEHOLDER_TEXT = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder|insert .* here/i;

/** Pages the site server answers itself, outside every app's routes: a link to one resolves. */
export const SERVER_PAGES: readonly string[] = ['/api/docs', ...Object.keys(SETTINGS_DESTINATIONS)];

/** One content page as the rules see it: its path, the file it comes from, and its copy. */
export interface ContentPageUnderRules {
  path: string;
  file: string;
  content: PageContent;
}

export function contentWordCount(content: PageContent): number {
  const { headings, body } = pageContentText(content);
  return `${headings.join(' ')} ${body}`.split(/\s+/).filter(Boolean).length;
}

/** Every in-site or external link target a page's copy holds. */
export function contentLinkTargets(content: PageContent): string[] {
  const targets = (content.hero.actions ?? []).map((action) => action.to);
  for (const block of content.blocks) {
    if (block.kind === 'features') targets.push(...block.items.flatMap((item) => (item.to ? [item.to] : [])));
    if (block.kind === 'links') targets.push(...block.items.map((item) => item.to));
    if (block.kind === 'cta') targets.push(...block.actions.map((action) => action.to));
  }
  return targets;
}

function repeated(label: string, keyed: ReadonlyArray<readonly [ContentPageUnderRules, string]>): string[] {
  const seen = new Map<string, ContentPageUnderRules>();
  return keyed.flatMap(([page, value]) => {
    const first = seen.get(value);
    if (!first) seen.set(value, page);
    return first ? [`${page.file}: the ${label} of ${page.path} repeats the one of ${first.path} (${first.file}); write copy of its own`] : [];
  });
}

/**
 * What breaks the rules among `pages`, one message per problem naming the file and what to do.
 * `brokenLink` says why a link target leads nowhere (undefined when it resolves); links it
 * cannot judge (another section's pages, outside the set) should resolve as undefined.
 */
export function contentRuleProblems(pages: readonly ContentPageUnderRules[], brokenLink: (target: string) => string | undefined = () => undefined): string[] {
  const perPage = pages.flatMap((page) => {
    const problems: string[] = [];
    const placeholder = PLACEHOLDER_TEXT.exec(JSON.stringify(page.content));
    if (placeholder) problems.push(`${page.file}: ${page.path} holds placeholder text ("${placeholder[0]}")`);
    const words = contentWordCount(page.content);
    if (words < MIN_CONTENT_WORDS) problems.push(`${page.file}: ${page.path} has ${words} words; a page needs at least ${MIN_CONTENT_WORDS}`);
    for (const target of contentLinkTargets(page.content)) {
      const broken = brokenLink(target);
      if (broken) problems.push(`${page.file}: ${page.path} links to ${target}, which ${broken}`);
    }
    return problems;
  });
  return [
    ...perPage,
    ...repeated(
      'body',
      pages.map((page) => [page, pageContentText(page.content).body] as const),
    ),
    ...repeated(
      'lead (hero.lead)',
      pages.flatMap((page) => (page.content.hero.lead ? [[page, page.content.hero.lead] as const] : [])),
    ),
    ...repeated(
      'FAQ answer',
      pages.flatMap((page) => pageContentFaqs(page.content).map((faq) => [page, faq.answer] as const)),
    ),
  ];
}
