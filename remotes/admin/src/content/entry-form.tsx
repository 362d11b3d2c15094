import { FEATURE_CATEGORY_VALUES, INDUSTRY_VALUES, LIMITS, RESULT_UNIT_VALUES, publicPathOf, type ContentType, type FieldErrors } from '@site/contracts/content-editing';
import { CheckboxField, SelectField, TextArea, TextField } from '@site/ui/form-field';
import { hasOwnPage } from '@site/contracts/detail-urls';
import { documentTitle } from '@site/contracts/page-head';
import { titleCountHint } from '../seo/search-result-fit.ts';
import { fieldAt, slugFrom, withField, type DraftData } from './draft-data.ts';
import { fieldLabel, RESULT_PART_LABELS, resultPartLabel } from './field-labels.ts';
import { group, RowList, Section, type FieldOf } from './form-parts.tsx';
import { ImageField } from './image-field.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { PricingPlanFields } from './pricing-plan-fields.tsx';
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

const text = (data: DraftData, path: string) => String(fieldAt(data, path) ?? '');
const list = (data: DraftData, path: string) => ((fieldAt(data, path) as string[] | undefined) ?? []).join(', ');
const toList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const count = (value: string, max: number) => `${value.length} / ${max}`;

/** Every field the public page of a record shows, with the limits and errors of the shared schema. */
export function EntryForm({ type, data, onChange, errors, slugFollowsTitle, onSlugEdited }: EntryFormProps) {
  const set = (path: string, value: unknown) => onChange(withField(data, path, value));
  /** An address that may be left empty: stored as null then, not as an empty string. */
  const label = (path: string) => fieldLabel(type, path);
  const optionalAddress = (path: string, hint: string) => (
    <TextField label={label(path)} name={path} value={text(data, path)} error={errors[path]} hint={hint} onChange={(event) => set(path, event.target.value.trim() === '' ? null : event.target.value.trim())} />
  );
  const field: FieldOf = (path, max, options = {}) => {
    const value = text(data, path);
    const common = {
      label: path.startsWith('results.') ? resultPartLabel(path) : label(path),
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
  const slug = (
    <TextField
      label={label('slug')}
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
  const publicPath = publicPathOf(type, text(data, 'slug') || 'slug');
  const shownTitle = documentTitle({ title: text(data, 'seoTitle') || text(data, 'title'), path: publicPath });
  // A feature and a plan are parts of a shared page, with no search result of their own.
  const seoSection = !hasOwnPage(type) ? null : (
      <Section title="Search engines">
        <div css={group}>
          {field('seoTitle', LIMITS.seoTitle, { required: false, hint: `Empty: the title. ${titleCountHint(shownTitle)}` })}
          {field('seoDescription', LIMITS.seoDescription, { required: false, multiline: true, hint: 'Empty: the summary.' })}
        </div>
        <SearchSnippet
          title={shownTitle}
          path={publicPath}
          description={text(data, 'seoDescription') || text(data, type === 'blog-post' ? 'excerpt' : type === 'case-study' ? 'summary' : 'description')}
        />
      </Section>
    );
  const tags = (
    <TextField label={label('tags')} name="tags" value={list(data, 'tags')} error={errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1]} hint={`Lower-case words joined by hyphens, at most ${LIMITS.tags}.`} onChange={(event) => set('tags', toList(event.target.value.toLowerCase()))} />
  );
  const image = (path: 'heroImage' | 'thumbnail') => (
    <ImageField label={label(path)} value={{ url: text(data, `${path}.url`), alt: text(data, `${path}.alt`) }} onChange={(value) => set(path, value)} errors={{ url: errors[`${path}.url`], alt: errors[`${path}.alt`] }} />
  );

  switch (type) {
    case 'blog-post':
      return (
        <>
          <Section title="Post">
            {field('title', LIMITS.title)}
            {slug}
            {field('excerpt', LIMITS.summary, { multiline: true })}
            <div css={group}>
              {field('author.name', LIMITS.name)}
              {field('author.role', LIMITS.name, { required: false })}
            </div>
            {tags}
            {image('heroImage')}
            <MarkdownEditor label={label('bodyMarkdown')} value={text(data, 'bodyMarkdown')} onChange={(value) => set('bodyMarkdown', value)} error={errors.bodyMarkdown} maxLength={LIMITS.body} />
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
            {field('title', LIMITS.title)}
            {slug}
            <div css={group}>
              {field('customer', LIMITS.name)}
              <SelectField label={label('industry')} name="industry" value={text(data, 'industry')} onChange={(event) => set('industry', event.target.value)} error={errors.industry}>
                {INDUSTRY_VALUES.map((industry) => (
                  <option key={industry} value={industry}>
                    {industry.replaceAll('-', ' ')}
                  </option>
                ))}
              </SelectField>
            </div>
            {field('summary', LIMITS.summary, { multiline: true })}
            {field('challenge', LIMITS.body, { multiline: true })}
            {field('solution', LIMITS.body, { multiline: true })}
            <TextField label={label('products')} name="products" value={list(data, 'products')} onChange={(event) => set('products', toList(event.target.value))} error={errors.products} />
            {image('heroImage')}
          </Section>
          <Section title="Measured results">
            <RowList rows={results} noun="result" max={LIMITS.results} error={errors.results} newRow={() => ({ label: '', value: 0, unit: 'percent', direction: 'increase', period: '' })} onChange={(rows) => set('results', rows)}>
              {(index) => (
                <div css={group}>
                  {field(`results.${index}.label`, LIMITS.name)}
                  <TextField label={RESULT_PART_LABELS.value} type="number" step="any" name={`results.${index}.value`} value={String(fieldAt(data, `results.${index}.value`) ?? '')} error={errors[`results.${index}.value`]} onChange={(event) => set(`results.${index}.value`, Number(event.target.value))} required />
                  <SelectField label={RESULT_PART_LABELS.unit} value={text(data, `results.${index}.unit`)} onChange={(event) => set(`results.${index}.unit`, event.target.value)}>
                    {RESULT_UNIT_VALUES.map((unit) => (
                      <option key={unit}>{unit}</option>
                    ))}
                  </SelectField>
                  <SelectField label={RESULT_PART_LABELS.direction} value={text(data, `results.${index}.direction`)} onChange={(event) => set(`results.${index}.direction`, event.target.value)}>
                    <option value="increase">increase</option>
                    <option value="decrease">decrease</option>
                  </SelectField>
                  {field(`results.${index}.period`, LIMITS.name)}
                </div>
              )}
            </RowList>
          </Section>
          <Section title="Customer quote">
            <CheckboxField label="The page shows a quote" checked={quote !== null} onChange={(event) => set('quote', event.target.checked ? { text: '', name: '', role: '' } : null)} />
            {quote ? (
              <>
                {field('quote.text', LIMITS.summary, { multiline: true })}
                <div css={group}>
                  {field('quote.name', LIMITS.name)}
                  {field('quote.role', LIMITS.name, { required: false })}
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
            {field('title', LIMITS.title)}
            {slug}
            {field('description', LIMITS.summary, { multiline: true })}
            <div css={group}>
              <TextField label={label('durationSeconds')} type="number" min={1} name="durationSeconds" value={String(fieldAt(data, 'durationSeconds') ?? 0)} error={errors.durationSeconds} onChange={(event) => set('durationSeconds', Math.max(0, Math.round(Number(event.target.value) || 0)))} required />
              {optionalAddress('mediaUrl', 'A /media/… or /videos/… file of this site, or an https address. Empty: the page shows the poster and transcript.')}
              {optionalAddress('captionsUrl', "The recording's WebVTT captions (a .vtt file of this site, or an https address), shown as the player's subtitles.")}
            </div>
            {tags}
            {image('thumbnail')}
            {field('transcript', LIMITS.body, { multiline: true })}
          </Section>
          {seoSection}
        </>
      );
    case 'feature':
      return (
        <Section title="Feature">
          {field('title', LIMITS.title)}
          {slug}
          {field('description', LIMITS.summary, { multiline: true })}
          <div css={group}>
            <SelectField label={label('category')} name="category" value={text(data, 'category')} onChange={(event) => set('category', event.target.value)} error={errors.category}>
              {FEATURE_CATEGORY_VALUES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </SelectField>
            <TextField label={label('solutionPath')} name="solutionPath" value={text(data, 'solutionPath')} error={errors.solutionPath} hint="A path of this site, e.g. /solutions/payment-links." onChange={(event) => set('solutionPath', event.target.value.trim() === '' ? null : event.target.value.trim())} />
            <TextField label={label('sortOrder')} type="number" min={0} name="sortOrder" value={String(fieldAt(data, 'sortOrder') ?? 0)} error={errors.sortOrder} onChange={(event) => set('sortOrder', Math.max(0, Math.round(Number(event.target.value) || 0)))} />
          </div>
        </Section>
      );
    case 'pricing-plan':
      return <PricingPlanFields data={data} errors={errors} set={set} field={field} slug={slug} />;
  }
}
