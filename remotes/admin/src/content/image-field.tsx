import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';
import { IMAGE_ALT_LABEL } from './field-labels.ts';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HINT, useImageUpload } from './image-upload.ts';

interface ImageFieldProps {
  label: string;
  value: { url: string; alt: string };
  onChange: (value: { url: string; alt: string }) => void;
  errors: { url?: string | undefined; alt?: string | undefined };
}

/** An uploaded image with its text alternative; the type and size are checked here and again by the server. */
export function ImageField({ label, value, onChange, errors }: ImageFieldProps) {
  const id = useId();
  const { uploading, problem, upload } = useImageUpload();
  // The field as it is when the upload ends: a text alternative typed while it was on its way is kept.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const [uploaded] = await upload([file]);
    // The library's text alternative fills an empty one; what the editor wrote for this record stays.
    if (uploaded) onChange({ url: uploaded.image.url, alt: latest.current.alt || uploaded.image.alt });
  };
  const error = problem ?? errors.url;
  return (
    <fieldset css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: theme.space.md, margin: 0, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.sm }}>
      <legend css={{ fontWeight: theme.fontWeight.semibold, padding: `0 ${theme.space.xs}` }}>{label}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', width: '100%', minWidth: 0 }}>
        {value.url ? (
          <img src={value.url} alt="" css={{ width: '160px', height: '90px', objectFit: 'cover', borderRadius: theme.radius.sm, border: `1px solid ${theme.color.border}`, background: theme.color.surfaceAlt }} />
        ) : (
          <div aria-hidden="true" css={{ width: '160px', height: '90px', borderRadius: theme.radius.sm, border: `1px dashed ${theme.color.borderStrong}`, display: 'grid', placeItems: 'center', color: theme.color.muted, fontSize: theme.fontSize.sm }}>
            No image
          </div>
        )}
        <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.xs, minWidth: 0, flex: '1 1 12rem' }}>
          <label htmlFor={`${id}-file`} css={{ fontWeight: theme.fontWeight.medium }}>
            {value.url ? 'Replace image' : 'Upload image'}
          </label>
          <input id={`${id}-file`} type="file" css={{ maxWidth: '100%' }} accept={IMAGE_UPLOAD_ACCEPT} onChange={(event) => void choose(event)} disabled={uploading !== undefined} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} />
          <span id={`${id}-hint`} css={{ color: theme.color.muted, fontSize: theme.fontSize.sm }}>
            {uploading ? 'Uploading…' : `${IMAGE_UPLOAD_HINT} ${value.url ? `Now: ${value.url}` : ''}`}
          </span>
          {error ? (
            <span id={`${id}-error`} role="alert" css={{ color: theme.color.danger, fontSize: theme.fontSize.sm }}>
              {error}
            </span>
          ) : null}
        </div>
      </div>
      <TextField label={IMAGE_ALT_LABEL} value={value.alt} maxLength={300} error={errors.alt} onChange={(event) => onChange({ ...value, alt: event.target.value })} required />
    </fieldset>
  );
}
