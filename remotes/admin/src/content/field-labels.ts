import type { ContentType } from '@site/contracts/content-editing';

/**
 * What the editor's form calls each field, by its path in the draft: the form's labels and the
 * names its error summary gives, so an editor reads "Author", never `author.name`.
 */
const SEO = { seoTitle: 'Title in search results (optional)', seoDescription: 'Description in search results (optional)' };
const TAGS = 'Tags (comma-separated)';

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

/** A measured result's part as the form labels it (`period` → 'Over what period'). */
export const resultPartLabel = (path: string): string => resultPart(path.split('.')[2] ?? '') ?? path;

/** The form's label of `path` (`title`, `author.name`, `heroImage.alt`, `results.0.period`, `tags.2`). */
export function fieldLabel(type: ContentType, path: string): string {
  const labels = LABELS[type];
  const exact = labels[path];
  if (exact) return exact;
  const [head = path, second, third] = path.split('.');
  if (head === 'results' && second !== undefined && /^\d+$/.test(second)) {
    return `Result ${Number(second) + 1}: ${third ? (resultPart(third) ?? third) : 'the result'}`;
  }
  const whole = labels[head];
  // An image's address is the image itself; its alt text is a field of its own.
  if (whole && second === 'alt') return `${whole}: ${IMAGE_ALT_LABEL}`;
  return whole ?? path;
}
