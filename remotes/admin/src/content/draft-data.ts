/** Reading and changing a draft's fields by path (`author.name`, `results.0.value`), immutably. */
import { PLAN_PRICE_KEYS, type ContentType } from '@site/contracts/content-editing';
import { CURRENCIES } from '@site/contracts/currency';

export type DraftData = Record<string, unknown>;

export function fieldAt(data: DraftData, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

export function withField(data: DraftData, path: string, value: unknown): DraftData {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  if (Array.isArray(child)) {
    const copy = [...child];
    const index = Number(rest[0]);
    copy[index] = rest.length === 1 ? value : withField((copy[index] ?? {}) as DraftData, rest.slice(1).join('.'), value);
    return { ...data, [head]: copy };
  }
  return { ...data, [head]: withField((child ?? {}) as DraftData, rest.join('.'), value) };
}

/** Lower-case words joined by hyphens, from a title. */
export const slugFrom = (title: string): string =>
  title
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

const seo = { seoTitle: '', seoDescription: '' };

/** What a new entry of each type starts from. */
export function emptyDraft(type: ContentType): DraftData {
  switch (type) {
    case 'blog-post':
      return { slug: '', title: '', excerpt: '', bodyMarkdown: '', author: { name: '', role: '' }, tags: [], heroImage: { url: '', alt: '' }, ...seo };
    case 'case-study':
      return {
        slug: '',
        title: '',
        customer: '',
        industry: 'banking',
        summary: '',
        challenge: '',
        solution: '',
        results: [],
        quote: null,
        products: [],
        heroImage: { url: '', alt: '' },
        ...seo,
      };
    case 'video':
      return { slug: '', title: '', description: '', durationSeconds: 0, thumbnail: { url: '', alt: '' }, mediaUrl: null, captionsUrl: null, transcript: '', tags: [], ...seo };
    case 'feature':
      return { slug: '', title: '', description: '', category: 'phone', solutionPath: null, sortOrder: 0 };
    case 'pricing-plan':
      return {
        slug: '',
        title: '',
        bestFor: '',
        // Null: not charged in that currency (an amount of 0 would say "free").
        prices: Object.fromEntries(PLAN_PRICE_KEYS.map((key) => [key, Object.fromEntries(CURRENCIES.map((currency) => [currency, null]))])),
        priceNote: '',
        channels: '',
        term: '',
        setupFee: '',
        gateways: '',
        support: '',
        fairUse: '',
        discounts: [],
        sortOrder: 0,
      };
  }
}
