import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicPathOf, type EntryPayload } from '@site/contracts/content-editing';
import { Button } from '@site/ui/button';
import { queryClient } from '@site/ui/query-client';
import { theme } from '@site/ui/theme';
import { historyQuery, restoreRevision } from '../api/content-api.ts';
import { errorText, muted, panel } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { notifyFailed, notifySaved } from '../users/notify.ts';
import { RevisionComparison } from './revision-comparison.tsx';

const ACTIONS: Record<string, string> = { create: 'created', save: 'saved', publish: 'published', schedule: 'scheduled', unpublish: 'unpublished', restore: 'restored', import: 'imported' };

/** Every revision of an entry, newest first; any earlier one can be compared with the saved draft and become the draft again. */
export function EntryHistory({ entry, revision, dirty, onRestored }: { entry: EntryPayload; revision: number; dirty: boolean; onRestored: (entry: EntryPayload) => void }) {
  const history = useQuery(historyQuery(entry.id), queryClient);
  const [compared, setCompared] = useState<number | null>(null);
  const restore = async (from: number) => {
    try {
      const restored = await restoreRevision(entry.id, revision, from);
      onRestored(restored);
      notifySaved(`Revision ${from} restored`, 'It is the draft now; publish it to make it live.');
    } catch (failure) {
      notifyFailed('Restore failed', failure);
    }
  };
  return (
    <section css={panel} aria-labelledby="history-title">
      <h2 id="history-title" css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
        History
      </h2>
      {dirty ? <p css={muted}>Save or drop your changes before restoring an earlier revision.</p> : null}
      {history.isError ? <p css={errorText}>The history could not be loaded: {history.error.message}</p> : null}
      {history.data ? (
        <ol css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.sm }} data-testid="entry-history">
          {history.data.revisions.map((item) => (
            <li key={item.revision} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between', borderBottom: `1px solid ${theme.color.border}`, paddingBottom: theme.space.sm }}>
              <span css={{ overflowWrap: 'anywhere' }}>
                <strong>Revision {item.revision}</strong> {ACTIONS[item.action] ?? item.action} by {item.actor}, {formatDateTime(item.createdAt)}
                <span css={{ display: 'block', color: theme.color.muted }}>
                  “{item.title}” at {publicPathOf(entry.type, item.slug)}
                </span>
              </span>
              {item.revision !== revision ? (
                <span css={{ display: 'flex', gap: theme.space.xs }}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={compared === item.revision}
                    aria-controls={`revision-${item.revision}-changes`}
                    onClick={() => setCompared(compared === item.revision ? null : item.revision)}
                    aria-label={`Compare revision ${item.revision} with the saved draft`}
                  >
                    Compare
                  </Button>
                  <Button size="sm" variant="ghost" disabled={dirty} onClick={() => void restore(item.revision)} aria-label={`Restore revision ${item.revision}`}>
                    Restore
                  </Button>
                </span>
              ) : (
                <span css={muted}>current</span>
              )}
              {compared === item.revision ? (
                <div id={`revision-${item.revision}-changes`} css={{ flexBasis: '100%', minWidth: 0 }}>
                  <RevisionComparison entry={entry} revision={item.revision} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>Loading the history…</p>
      )}
    </section>
  );
}
