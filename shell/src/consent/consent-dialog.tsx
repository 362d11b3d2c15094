import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@site/ui/button';
import { theme } from '@site/ui/theme';
import type { ConsentChoice } from './consent-record.ts';
import { useConsentStore } from './consent-store.ts';
import { useConsentUiStore } from './consent-ui-store.ts';

const CATEGORIES: { key: keyof ConsentChoice; name: string; description: string }[] = [
  {
    key: 'functional',
    name: 'Functional',
    description: 'Remember your settings and play embedded content such as videos.',
  },
  {
    key: 'analytics',
    name: 'Analytics',
    description: 'Count visits and see how the site is used, so we can improve it.',
  },
  {
    key: 'advertising',
    name: 'Advertising',
    description: 'Measure our advertising and show you relevant adverts on other sites.',
  },
];

const NO_OPTIONAL: ConsentChoice = { functional: false, analytics: false, advertising: false };

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const switchStyle = {
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: '3rem',
  height: '1.75rem',
  margin: 0,
  borderRadius: '999px',
  border: `2px solid ${theme.color.muted}`,
  background: theme.color.surfaceAlt,
  cursor: 'pointer',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '1.25rem',
    height: '1.25rem',
    borderRadius: '50%',
    background: theme.color.muted,
    transition: 'transform 120ms ease',
  },
  '&:checked': { background: theme.color.brand, borderColor: theme.color.brand },
  '&:checked::after': { background: theme.color.onBrand, transform: 'translateX(1.25rem)' },
} as const;

/**
 * The preferences dialog: a native modal `<dialog>` (the rest of the page is inert), labelled by
 * its heading, with Tab kept inside; Escape or Close returns focus to whatever opened it. Loaded
 * on demand: it is only needed once a visitor asks for it.
 */
export default function ConsentDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const stored = useConsentStore((state) => state.consent);
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const save = useConsentStore((state) => state.save);
  const close = useConsentUiStore((state) => state.closePreferences);
  // Starts from the stored choice; with none, every optional category starts off (never pre-ticked).
  const [choice, setChoice] = useState<ConsentChoice>(() => ({ ...NO_OPTIONAL, ...pick(stored) }));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may be gone (the banner hides once a choice is made): fall back to the page.
      const target = opener?.isConnected ? opener : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-text"
      // Escape closes the native dialog; the store follows so React stays the source of truth. It
      // follows at the 'cancel' event, which Escape fires at once: 'close' comes in a later task,
      // and an Enter on the opener in between found the store still open and reopened nothing.
      onCancel={close}
      onClose={close}
      onKeyDown={trapTab}
      css={{
        zIndex: theme.zIndex.cookieDialog,
        width: `calc(100% - ${theme.space.lg})`,
        maxWidth: '600px',
        maxHeight: `calc(100dvh - ${theme.space.lg})`,
        padding: 0,
        border: 'none',
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        color: theme.color.text,
        boxShadow: theme.shadow.md,
        '&::backdrop': { background: 'rgba(15, 27, 51, 0.6)' },
      }}
    >
      <div css={{ padding: `${theme.space.lg} clamp(${theme.space.md}, 4vw, ${theme.space.lg})`, display: 'grid', gap: theme.space.md }}>
        <div css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space.md }}>
          <h2 id="consent-dialog-title" css={{ fontSize: theme.fontSize.xl, margin: 0 }}>
            Cookie preferences
          </h2>
          <button type="button" onClick={close} aria-label="Close" css={closeButton}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <p id="consent-dialog-text" css={{ margin: 0, fontSize: theme.fontSize.sm }}>
          Choose which optional cookies we may use. Your choice is kept for 12 months and you can change it at any time under Cookie Settings at the foot of
          every page.
        </p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
          <li css={rowStyle}>
            <h3 css={categoryHeading}>Strictly necessary</h3>
            <span css={{ fontWeight: 600, color: theme.color.accent, fontSize: theme.fontSize.sm }}>Always active</span>
            <p css={categoryText}>Keep the site secure and working, and remember your cookie choice. They cannot be turned off.</p>
          </li>
          {CATEGORIES.map((category) => (
            <li key={category.key} css={rowStyle}>
              <h3 css={categoryHeading}>
                <label htmlFor={`consent-${category.key}`}>{category.name}</label>
              </h3>
              <input
                id={`consent-${category.key}`}
                type="checkbox"
                role="switch"
                aria-checked={choice[category.key]}
                aria-describedby={`consent-${category.key}-text`}
                checked={choice[category.key]}
                onChange={(event) => setChoice((current) => ({ ...current, [category.key]: event.target.checked }))}
                css={switchStyle}
              />
              <p id={`consent-${category.key}-text`} css={categoryText}>
                {category.description}
              </p>
            </li>
          ))}
        </ul>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={rejectAll} css={buttonGrow}>
            Reject All
          </Button>
          <Button variant="secondary" onClick={acceptAll} css={buttonGrow}>
            Accept All
          </Button>
          <Button onClick={() => save(choice)} css={buttonGrow}>
            Save Preferences
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function pick(stored: ConsentChoice | null): Partial<ConsentChoice> {
  return stored ? { functional: stored.functional, analytics: stored.analytics, advertising: stored.advertising } : {};
}

const rowStyle = {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: theme.space.md,
  rowGap: theme.space.xs,
  padding: theme.space.md,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
} as const;
const categoryHeading = { fontSize: theme.fontSize.md, margin: 0 } as const;
const categoryText = { gridColumn: '1 / -1', margin: 0, fontSize: theme.fontSize.sm, color: theme.color.muted } as const;
const closeButton = {
  flex: 'none',
  width: '44px',
  height: '44px',
  border: `2px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  fontSize: theme.fontSize.lg,
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceAlt },
} as const;
const buttonGrow = { flex: '1 1 auto', '@media (min-width: 480px)': { flex: '0 0 auto' } } as const;
