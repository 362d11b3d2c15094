import { useRef } from 'react';
import type { ActiveDraftPreview, ActivePreview } from '@site/contracts/remotes-manifest';
import { theme } from '@site/ui/theme';
import { BOTTOM_BAR_LEVEL } from './bottom-bar-space.ts';
import { useBottomBarSpace } from './use-bottom-bar-space.ts';

/** Where a preview ends: the site server clears this browser's preview cookie and goes home. */
export const EXIT_PREVIEW_URL = '/preview/exit';

/**
 * Shown on every page while this browser previews what nobody else gets (a signed preview link of
 * a section version, or of a content draft), so a screenshot or a review can never be mistaken
 * for the live site. Fixed at the very bottom of the screen (the cookie banner, while it asks,
 * stacks above it rather than over it), with room kept for it below the page.
 */
const until = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function PreviewBar({ preview, draft }: { preview?: ActivePreview | undefined; draft?: ActiveDraftPreview | undefined }) {
  const ref = useRef<HTMLElement>(null);
  useBottomBarSpace(ref, BOTTOM_BAR_LEVEL.preview);
  return (
    <aside
      data-print="hide"
      ref={ref}
      aria-label="Preview"
      data-testid="preview-bar"
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndex.cookieBanner - 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.md,
        alignItems: 'center',
        justifyContent: 'center',
        padding: `${theme.space.sm} ${theme.space.md}`,
        background: theme.color.ink,
        color: theme.color.inkText,
        fontSize: theme.fontSize.sm,
        boxShadow: theme.shadow.md,
      }}
    >
      {draft ? (
        <p css={{ margin: 0 }} data-testid="draft-preview">
          <strong>Draft preview</strong>: “{draft.title}”, not published
          <span> · link works until {until(draft.expiresAt)}</span> —
        </p>
      ) : null}
      {preview?.devOrigin ? (
        <p css={{ margin: 0 }} data-testid="dev-override">
          Developing <strong>{preview.section}</strong> from <code css={{ fontFamily: theme.font.mono }}>{preview.devOrigin}</code>
          <span> until {until(preview.expiresAt)}</span> —
        </p>
      ) : preview ? (
        <p css={{ margin: 0 }}>
          Previewing <strong>{preview.section}</strong> <code css={{ fontFamily: theme.font.mono }}>{preview.version}</code>
          <span> until {until(preview.expiresAt)}</span> —
        </p>
      ) : null}
      {/* A server route, not a page: a plain link so the cookie is cleared by a real request. */}
      <a href={EXIT_PREVIEW_URL} css={{ color: theme.color.inkText, fontWeight: theme.fontWeight.semibold, textDecoration: 'underline' }}>
        Exit preview
      </a>
    </aside>
  );
}
