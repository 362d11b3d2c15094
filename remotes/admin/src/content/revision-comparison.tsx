import { useQuery } from '@tanstack/react-query';
import type { EntryPayload } from '@site/contracts/content-editing';
import { queryClient } from '@site/ui/query-client';
import { theme, visuallyHidden } from '@site/ui/theme';
import { revisionQuery } from '../api/content-api.ts';
import { errorText, muted } from '../components/admin-styles.ts';
import { fieldLabel } from './field-labels.ts';
import { keptContext, revisionChanges, type FieldChange } from './revision-changes.ts';

const removedStyle = { background: theme.color.dangerSoft, color: theme.color.text, textDecoration: 'line-through' };
const addedStyle = { background: theme.color.brandSoft, color: theme.color.text, textDecoration: 'none' };

function ChangedText({ change }: { change: FieldChange }) {
  if (!change.parts) {
    return (
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `0 ${theme.space.sm}` }}>
        <dt css={muted}>In the revision</dt>
        <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{change.revision || <span css={muted}>(empty)</span>}</dd>
        <dt css={muted}>In the draft</dt>
        <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{change.draft || <span css={muted}>(empty)</span>}</dd>
      </dl>
    );
  }
  const { parts } = change;
  return (
    <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: theme.font.mono, fontSize: theme.fontSize.sm }}>
      {parts.map((part, index) =>
        part.change === 'same' ? (
          <span key={index}>{keptContext(part.text, { first: index === 0, last: index === parts.length - 1 })}</span>
        ) : part.change === 'removed' ? (
          <del key={index} css={removedStyle}>
            <span css={visuallyHidden}>[only in the draft: </span>
            {part.text}
            <span css={visuallyHidden}>]</span>
          </del>
        ) : (
          <ins key={index} css={addedStyle}>
            <span css={visuallyHidden}>[in the revision: </span>
            {part.text}
            <span css={visuallyHidden}>]</span>
          </ins>
        ),
      )}
    </p>
  );
}

/** What restoring `revision` would change in the saved draft, field by field, by the form's labels. */
export function RevisionComparison({ entry, revision }: { entry: EntryPayload; revision: number }) {
  const stored = useQuery(revisionQuery(entry.id, revision), queryClient);
  if (stored.isError) return <p css={errorText}>Revision {revision} could not be read: {stored.error.message}</p>;
  if (!stored.data) return <p>Reading revision {revision}…</p>;
  const changes = revisionChanges(stored.data.data, entry.data);
  if (changes.length === 0) return <p css={muted}>Revision {revision} has the same fields as the saved draft.</p>;
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }} data-testid="revision-changes">
      <p css={{ margin: 0 }}>
        Restoring revision {revision} would change {changes.length === 1 ? 'this field' : `these ${changes.length} fields`} of the saved draft
        {changes.some((change) => change.parts) ? <span css={muted}> (struck through: only in the draft; highlighted: in the revision)</span> : null}:
      </p>
      <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.sm }}>
        {changes.map((change) => (
          <li key={change.path} css={{ display: 'grid', gap: theme.space.xs }}>
            <strong>{fieldLabel(entry.type, change.path)}</strong>
            <ChangedText change={change} />
          </li>
        ))}
      </ul>
    </div>
  );
}
