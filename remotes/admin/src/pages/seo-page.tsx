import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEO_LIMITS, type PageSeoListPayload } from '@site/contracts/admin-api';
import { documentTitle } from '@site/contracts/page-head';
import type { PageProps } from '@site/contracts/remote-module';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { CheckboxField, SelectField, TextArea, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { savePageSeo, seoOverviewQuery, seoQuery } from '../api/settings-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, muted, panel } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { SearchSnippet } from '../content/search-snippet.tsx';
import { SeoOverview } from '../seo/seo-overview.tsx';
import { titleCountHint } from '../seo/search-result-fit.ts';
import { notifyFailed, notifySaved } from '../users/notify.ts';

type SeoPage = PageSeoListPayload['pages'][number];

const OVERRIDE_FORM_ID = 'seo-override';

function PageOverride({ page }: { page: SeoPage }) {
  const [title, setTitle] = useState(page.override?.title ?? '');
  const [description, setDescription] = useState(page.override?.description ?? '');
  const [noindex, setNoindex] = useState(page.override?.noindex ?? false);
  const [saving, setSaving] = useState(false);
  const tooLong = { title: title.trim().length > SEO_LIMITS.title, description: description.trim().length > SEO_LIMITS.description };
  const shownTitle = documentTitle({ title: title.trim() || page.title, path: page.path });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong.title || tooLong.description) return;
    setSaving(true);
    try {
      queryClient.setQueryData(
        seoQuery.queryKey,
        await savePageSeo({ path: page.path, title: title.trim() || null, description: description.trim() || null, noindex }),
      );
      void queryClient.invalidateQueries({ queryKey: seoOverviewQuery.queryKey });
      notifySaved('Saved', `${page.path}: the next page served carries it; the prerendered copy follows within seconds.`);
    } catch (failure) {
      notifyFailed('The override was not saved', failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form css={[panel, { gap: theme.space.md }]} onSubmit={(event) => void submit(event)} noValidate aria-label={`Search engines: ${page.path}`}>
      <p css={muted}>
        {page.override
          ? `Overridden by ${page.override.updatedBy}, ${formatDateTime(page.override.updatedAt)}.`
          : 'No override: search engines get the page’s own title and description.'}
      </p>
      <TextField
        label="Title in search results"
        value={title}
        placeholder={page.title}
        error={tooLong.title ? `At most ${SEO_LIMITS.title} characters` : undefined}
        hint={`Empty: “${page.title}”. ${titleCountHint(shownTitle)} ${title.trim().length} / ${SEO_LIMITS.title}`}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextArea
        label="Description in search results"
        value={description}
        placeholder={page.description}
        rows={3}
        error={tooLong.description ? `At most ${SEO_LIMITS.description} characters` : undefined}
        hint={`Empty: the page’s own description. ${description.trim().length} / ${SEO_LIMITS.description}`}
        onChange={(event) => setDescription(event.target.value)}
      />
      <CheckboxField
        label="Hide from search engines (noindex; left out of the sitemap)"
        checked={noindex}
        onChange={(event) => setNoindex(event.target.checked)}
      />
      <SearchSnippet title={shownTitle} path={page.path} description={description.trim() || page.description} noindex={noindex} />
      <div>
        <Button type="submit" disabled={saving || tooLong.title || tooLong.description}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function Overrides() {
  const pages = useQuery(seoQuery, queryClient);
  const [params, setParams] = useSearchParams();
  if (pages.isError) return <p css={errorText}>The pages could not be loaded: {pages.error.message}</p>;
  if (!pages.data) return <p>Loading pages…</p>;
  const chosen = pages.data.pages.find((page) => page.path === params.get('path')) ?? pages.data.pages[0];
  const overridden = pages.data.pages.filter((page) => page.override);
  const edit = (path: string) => {
    setParams({ path }, { replace: true });
    // The form below shows that page now: take the reader there.
    requestAnimationFrame(() => document.getElementById(OVERRIDE_FORM_ID)?.focus());
  };
  return (
    <>
      <SeoOverview overridable={new Set(pages.data.pages.map((page) => page.path))} onEdit={edit} />
      <div css={[panel, { gap: theme.space.sm }]} id={OVERRIDE_FORM_ID} tabIndex={-1} role="group" aria-label="Override one page">
        <SelectField label="Page" value={chosen?.path ?? ''} onChange={(event) => setParams({ path: event.target.value }, { replace: true })}>
          {pages.data.pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.path} — {page.title}
              {page.override ? ' (overridden)' : ''}
            </option>
          ))}
        </SelectField>
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' }}>
          {overridden.length === 0 ? 'No page is overridden.' : `${overridden.length} overridden:`}
          {overridden.map((page) => (
            <Badge key={page.path} tone={page.override?.noindex ? 'danger' : 'neutral'}>
              {page.path}
            </Badge>
          ))}
        </p>
      </div>
      {chosen ? <PageOverride key={`${chosen.path}:${chosen.override?.updatedAt ?? ''}`} page={chosen} /> : null}
    </>
  );
}

/** `/admin/seo` (EDITOR, ADMIN): the title, description and noindex search engines get for each page. */
export default function SeoPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Overrides />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
