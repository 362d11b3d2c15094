import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  draftSchemaOf,
  fieldErrorsOf,
  type ContentType,
  type EntryPayload,
  type FieldErrors,
  type PreviewLinkPayload,
} from '@site/contracts/content-editing';
import type { PageProps } from '@site/contracts/remote-module';
import { ApiError } from '@site/ui/api-client';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { createEntry, deleteEntry, entryQuery, previewLink, publishEntry, revokePreviewLink, saveEntry, unpublishEntry } from '../api/content-api.ts';
import { fieldLabel } from '../content/field-labels.ts';
import { UnsavedChangesPrompt } from '../content/unsaved-changes.tsx';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, muted, panel } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { emptyDraft, type DraftData } from '../content/draft-data.ts';
import { EntryForm } from '../content/entry-form.tsx';
import { EntryHistory } from '../content/entry-history.tsx';
import { notifyFailed, notifySaved } from '../users/notify.ts';
import { STATUS_TONES } from './content-page.tsx';
import { useAutosave } from '../content/use-autosave.ts';

interface Conflict {
  message: string;
  current: { revision: number; updatedBy: string; updatedAt: string } | undefined;
}

const errorsOf = (failure: unknown): FieldErrors => (failure instanceof ApiError && (failure.body as { fieldErrors?: FieldErrors } | null)?.fieldErrors) || {};
const conflictOf = (failure: unknown): Conflict | undefined =>
  failure instanceof ApiError && failure.status === 409
    ? { message: failure.message, current: (failure.body as { current?: Conflict['current'] } | null)?.current }
    : undefined;

