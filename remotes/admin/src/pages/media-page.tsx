import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CONTENT_TYPE_LABELS,
  LIMITS,
  responsiveWidthsOf,
  type MediaItem,
  type MediaLibrary,
  type MediaReplacement,
  type MediaUse,
} from '@site/contracts/content-editing';
import type { PageProps } from '@site/contracts/remote-module';
import { ApiError } from '@site/ui/api-client';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { deleteMedia, mediaQuery, replaceMedia, saveMediaAlt } from '../api/media-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, muted, panel, readableAddress, sectionTitle } from '../components/admin-styles.ts';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { formatBytes, formatDateTime } from '../components/format.ts';
import { RecordTable } from '../components/record-table.tsx';
import { IMAGE_ALT_LABEL } from '../content/field-labels.ts';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HINT, imageTypeName, imageUploadProblem, useImageUpload } from '../content/image-upload.ts';
import { notifyFailed, notifySaved } from '../users/notify.ts';

const refreshMedia = () => queryClient.invalidateQueries({ queryKey: mediaQuery.queryKey });

/** How a row names its image to assistive technology: the file's stored name is a hash, so its first characters. */
const imageName = (item: MediaItem) => `image ${item.id.slice(0, 8)}`;

const listOfTitles = (uses: readonly MediaUse[]) => {
  const titles = uses.map((use) => `“${use.title}”`);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}` : (titles[0] ?? '');
};

/** The smallest copy the server makes, for a thumbnail; the upload itself when it has none (a GIF, a small image). */
const thumbnailOf = (item: MediaItem) => {
  const [smallest] = responsiveWidthsOf(item);
  return smallest ? `/media/${item.id}-${smallest}.webp` : item.url;
};

const filesCount = (count: number) => `${count} image${count === 1 ? '' : 's'}`;

function UploadForm({ library }: { library: MediaLibrary | undefined }) {
  const id = useId();
  const { uploading, problem, upload } = useImageUpload();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const known = new Set(library?.items.map((item) => item.url));
    const uploaded = await upload(files);
    if (uploaded.length === 0) return;
    await refreshMedia();
    // The same bytes are stored once: uploading a file again names the copy already there.
    const added = uploaded.filter(({ image }) => !known.has(image.url)).map(({ file }) => file.name);
    const again = uploaded.filter(({ image }) => known.has(image.url)).map(({ file }) => file.name);
    notifySaved(
      'Uploaded',
      [added.length > 0 ? `Added to the library: ${added.join(', ')}.` : '', again.length > 0 ? `Already in the library: ${again.join(', ')}.` : '']
        .filter(Boolean)
        .join(' '),
    );
  };
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
      <label htmlFor={`${id}-file`} css={{ fontWeight: theme.fontWeight.semibold }}>
        Upload images
      </label>
      <input
        id={`${id}-file`}
        type="file"
        multiple
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={uploading !== undefined}
        onChange={(event) => void choose(event)}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        css={{ maxWidth: '100%' }}
      />
      <p id={`${id}-hint`} css={muted}>
        {IMAGE_UPLOAD_HINT} A file already in the library is kept once, with its text alternative.
      </p>
      {/* Always there (out of the flow while empty), so what it comes to say is announced. */}
      <p role="status" css={[muted, { '&:empty': { position: 'absolute' } }]}>
        {uploading ? `Uploading ${uploading}…` : ''}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" css={errorText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The library's text alternative of one image, edited in place. */
function AltForm({ item }: { item: MediaItem }) {
  const [alt, setAlt] = useState(item.alt);
  const [saved, setSaved] = useState(false);
  const save = useMutation(
    {
      mutationFn: () => saveMediaAlt(item.id, alt.trim()),
      onSuccess: (updated) => {
        queryClient.setQueryData(mediaQuery.queryKey, (library) =>
          library ? { items: library.items.map((each) => (each.id === updated.id ? updated : each)) } : library,
        );
        setAlt(updated.alt);
        setSaved(true);
      },
    },
    queryClient,
  );
  const tooLong = alt.trim().length > LIMITS.alt;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.space.xs, minWidth: '14rem' }}>
      <TextField
        label={IMAGE_ALT_LABEL}
        // Every row has this field: its name says which image, after the words it shows (WCAG 2.5.3).
        aria-label={`${IMAGE_ALT_LABEL}, ${imageName(item)}`}
        value={alt}
        maxLength={LIMITS.alt}
        error={tooLong ? `At most ${LIMITS.alt} characters` : save.isError ? `Not saved: ${save.error.message}` : undefined}
        onChange={(event) => {
          setAlt(event.target.value);
          setSaved(false);
        }}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
        <Button type="submit" size="sm" variant="secondary" disabled={save.isPending} aria-label={`Save the text alternative of ${imageName(item)}`}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <span role="status" css={muted}>
          {saved ? 'Saved' : ''}
        </span>
      </div>
    </form>
  );
}

function UsedBy({ uses }: { uses: readonly MediaUse[] }) {
  if (uses.length === 0) return <span css={muted}>Nothing</span>;
  return (
    <ul css={{ margin: 0, paddingLeft: theme.space.md, display: 'grid', gap: theme.space.xs, minWidth: '12rem' }}>
      {uses.map((use) => (
        <li key={use.entryId}>
          <Link to={`/admin/content/${encodeURIComponent(use.entryId)}`}>{use.title}</Link> ({use.live ? 'live' : 'draft'})
          <span css={[muted, { display: 'block' }]}>{CONTENT_TYPE_LABELS[use.type].one}</span>
        </li>
      ))}
    </ul>
  );
}

/** What a replacement did, in words: which drafts show the new image, and what to publish for the site to show it. */
function replacementSummary({ changed, skipped, toPublish }: MediaReplacement): string {
  const left =
    skipped.length > 0
      ? `${listOfTitles(skipped)} could not be changed just now (saved by someone else meanwhile, or the server was busy) and still show${skipped.length === 1 ? 's' : ''} the old image: replace it again to change ${skipped.length === 1 ? 'that draft' : 'those drafts'} too.`
      : '';
  if (changed.length === 0) return left || 'No draft showed the image, so nothing changed; the new one is in the library.';
  const live = toPublish.filter((use) => changed.some((each) => each.entryId === use.entryId));
  return [
    `The draft${changed.length === 1 ? ' of' : 's of'} ${listOfTitles(changed)} now show${changed.length === 1 ? 's' : ''} the new image.`,
    live.length > 0 ? `Publish ${listOfTitles(live)} to show it on the site.` : '',
    left,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Uploads a file in place of one image: every draft that shows it shows the new one instead. */
function ReplaceControl({ item }: { item: MediaItem }) {
  const id = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const replace = useMutation(
    {
      mutationFn: (file: File) => replaceMedia(item.id, file),
      onSuccess: async (replacement) => {
        setProblem(undefined);
        notifySaved('Image replaced', replacementSummary(replacement));
        await refreshMedia();
      },
      onError: (failure) => {
        setProblem(failure.message);
        notifyFailed('The image was not replaced', failure);
      },
    },
    queryClient,
  );
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageUploadProblem(file);
    if (refused) return setProblem(refused);
    replace.mutate(file);
  };
  return (
    <div css={{ marginTop: theme.space.sm }}>
      <label htmlFor={`${id}-file`} css={{ fontWeight: theme.fontWeight.medium }}>
        Replace with a file
      </label>
      <span role="status" css={[muted, { display: 'block' }]}>
        {replace.isPending ? 'Replacing…' : ''}
      </span>
      <input
        id={`${id}-file`}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={replace.isPending}
        onChange={choose}
        aria-label={`Replace with a file: ${imageName(item)}`}
        aria-describedby={problem ? `${id}-error` : undefined}
        css={{ display: 'block', maxWidth: '14rem', marginTop: theme.space.xs }}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" css={[errorText, { maxWidth: '14rem' }]}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function MediaRow({ item, onDelete }: { item: MediaItem; onDelete: (item: MediaItem) => void }) {
  const inUseId = useId();
  const inUse = item.usedBy.length > 0;
  return (
    <tr data-testid={`media-${item.id}`}>
      <th scope="row" css={{ fontWeight: 'normal' }}>
        <img
          src={thumbnailOf(item)}
          alt={item.alt}
          loading="lazy"
          width={item.width}
          height={item.height}
          css={{
            display: 'block',
            width: '6rem',
            height: '4.5rem',
            objectFit: 'contain',
            background: theme.color.surfaceAlt,
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.sm,
          }}
        />
        <a href={item.url} aria-label={`Full size of ${imageName(item)}`} css={{ display: 'block', marginTop: theme.space.xs, whiteSpace: 'nowrap' }}>
          Full size
        </a>
      </th>
      <td>
        <AltForm item={item} />
      </td>
      <td css={{ whiteSpace: 'nowrap' }}>
        {item.width} × {item.height}
        <span css={[muted, { display: 'block' }]}>
          {formatBytes(item.bytes)}, {imageTypeName(item.contentType)}
        </span>
      </td>
      <td>
        <span css={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.uploadedAt)}</span>
        <span css={[muted, readableAddress, { display: 'block' }]}>by {item.uploadedBy}</span>
      </td>
      <td>
        <UsedBy uses={item.usedBy} />
      </td>
      <td>
        <Button
          size="sm"
          variant="danger"
          disabled={inUse}
          onClick={() => onDelete(item)}
          aria-label={`Delete ${imageName(item)}`}
          aria-describedby={inUse ? inUseId : undefined}
        >
          Delete
        </Button>
        {inUse ? (
          <span id={inUseId} css={[muted, { display: 'block', marginTop: theme.space.xs, minWidth: '10rem' }]}>
            In use by {listOfTitles(item.usedBy)}: take it out of {item.usedBy.length === 1 ? 'that record' : 'those records'} first.
          </span>
        ) : null}
        <ReplaceControl item={item} />
      </td>
    </tr>
  );
}

/** Every upload: its text alternative, size, who uploaded it, where it is used; upload more, delete those nothing uses. */
function Library() {
  const library = useQuery(mediaQuery, queryClient);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted row takes the button that opened the dialog with it: focus goes to the list's heading instead.
  const deleted = useRef(false);
  const remove = useMutation(
    {
      mutationFn: (item: MediaItem) => deleteMedia(item.id),
      onSuccess: async (_answer, item) => {
        deleted.current = true;
        queryClient.setQueryData(mediaQuery.queryKey, (current) => (current ? { items: current.items.filter((each) => each.id !== item.id) } : current));
        notifySaved('Image deleted', `The ${imageName(item)} is no longer in the library.`);
        await refreshMedia();
      },
      // Refused because a record has started to use it: the list shows which.
      onError: async (failure) => {
        if (failure instanceof ApiError && failure.status === 409) await refreshMedia();
      },
    },
    queryClient,
  );
  const askToDelete = (item: MediaItem) =>
    setConfirm({
      title: `Delete ${imageName(item)}?`,
      body: 'No record shows it now. It is removed from the library and its address stops working; anything outside the site that links to it breaks.',
      confirmLabel: 'Delete image',
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item);
      },
    });
  const items = library.data?.items;
  return (
    <section css={panel} aria-labelledby="media-title">
      <h2 id="media-title" ref={heading} tabIndex={-1} css={sectionTitle}>
        Images
      </h2>
      <p css={muted}>
        A text alternative set here is what an image starts with when it is put into a record; each record keeps its own after that. Leave it empty only for an
        image that adds nothing to the text around it.
      </p>
      <UploadForm library={library.data} />
      {library.isPending ? <p>Loading the library…</p> : null}
      {library.isError ? <p css={errorText}>The library could not be loaded: {library.error.message}</p> : null}
      {items && items.length === 0 ? <p>No image has been uploaded yet.</p> : null}
      {items && items.length > 0 ? (
        <>
          <p css={muted}>{filesCount(items.length)}, newest first.</p>
          <RecordTable label="Images in the library">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Text alternative</th>
                <th scope="col">Size</th>
                <th scope="col">Uploaded</th>
                <th scope="col">Used by</th>
                <th scope="col">Replace or delete</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <MediaRow key={item.id} item={item} onDelete={askToDelete} />
              ))}
            </tbody>
          </RecordTable>
        </>
      ) : null}
      <ConfirmDialog
        request={confirm}
        onClose={() => {
          setConfirm(null);
          if (!deleted.current) return;
          deleted.current = false;
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
    </section>
  );
}

/** `/admin/media` (EDITOR, ADMIN): the media library. */
export default function MediaPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Library />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
