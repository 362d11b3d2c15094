// The build validates every content file against this schema before a section can ship, so a
// malformed page fails `site-build build` with the file and the field named, not in a visitor's
// browser. Browser code imports only the types in ./page-content.ts.
import { z } from 'zod/mini';
import {
  CONTENT_ICONS,
  LIVE_BLOCK_NAMES,
  PORTRAIT_HAIR_COLOURS,
  PORTRAIT_HAIR_STYLES,
  PORTRAIT_OUTFITS,
  PORTRAIT_SKIN_TONES,
  type PageContent,
} from './page-content.ts';
import { SITE_VISUAL_NAMES, type SiteVisualName } from './site-visuals.ts';

const text = z.string().check(z.trim(), z.minLength(1));
const texts = z.array(text).check(z.minLength(1));
/** An in-site path, a same-page anchor or an absolute https URL. */
const destination = z.string().check(z.regex(/^(\/[A-Za-z0-9\-._~:/?#=&%]*|https:\/\/\S+)$/, 'a link is an in-site path or an https URL'));

const action = z.strictObject({ label: text, to: destination, variant: z.optional(z.enum(['primary', 'secondary'])) });

const features = z.strictObject({
  kind: z.literal('features'),
  title: text,
  intro: z.optional(text),
  items: z.array(z.strictObject({ title: text, text, icon: z.optional(z.enum(CONTENT_ICONS)), to: z.optional(destination) })).check(z.minLength(1)),
});
const steps = z.strictObject({
  kind: z.literal('steps'),
  title: text,
  intro: z.optional(text),
  items: z.array(z.strictObject({ title: text, text })).check(z.minLength(2)),
});
const stats = z.strictObject({
  kind: z.literal('stats'),
  label: text,
  items: z.array(z.strictObject({ value: text, label: text })).check(z.minLength(1)),
});
const faq = z.strictObject({
  kind: z.literal('faq'),
  title: z.optional(text),
  items: z.array(z.strictObject({ question: text, answer: text })).check(z.minLength(1)),
});
const testimonial = z.strictObject({ kind: z.literal('testimonial'), quote: text, name: text, role: text, organisation: text });
const logos = z.strictObject({ kind: z.literal('logos'), title: text, intro: z.optional(text), organisations: texts.check(z.minLength(2)) });
const portrait = z.strictObject({
  skin: z.enum(PORTRAIT_SKIN_TONES),
  hair: z.enum(PORTRAIT_HAIR_STYLES),
  hairColour: z.enum(PORTRAIT_HAIR_COLOURS),
  outfit: z.enum(PORTRAIT_OUTFITS),
  glasses: z.optional(z.boolean()),
  beard: z.optional(z.boolean()),
});
const team = z.strictObject({
  kind: z.literal('team'),
  title: text,
  intro: z.optional(text),
  members: z.array(z.strictObject({ name: text, role: text, text, portrait })).check(z.minLength(2)),
});
const subsection = z.strictObject({ title: text, paragraphs: texts, bullets: z.optional(texts) });
const prose = z.strictObject({
  kind: z.literal('prose'),
  title: text,
  paragraphs: texts,
  bullets: z.optional(texts),
  subsections: z.optional(z.array(subsection)),
});
const table = z
  .strictObject({ kind: z.literal('table'), title: text, caption: text, columns: texts, rows: z.array(z.array(z.string())).check(z.minLength(1)) })
  .check(z.refine((value) => value.rows.every((row) => row.length === value.columns.length), 'every table row has one cell per column'));
const links = z.strictObject({
  kind: z.literal('links'),
  title: text,
  items: z.array(z.strictObject({ label: text, to: destination, text: z.optional(text) })).check(z.minLength(1)),
});
const live = z.strictObject({ kind: z.literal('live'), name: z.enum(LIVE_BLOCK_NAMES), title: text });
const cta = z.strictObject({ kind: z.literal('cta'), title: text, text, actions: z.array(action).check(z.minLength(1)) });

export const pageContentSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: z.optional(text),
    lead: z.optional(text),
    actions: z.optional(z.array(action)),
    points: z.optional(texts),
    visual: z.optional(z.enum(SITE_VISUAL_NAMES as [SiteVisualName, ...SiteVisualName[]])),
  }),
  blocks: z.array(z.discriminatedUnion('kind', [features, steps, stats, faq, testimonial, logos, team, prose, table, live, links, cta])).check(z.minLength(1)),
  updated: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'))),
});

/** Validates a content module's default export; the error names the file and every failing field. */
export function parsePageContent(value: unknown, source: string): PageContent {
  const result = pageContentSchema.safeParse(value);
  if (result.success) return result.data as PageContent;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
  throw new Error(`${source}: page content does not match the contract\n${problems}`);
}