/** Local time as a `datetime-local` value, a minute from now. */
const soon = () => {
  const date = new Date(Date.now() + 3600_000);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function Editor({ entry, type }: { entry: EntryPayload | null; type: ContentType }) {
  const navigate = useNavigate();
  const [data, setData] = useState<DraftData>(() => entry?.data ?? emptyDraft(type));
  const [revision, setRevision] = useState(entry?.revision ?? 0);
  const [dirty, setDirty] = useState(false);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(entry === null);
  const location = useLocation();
  /** What a new entry's page arrives with from its creation: the preview link made then, and the fields its first publish refused. */
  const arrival = location.state as { previewLink?: PreviewLinkPayload; errors?: FieldErrors } | null;
  const [errors, setErrors] = useState<FieldErrors>(() => arrival?.errors ?? {});
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const [publishAt, setPublishAt] = useState(soon);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** The preview link made on this page: it shows the draft as it was then, until revoked. A new entry's comes along to its own address. */
  const [shared, setShared] = useState<PreviewLinkPayload | undefined>(() => arrival?.previewLink);
  const sharedOnCreate = useRef<PreviewLinkPayload | undefined>(undefined);
  const createdId = useRef<string | null>(null);
  const current = entry;

  // Read as a navigation happens: set with the state, not a render later.
  const unsaved = useRef(false);
  const hasUnsavedChanges = useCallback(() => unsaved.current, []);
  const change = (next: DraftData) => {
    setData(next);
    setDirty(true);
    unsaved.current = true;
  };
  const adopt = (saved: EntryPayload) => {
    queryClient.setQueryData(entryQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'history', saved.id] });
    setData(saved.data);
    setRevision(saved.revision);
    setDirty(false);
    unsaved.current = false;
    setErrors({});
    setConflict(undefined);
  };
  const run = async (label: string, work: () => Promise<void>) => {
    setBusy(label);
    let refused: FieldErrors = {};
    try {
      await work();
    } catch (failure) {
      const found = conflictOf(failure);
      if (found) setConflict(found);
      refused = errorsOf(failure);
      setErrors(refused);
      notifyFailed(`${label} failed`, failure);
    } finally {
      setBusy(undefined);
      // A new entry moves to its own address once the action is done, even a failed publish (the
      // page there reads what the cache holds, and marks the fields refused here); saving again
      // here would create it twice.
      if (!current && createdId.current) {
        const made = sharedOnCreate.current;
        await navigate(`/admin/content/${createdId.current}`, { replace: true, state: { previewLink: made, errors: refused } });
      }
    }
  };
  const checkDraft = (): boolean => {
    const parsed = draftSchemaOf(type).safeParse(data);
    if (parsed.success) return true;
    setErrors(fieldErrorsOf(parsed.error));
    notifyFailed('Some fields are not valid', new Error('Fix the fields marked in red.'));
    return false;
  };
  /** Saves the draft when it changed; the revision to act on next. */
  const saveIfNeeded = async (overRevision?: number): Promise<EntryPayload | null> => {
    if (!current) {
      const created = await createEntry(type, data);
      adopt(created);
      createdId.current = created.id;
      return created;
    }
    if (!dirty && overRevision === undefined) return null;
    const saved = await saveEntry(current.id, overRevision ?? revision, data);
    adopt(saved);
    return saved;
  };
  const save = (overRevision?: number) =>
    run('Saving', async () => {
      if (!checkDraft()) return;
      const saved = await saveIfNeeded(overRevision);
      notifySaved('Draft saved', saved ? `Revision ${saved.revision}.` : 'Nothing had changed.');
    });
  const publish = (at?: string) =>
    run(at ? 'Scheduling' : 'Publishing', async () => {
      if (!checkDraft()) return;
      const saved = await saveIfNeeded();
      const id = saved?.id ?? current?.id ?? '';
      const published = await publishEntry(id, saved?.revision ?? revision, at ? new Date(at).toISOString() : undefined);
      adopt(published);
      notifySaved(
        at ? 'Scheduled' : 'Published',
        at ? `It goes live ${formatDateTime(published.publishAt ?? '')}.` : `Live at ${published.publicPath ?? ''} within seconds.`,
      );
    });
  const unpublish = () =>
    run('Unpublishing', async () => {
      if (!current) return;
      const saved = dirty ? await saveIfNeeded() : null;
      adopt(await unpublishEntry(current.id, saved?.revision ?? revision));
      notifySaved('Unpublished', 'Its page is gone from the public site; the draft is kept.');
    });
  const remove = () =>
    run('Deleting', async () => {
      if (!current) return;
      await deleteEntry(current.id, revision);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'list'] });
      setDirty(false);
      unsaved.current = false;
      notifySaved('Deleted', `${CONTENT_TYPE_LABELS[type].one} “${String(data.title ?? '')}” and its history are gone.`);
      await navigate('/admin/content');
    });
  const preview = () =>
    run('Making a preview link', async () => {
      const saved = await saveIfNeeded();
      const link = await previewLink(saved?.id ?? current?.id ?? '');
      setShared(link);
      sharedOnCreate.current = link;
      window.open(link.url, '_blank', 'noopener');
      notifySaved(
        'Preview opened in a new tab',
        `The link shows this draft as it is now, to anyone, until ${formatDateTime(link.expiresAt)} or until you revoke it.`,
      );
    });
  const revokeShared = () =>
    run('Revoking the preview link', async () => {
      const entryId = current?.id ?? createdId.current;
      if (!shared || !entryId) return;
      await revokePreviewLink(entryId, shared.id);
      setShared(undefined);
      notifySaved('Preview link revoked', 'Whoever opens it, or has it open, no longer sees the draft.');
    });

  // A stored draft saves itself once it has stood still for a few seconds: a closed laptop or a
  // crashed tab loses seconds of work, not an afternoon. It is the same save (a stale revision is a
  // conflict, shown as one); a draft that is not valid yet waits for the editor's own save, which
  // marks what is wrong; what is typed while it is sent stays unsaved.
  const latestData = useRef(data);
  useEffect(() => {
    latestData.current = data;
  });
  const [autosaveProblem, setAutosaveProblem] = useState<string | undefined>();
  const [askingToLeave, setAskingToLeave] = useState(false);
  const autosave = async () => {
    if (!current || !draftSchemaOf(type).safeParse(data).success) return;
    const sent = data;
    setBusy('Autosaving');
    try {
      const saved = await saveEntry(current.id, revision, sent);
      setAutosaveProblem(undefined);
      if (latestData.current === sent) adopt(saved);
      else {
        queryClient.setQueryData(entryQuery(saved.id).queryKey, saved);
        setRevision(saved.revision);
      }
    } catch (failure) {
      const found = conflictOf(failure);
      if (found) setConflict(found);
      else setAutosaveProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(undefined);
    }
  };
  useAutosave(current !== null && dirty && busy === undefined && conflict === undefined && !askingToLeave, data, autosave);

  // Ctrl+S (⌘S on a Mac) saves the draft, as in every editor, instead of saving the page as a file.
  const saveShortcut = useRef(save);
  useEffect(() => {
    saveShortcut.current = busy === undefined ? save : () => Promise.resolve();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveShortcut.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const status = current?.status ?? 'draft';
  const problems = Object.entries(current?.publishProblems ?? {});
  return (
    <div css={{ display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div css={[panel, { position: 'sticky', top: 0, zIndex: 2, gap: theme.space.sm }]} data-testid="editor-actions">
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
          <Badge tone={STATUS_TONES[status]}>{status}</Badge>
          {current?.hasUnpublishedChanges ? <span>changes not published</span> : null}
          {current?.publishAt ? <span>goes live {formatDateTime(current.publishAt)}</span> : null}
          {dirty ? (
            <span css={{ color: theme.color.danger }}>
              {busy === 'Autosaving' ? 'saving by itself…' : 'unsaved changes'}
              {autosaveProblem ? ` (it could not save by itself: ${autosaveProblem})` : null}
            </span>
          ) : current ? (
            <span css={muted}>
              revision {revision}, saved {formatDateTime(current.updatedAt)} by {current.updatedBy}
            </span>
          ) : null}
          {current?.publicPath ? (
            <a href={current.publicPath} target="_blank" rel="noopener">
              View the public page
            </a>
          ) : null}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}>
          <Button onClick={() => void save()} disabled={busy !== undefined}>
            {busy === 'Saving' ? 'Saving…' : 'Save draft'}
          </Button>
          <Button variant="secondary" onClick={() => void publish()} disabled={busy !== undefined}>
            {status === 'published' ? 'Publish changes' : 'Publish now'}
          </Button>
          <Button variant="secondary" onClick={() => void preview()} disabled={busy !== undefined}>
            Preview
          </Button>
          {status !== 'draft' ? (
            <Button variant="ghost" onClick={() => void unpublish()} disabled={busy !== undefined}>
              {status === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
            </Button>
          ) : null}
        </div>
        {shared ? (
          <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }} data-testid="preview-link">
            <span>
              <a href={shared.url} target="_blank" rel="noopener">
                Preview link
              </a>{' '}
              <span css={muted}>shows the draft as it was when made, until {formatDateTime(shared.expiresAt)}</span>
            </span>
            <Button variant="ghost" onClick={() => void revokeShared()} disabled={busy !== undefined}>
              {busy === 'Revoking the preview link' ? 'Revoking…' : 'Revoke link'}
            </Button>
          </p>
        ) : null}
        {status !== 'published' ? (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}>
            <div css={{ minWidth: '14rem' }}>
              <TextField label="Publish at (your time)" type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
            </div>
            <Button variant="ghost" onClick={() => void publish(publishAt)} disabled={busy !== undefined || !publishAt}>
              Schedule
            </Button>
          </div>
        ) : null}
      </div>

      {conflict ? (
        <div role="alert" css={[panel, { borderColor: theme.color.danger }]} data-testid="save-conflict">
          <strong>Your changes were not saved: someone else saved first.</strong>
          <p css={{ margin: 0 }}>{conflict.message}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
            <Button
              variant="secondary"
              onClick={() => {
                void queryClient
                  .fetchQuery({ ...entryQuery(current?.id ?? ''), staleTime: 0 })
                  .then(adopt, (failure: unknown) => notifyFailed('Reload failed', failure));
              }}
            >
              Load their version (drop mine)
            </Button>
            {conflict.current ? (
              <Button variant="danger" onClick={() => void save(conflict.current?.revision)}>
                Save mine over theirs
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {problems.length > 0 && !dirty ? (
        <div css={[panel, { gap: theme.space.xs }]} data-testid="publish-problems">
          <strong>Needed before it can be published</strong>
          <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {problems.map(([path, message]) => (
              <li key={path}>
                <strong>{fieldLabel(type, path)}</strong>: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        css={[panel, { gap: theme.space.xl }]}
        noValidate
        aria-label={`${CONTENT_TYPE_LABELS[type].one} fields`}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <EntryForm
          type={type}
          data={data}
          onChange={change}
          errors={errors}
          slugFollowsTitle={slugFollowsTitle}
          onSlugEdited={() => setSlugFollowsTitle(false)}
        />
      </form>

      {current ? <EntryHistory entry={current} revision={revision} dirty={dirty} onRestored={adopt} /> : null}

      {current ? (
        <section css={[panel, { borderColor: theme.color.danger }]} aria-labelledby="delete-title">
          <h2 id="delete-title" css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
            Delete
          </h2>
          <p css={muted}>Removes the entry, every revision of it and its public page. This cannot be undone.</p>
          {confirmDelete ? (
            <div role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
              <span>Delete “{String(data.title ?? '')}” for good?</span>
              <Button variant="danger" onClick={() => void remove()} disabled={busy !== undefined}>
                Yes, delete it
              </Button>
              <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <div>
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete…
              </Button>
            </div>
          )}
        </section>
      ) : null}
      <UnsavedChangesPrompt hasUnsavedChanges={hasUnsavedChanges} onAsking={setAskingToLeave} />
    </div>
  );
}

function ExistingEntry({ id }: { id: string }) {
  const entry = useQuery(entryQuery(id), queryClient);
  if (entry.isError) {
    return (
      <div css={panel}>
        <p css={errorText}>
          {entry.error instanceof ApiError && entry.error.status === 404
            ? 'This entry does not exist (it may have been deleted).'
            : `The entry could not be loaded: ${entry.error.message}`}
        </p>
        <Link to="/admin/content">Back to all content</Link>
      </div>
    );
  }
  if (!entry.data) return <p>Loading the entry…</p>;
  // Keyed by id: a different entry is a fresh form.
  return <Editor key={entry.data.id} entry={entry.data} type={entry.data.type} />;
}

/** `/admin/content/:id` (EDITOR, ADMIN): one entry's fields, its publishing, preview and history; `new?type=` starts one. */
export default function ContentEditorPage({ entry: page }: PageProps) {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const newType = (CONTENT_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as ContentType) : 'blog-post';
  return (
    <AdminGate entry={page}>
      {(session) => (
        <AdminFrame
          session={session}
          title={id === 'new' ? `New ${CONTENT_TYPE_LABELS[newType].one.toLowerCase()}` : page.title}
          lead="Save as often as you like: nothing is public until you publish."
        >
          <Link to="/admin/content">← All content</Link>
          {id === 'new' ? <Editor key={`new-${newType}`} entry={null} type={newType} /> : <ExistingEntry id={id} />}
        </AdminFrame>
      )}
    </AdminGate>
  );
}
