import { PLAN_PRICE_KEYS, type ContentType, type PlanPriceKey } from '@site/contracts/content-editing';
import { CURRENCIES } from '@site/contracts/currency';

/**
 * What the editor's form calls each field, by its path in the draft: the form's labels and the
 * names its error summary gives, so an editor reads "Author", never `author.name`.
 */
const SEO = { seoTitle: 'Title in search results (optional)', seoDescription: 'Description in search results (optional)' };
const TAGS = 'Tags (comma-separated)';

/** A plan's prices as the form's fieldsets name them: the public page's phrase, said as a heading. */
export const PRICE_LABELS: Readonly<Record<PlanPriceKey, string>> = {
  perTransaction: 'Per secure transaction',
  platformFeeMonthly: 'Platform fee a month',
  perSeatMonthly: 'Per agent seat a month',
  agentAssistedCall: 'Per agent-assisted call',
  payByBankPayment: 'Per pay-by-bank payment',
};
// Each amount's label names its price too: five inputs called "EUR" could not be told apart by name.
const PRICES = Object.fromEntries(
  PLAN_PRICE_KEYS.flatMap((key) => [
    [`prices.${key}`, PRICE_LABELS[key]],
    ...CURRENCIES.map((currency) => [`prices.${key}.${currency}`, `${PRICE_LABELS[key]}, ${currency}`]),
  ]),
) as Record<string, string>;

const LABELS: Record<ContentType, Record<string, string>> = {
  'blog-post': {
    title: 'Title',
    slug: 'Slug (its address)',
    excerpt: 'Excerpt (shown in lists and link previews)',
    'author.name': 'Author',
    'author.role': 'Author’s role',
    tags: TAGS,
    heroImage: 'Cover image',
    bodyMarkdown: 'Body',
    ...SEO,
  },
  'case-study': {
    title: 'Title',
    slug: 'Slug (its address)',
    customer: 'Customer',
    industry: 'Industry',
    summary: 'Summary',
    challenge: 'The challenge',
    solution: 'The solution',
    products: 'Products used (comma-separated)',
    heroImage: 'Cover image',
    results: 'Measured results',
    quote: 'Customer quote',
    'quote.text': 'Quote',
    'quote.name': 'Who said it',
    'quote.role': 'Their role',
    ...SEO,
  },
  video: {
    title: 'Title',
    slug: 'Video id (its address)',
    description: 'Description',
    durationSeconds: 'Length (seconds)',
    mediaUrl: 'Recording address (optional)',
    captionsUrl: 'Captions address (optional)',
    tags: TAGS,
    thumbnail: 'Poster image',
    transcript: 'Transcript',
    ...SEO,
  },
  feature: {
    title: 'Title',
    slug: 'Anchor on /features',
    description: 'Description',
    category: 'Category',
    solutionPath: 'Solution page (optional)',
    sortOrder: 'Order on the page',
  },
  'pricing-plan': {
    title: 'Title',
    slug: 'Anchor on /pricing',
    bestFor: 'Best for',
    prices: 'Prices',
    ...PRICES,
    priceNote: 'Price note (optional)',
    channels: 'Channels included',
    term: 'Term',
    setupFee: 'Set-up fee',
    gateways: 'Gateways',
    support: 'Support',
    fairUse: 'Fair use (optional)',
    discounts: 'Discounts',
    sortOrder: 'Order on the page',
  },
};

/** The text alternative of an image field, and the parts of a measured result, as the form labels them. */
export const IMAGE_ALT_LABEL = 'Text alternative (what the image shows)';
export const RESULT_PART_LABELS = {
  label: 'What was measured',
  value: 'Value',
  unit: 'Unit',
  direction: 'Direction',
  period: 'Over what period',
} as const;
const resultPart = (part: string): string | undefined => (RESULT_PART_LABELS as Record<string, string | undefined>)[part];
export const DISCOUNT_PART_LABELS = { label: 'Who or what it is for', percentOff: 'Percent off' } as const;

/** Lists of rows, each row named by its noun and number ("Result 2", "Discount 1"), then its part. */
const ROWS: Record<string, { noun: string; parts: Record<string, string | undefined> }> = {
  results: { noun: 'Result', parts: RESULT_PART_LABELS },
  discounts: { noun: 'Discount', parts: DISCOUNT_PART_LABELS },
};

/** A measured result's part as the form labels it (`period` → 'Over what period'). */
export const resultPartLabel = (path: string): string => resultPart(path.split('.')[2] ?? '') ?? path;

/** The form's label of `path` (`title`, `author.name`, `heroImage.alt`, `results.0.period`, `discounts.1.percentOff`, `tags.2`). */
export function fieldLabel(type: ContentType, path: string): string {
  const labels = LABELS[type];
  const exact = labels[path];
  if (exact) return exact;
  const [head = path, second, third] = path.split('.');
  const rows = ROWS[head];
  if (rows && second !== undefined && /^\d+$/.test(second)) {
    return `${rows.noun} ${Number(second) + 1}: ${third ? (rows.parts[third] ?? third) : `the ${rows.noun.toLowerCase()}`}`;
  }
  const whole = labels[head];
  // An image's address is the image itself; its alt text is a field of its own.
  if (whole && second === 'alt') return `${whole}: ${IMAGE_ALT_LABEL}`;
  return whole ?? path;
}
