import { describe, expect, it } from 'vitest';
import type { PageContent } from './page-content.ts';
import { contentRuleProblems, contentWordCount, MIN_CONTENT_WORDS } from './page-content-rules.ts';

const words = (count: number, seed: string) => Array.from({ length: count }, (_, index) => `${seed}${index}`).join(' ');
const page = (path: string, body: string, extra: Partial<PageContent> = {}) => ({
  path,
  file: `src/content${path}.ts`,
  content: { hero: {}, blocks: [{ kind: 'prose', title: `About ${path}`, paragraphs: [body] }], ...extra } as PageContent,
});

describe('the content rules', () => {
  it('pass pages with enough words of their own', () => {
    expect(contentRuleProblems([page('/legal/a', words(MIN_CONTENT_WORDS, 'a')), page('/legal/b', words(MIN_CONTENT_WORDS, 'b'))])).toEqual([]);
  });

  it('name the file and the count of a thin page', () => {
    const thin = page('/legal/thin', words(150, 't'));
    expect(contentWordCount(thin.content)).toBe(152);
    expect(contentRuleProblems([thin])).toEqual(['src/content/legal/thin.ts: /legal/thin has 152 words; a page needs at least 250']);
  });

  it('find placeholder text, a repeated body or lead, and a link that leads nowhere', () => {
    const body = words(MIN_CONTENT_WORDS, 'x');
    const first = page('/legal/first', body, { hero: { lead: 'The lead of the first page.' } });
    const copy = page('/legal/copy', `${words(MIN_CONTENT_WORDS, 'c')} TODO`, {
      hero: { lead: 'The lead of the first page.', actions: [{ label: 'Go', to: '/legal/missing' }] },
    });
    const twin = page('/legal/twin', body, { hero: { lead: 'The lead of the first page.' } });
    const problems = contentRuleProblems([first, copy, twin], (target) => (target === '/legal/missing' ? 'is not a page of legal' : undefined));
    expect(problems).toEqual([
      'src/content/legal/copy.ts: /legal/copy holds placeholder text ("TODO")',
      'src/content/legal/copy.ts: /legal/copy links to /legal/missing, which is not a page of legal',
      'src/content/legal/twin.ts: the body of /legal/twin repeats the one of /legal/first (src/content/legal/first.ts); write copy of its own',
      'src/content/legal/copy.ts: the lead (hero.lead) of /legal/copy repeats the one of /legal/first (src/content/legal/first.ts); write copy of its own',
      'src/content/legal/twin.ts: the lead (hero.lead) of /legal/twin repeats the one of /legal/first (src/content/legal/first.ts); write copy of its own',
    ]);
  });
});
