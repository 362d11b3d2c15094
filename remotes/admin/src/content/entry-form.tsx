import type { ReactNode } from 'react';
import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES, LIMITS, RESULT_UNIT_VALUES, publicPathOf, type ContentType, type FieldErrors } from '@site/contracts/content-editing';
import { Button } from '@site/ui/button';
import { CheckboxField, SelectField, TextArea, TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';
import { fieldAt, slugFrom, withField, type DraftData } from './draft-data.ts';
import { ImageField } from './image-field.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { SearchSnippet } from './search-snippet.tsx';

interface EntryFormProps {
  type: ContentType;
  data: DraftData;
  onChange: (data: DraftData) => void;
  errors: FieldErrors;
  /** A new entry's slug follows its title until the editor changes the slug. */
  slugFollowsTitle: boolean;
  onSlugEdited: () => void;
}

const group = { display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))' } as const;

const text = (data: DraftData, path: string) => String(fieldAt(data, path) ?? '');
const list = (data: DraftData, path: string) => ((fieldAt(data, path) as string[] | undefined) ?? []).join(', ');
const toList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const count = (value: string, max: number) => `${value.length} / ${max}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'minmax(0, 1fr)' }} aria-label={title}>
      <h2 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>{title}</h2>
      {children}
    </section>
  );
}

/** Every field the public page of a record shows, with the limits and errors of the shared schema. */
export function EntryForm({ type, data, onChange, errors, slugFollowsTitle, onSlugEdited }: EntryFormProps) {
  const set = (path: string, value: unknown) => onChange(withField(data, path, value));
  /** An address that may be left empty: stored as null then, not as an empty string. */
  const optionalAddress = (path: string, label: string, hint: string) => (
    <TextField label={label} name={path} value={text(data, path)} error={errors[path]} hint={hint} onChange={(event) => set(path, event.target.value.trim() === '' ? null : event.target.value.trim())} />
  );
  const field = (path: string, label: string, max: number, options: { multiline?: boolean; required?: boolean; hint?: string } = {}) => {
    const value = text(data, path);
    const common = {
      label,
      value,
      maxLength: max,
      error: errors[path],
      required: options.required ?? true,
      hint: options.hint ? `${options.hint} ${count(value, max)}` : count(value, max),
      name: path,
    };
    return options.multiline ? (
      <TextArea {...common} onChange={(event) => set(path, event.target.value)} />
    ) : (
      <TextField
        {...common}
        onChange={(event) => {
          if (path === 'title' && slugFollowsTitle) onChange(withField(withField(data, 'title', event.target.value), 'slug', slugFrom(event.target.value)));
          else set(path, event.target.value);
        }}
      />
    );
  };
  const slugLabel = type === 'video' ? 'Video id (its address)' : type === 'feature' ? 'Anchor on /features' : 'Slug (its address)';
  const slug = (
    <TextField
      label={slugLabel}
      name="slug"
      value={text(data, 'slug')}
      maxLength={LIMITS.slug}
      pattern="[a-z0-9]+(-[a-z0-9]+)*"
      required
      error={errors.slug}
      hint={`${publicPathOf(type, text(data, 'slug') || '…')} — lower-case words joined by hyphens. Changing it on a published page leaves a redirect from the old address.`}
      onChange={(event) => {
        onSlugEdited();
        set('slug', event.target.value.toLowerCase());
      }}
    />
  );
  const seoSection =
    type === 'feature' ? null : (
      <Section title="Search engines">
        <div css={group}>
          {field('seoTitle', 'Title in search results (optional)', LIMITS.seoTitle, { required: false, hint: 'Empty: the title.' })}
          {field('seoDescription', 'Description in search results (optional)', LIMITS.seoDescription, { required: false, multiline: true, hint: 'Empty: the summary.' })}
        </div>
        <SearchSnippet
          title={`${text(data, 'seoTitle') || text(data, 'title')} | Keyline`}
          path={publicPathOf(type, text(data, 'slug') || 'slug')}
          description={text(data, 'seoDescription') || text(data, type === 'blog-post' ? 'excerpt' : type === 'case-study' ? 'summary' : 'description')}
        />
      </Section>
    );
  const tags = (
    <TextField label="Tags (comma-separated)" name="tags" value={list(data, 'tags')} error={errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1]} hint={`Lower-case words joined by hyphens, at most ${LIMITS.tags}.`} onChange={(event) => set('tags', toList(event.target.value.toLowerCase()))} />
  );
  const image = (path: 'heroImage' | 'thumbnail', label: string) => (
    <ImageField label={label} value={{ url: text(data, `${path}.url`), alt: text(data, `${path}.alt`) }} onChange={(value) => set(path, value)} errors={{ url: errors[`${path}.url`], alt: errors[`${path}.alt`] }} />
  );

  switch (type) {
    case 'blog-post':
      return (
        <>
          <Section title="Post">
            {field('title', 'Title', LIMITS.title)}
            {slug}
            {field('excerpt', 'Excerpt (shown in lists and link previews)', LIMITS.summary, { multiline: true })}
            <div css={group}>
              {field('author.name', 'Author', LIMITS.name)}
              {field('author.role', 'Author’s role', LIMITS.name, { required: false })}
            </div>
            {tags}
            {image('heroImage', 'Cover image')}
            <MarkdownEditor label="Body" value={text(data, 'bodyMarkdown')} onChange={(value) => set('bodyMarkdown', value)} error={errors.bodyMarkdown} maxLength={LIMITS.body} />
          </Section>
          {seoSection}
        </>
      );
    case 'case-study': {
      const quote = fieldAt(data, 'quote') as { text: string; name: string; role: string } | null;
      const results = (fieldAt(data, 'results') as Record<string, unknown>[] | undefined) ?? [];
      return (
        <>
          <Section title="Case study">
            {field('title', 'Title', LIMITS.title)}
            {slug}
            <div css={group}>
              {field('customer', 'Customer', LIMITS.name)}
              <SelectField label="Industry" name="industry" value={text(data, 'industry')} onChange={(event) => set('industry', event.target.value)} error={errors.industry}>
                {INDUSTRY_VALUES.map((industry) => (
                  <option key={industry} value={industry}>
                    {industry.replaceAll('-', ' ')}
                  </option>
                ))}
              </SelectField>
            </div>
            {field('summary', 'Summary', LIMITS.summary, { multiline: true })}
            {field('challenge', 'The challenge', LIMITS.body, { multiline: true })}
            {field('solution', 'The solution', LIMITS.body, { multiline: true })}
            <TextField label="Products used (comma-separated)" name="products" value={list(data, 'products')} onChange={(event) => set('products', toList(event.target.value))} error={errors.products} />
            {image('heroImage', 'Cover image')}
          </Section>
          <Section title="Measured results">
            {errors.results ? <p css={{ color: theme.color.danger, margin: 0 }}>{errors.results}</p> : null}
            {results.map((_result, index) => (
              <fieldset key={index} css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: theme.space.md, margin: 0, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.sm }}>
                <legend css={{ padding: `0 ${theme.space.xs}`, fontWeight: theme.fontWeight.semibold }}>Result {index + 1}</legend>
                <div css={group}>
                  {field(`results.${index}.label`, 'What was measured', LIMITS.name)}
                  <TextField label="Value" type="number" step="any" name={`results.${index}.value`} value={String(fieldAt(data, `results.${index}.value`) ?? '')} error={errors[`results.${index}.value`]} onChange={(event) => set(`results.${index}.value`, Number(event.target.value))} required />
                  <SelectField label="Unit" value={text(data, `results.${index}.unit`)} onChange={(event) => set(`results.${index}.unit`, event.target.value)}>
                    {RESULT_UNIT_VALUES.map((unit) => (
                      <option key={unit}>{unit}</option>
                    ))}
                  </SelectField>
                  <SelectField label="Direction" value={text(data, `results.${index}.direction`)} onChange={(event) => set(`results.${index}.direction`, event.target.value)}>
                    <option value="increase">increase</option>
                    <option value="decrease">decrease</option>
                  </SelectField>
                  {field(`results.${index}.period`, 'Over what period', LIMITS.name)}
                </div>
                <div>
                  <Button size="sm" variant="ghost" onClick={() => set('results', results.filter((_other, other) => other !== index))}>
                    Remove result {index + 1}
                  </Button>
                </div>
              </fieldset>
            ))}
            {results.length < LIMITS.results ? (
              <div>
                <Button size="sm" variant="secondary" onClick={() => set('results', [...results, { label: '', value: 0, unit: 'percent', direction: 'increase', period: '' }])}>
                  Add a result
                </Button>
              </div>
            ) : null}
          </Section>
          <Section title="Customer quote">
            <CheckboxField label="The page shows a quote" checked={quote !== null} onChange={(event) => set('quote', event.target.checked ? { text: '', name: '', role: '' } : null)} />
            {quote ? (
              <>
                {field('quote.text', 'Quote', LIMITS.summary, { multiline: true })}
                <div css={group}>
                  {field('quote.name', 'Who said it', LIMITS.name)}
                  {field('quote.role', 'Their role', LIMITS.name, { required: false })}
                </div>
              </>
            ) : null}
          </Section>
          {seoSection}
        </>
      );
    }
    case 'video':
      return (
        <>
          <Section title="Video">
            {field('title', 'Title', LIMITS.title)}
            {slug}
            {field('description', 'Description', LIMITS.summary, { multiline: true })}
            <div css={group}>
              <TextField label="Length (seconds)" type="number" min={1} name="durationSeconds" value={String(fieldAt(data, 'durationSeconds') ?? 0)} error={errors.durationSeconds} onChange={(event) => set('durationSeconds', Math.max(0, Math.round(Number(event.target.value) || 0)))} required />
              {optionalAddress('mediaUrl', 'Recording address (optional)', 'A /media/… or /videos/… file of this site, or an https address. Empty: the page shows the poster and transcript.')}
              {optionalAddress('captionsUrl', 'Captions address (optional)', "The recording's WebVTT captions (a .vtt file of this site, or an https address), shown as the player's subtitles.")}
            </div>
            {tags}
            {image('thumbnail', 'Poster image')}
            {field('transcript', 'Transcript', LIMITS.body, { multiline: true })}
          </Section>
          {seoSection}
        </>
      );
    case 'feature':
      return (
        <Section title="Feature">
          {field('title', 'Title', LIMITS.title)}
          {slug}
          {field('description', 'Description', LIMITS.summary, { multiline: true })}
          <div css={group}>
            <SelectField label="Category" name="category" value={text(data, 'category')} onChange={(event) => set('category', event.target.value)} error={errors.category}>
              {FEATURE_CATEGORY_VALUES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </SelectField>
            <TextField label="Solution page (optional)" name="solutionPath" value={text(data, 'solutionPath')} error={errors.solutionPath} hint="A path of this site, e.g. /solutions/payment-links." onChange={(event) => set('solutionPath', event.target.value.trim() === '' ? null : event.target.value.trim())} />
            <TextField label="Order on the page" type="number" min={0} name="sortOrder" value={String(fieldAt(data, 'sortOrder') ?? 0)} error={errors.sortOrder} onChange={(event) => set('sortOrder', Math.max(0, Math.round(Number(event.target.value) || 0)))} />
          </div>
        </Section>
      );
  }
}
