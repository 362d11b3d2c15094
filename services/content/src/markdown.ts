/**
 * Blog bodies are Markdown written by editors; the browser receives finished HTML so it ships no
 * Markdown parser. Rendering is safe by construction rather than by sanitising afterwards:
 * - raw HTML in the source is escaped, never passed through (`html: false`);
 * - link and image targets go through markdown-it's default `validateLink`, which drops
 *   `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs (the text stays, the link goes);
 * - bare URLs are not turned into links (`linkify: false`): a link is always deliberate.
 * External links open in a new tab without giving it a handle on this page; in-site links do not.
 * The HTML is then passed through an allowlist (sanitize-html) as a second, independent guard: only
 * the elements and attributes Markdown makes survive, so no script, style, frame or event-handler
 * attribute can reach a page even if a parser bug let one through.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { responsiveWidthsOf } from '@site/contracts/content-editing';
import { isExternalUrl } from '@site/contracts/site-links';

/** The size and type of each upload a body shows, by the hash in its address (`/media/<hash>.<ext>`). */
export type BodyImages = Readonly<Record<string, { width: number; height: number; contentType: string }>>;

/** An upload's address in a body, with the hash the library stores it under. */
const UPLOAD_ADDRESS = /^\/media\/([0-9a-f]{32})\.(?:png|jpg|webp|avif|gif)$/;

/** A body image's width on the page: the article's reading column, or the screen on a phone. */
const BODY_IMAGE_SIZES = '(min-width: 42rem) 40rem, 100vw';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

// The page's title is its only h1, so a heading written with a single `#` becomes an h2.
markdown.core.ruler.push('no_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

const renderLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href');
  if (token && typeof href === 'string' && isExternalUrl(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderLinkOpen(tokens, index, options, env, self);
};

const renderImage = markdown.renderer.rules.image ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

/**
 * An upload the library knows is drawn at its own size before it loads (no layout shift), offered
 * in its narrower WebP copies for a phone's screen, and loaded only when it comes near the screen
 * (a body starts below the post's title and cover).
 */
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = String(token?.attrGet('src') ?? '');
  const id = UPLOAD_ADDRESS.exec(src)?.[1];
  // `env` is what renderMarkdown passes to markdown-it's render.
  const image = id ? (env as { images?: BodyImages } | undefined)?.images?.[id] : undefined;
  if (token && id && image) {
    token.attrSet('width', String(image.width));
    token.attrSet('height', String(image.height));
    const widths = responsiveWidthsOf(image);
    if (widths.length > 0) {
      const copies = widths.map((width) => `/media/${id}-${width}.webp ${width}w`);
      token.attrSet('srcset', [...copies, `${src} ${image.width}w`].join(', '));
      token.attrSet('sizes', BODY_IMAGE_SIZES);
    }
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
  }
  return renderImage(tokens, index, options, env, self);
};

/** The classes a table cell may carry: its column's alignment (`ArticleHtml` styles them). */
const CELL_ALIGNMENTS = ['align-left', 'align-center', 'align-right'];

/** Markdown's `style="text-align:…"` on a table cell, as the class `align-…`; any other style is dropped. */
function alignedCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { style, ...rest } = attribs;
  const align = /^text-align:\s*(left|right|center);?$/.exec(style?.trim() ?? '')?.[1];
  return { tagName, attribs: align ? { ...rest, class: `align-${align}` } : rest };
}

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    ol: ['start'],
    th: ['class'],
    td: ['class'],
    code: ['class'],
  },
  // A column's alignment becomes a class: the site's policy refuses inline style attributes.
  transformTags: { th: alignedCell, td: alignedCell },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], th: CELL_ALIGNMENTS, td: CELL_ALIGNMENTS },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
};

/** The HTML of a Markdown body, safe to insert into the page as it is; `images` sizes the uploads it shows. */
export function renderMarkdown(source: string, images: BodyImages = {}): string {
  return sanitizeHtml(markdown.render(source, { images }), ALLOWED);
}

/**
 * How many elements `html` (an output of `renderMarkdown`) makes on the page: after sanitising, a
 * `<` followed by a letter only ever opens a tag (a `<` of the text is `&lt;`).
 */
export function countElements(html: string): number {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1);
    if ((next >= 97 && next <= 122) || (next >= 65 && next <= 90)) count++;
  }
  return count;
}
