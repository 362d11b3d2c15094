import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from '@site/ui/router';
import { visuallyHidden } from '@site/ui/theme';
import { topItemStyle } from '../layout/desktop-nav.tsx';
import { closeMobileMenu } from '../layout/mobile-menu-store.ts';
import { isLoadError } from '../update/load-error.ts';
import { reportLoadFailure } from '../update/report-load-failure.ts';
import { OPEN_SEARCH_EVENT, type OpenSearchDetail } from './open-search.ts';
import { SearchForm } from './search-form.tsx';
import { SearchIcon } from './search-icon.tsx';
import { SEARCH_PAGE_PATH, searchPageUrl, searchableQuery } from './search-query.ts';
import type { SearchPanelProps } from './search-panel.tsx';
import { SEARCH_SHORTCUTS, isSearchShortcut } from './search-shortcut.ts';

const SEARCH_BOX_ID = 'site-search';
const WITHOUT_SCRIPT = '@media (scripting: none)';

type PanelModule = typeof import('./search-panel.tsx');
let panelModule: Promise<PanelModule> | undefined;

/** The panel, TanStack Query and the search code are fetched on first use, not with the page. */
function loadPanel(): Promise<PanelModule> {
  panelModule ??= import('./search-panel.tsx').catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

const prefetchPanel = () => void loadPanel().catch(() => undefined);

/**
 * The header's search button. It opens the search panel (loaded on first use; hovering or
 * focusing the button fetches it ahead), as do `/` and Ctrl/⌘+K anywhere on the page; until the
 * panel's code is there, a plain search form stands in for it in the same box. The panel closes
 * on navigation, and the typed query survives closing it until a result is chosen. Other parts of
 * the page open it with a query through `requestSiteSearch`.
 */
export function SearchButton() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const [query, setQuery] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const formInputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const openPanel = useCallback(() => {
    closeMobileMenu();
    setOpenAt(key);
    setFocusRequest((request) => request + 1);
    loadPanel().then(
      (module) => setPanel(() => module.SearchPanel),
      (error: unknown) => {
        setOpenAt(null);
        if (isLoadError(error)) reportLoadFailure(error);
        else console.error('[search] the search panel failed to start', error);
      },
    );
  }, [key]);

  const closePanel = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpenAt(null);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  // The form the landing script opened before the app ran (prerender/search-before-app.ts) is
  // the open search, with what was typed in it: the panel takes its place.
  useLayoutEffect(() => {
    const form = document.getElementById(SEARCH_BOX_ID);
    if (form instanceof HTMLFormElement && !form.hidden) {
      setQuery(formInputRef.current?.value ?? '');
      openPanel();
    }
    // Once, as the app takes the page over.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Until the panel is there, the form takes the focus the panel would.
  useEffect(() => {
    if (open && !Panel) formInputRef.current?.focus();
  }, [open, Panel, focusRequest]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openPanel();
    };
    const onRequest = (event: Event) => {
      setQuery((event as CustomEvent<OpenSearchDetail>).detail.query);
      openPanel();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(OPEN_SEARCH_EVENT, onRequest);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(OPEN_SEARCH_EVENT, onRequest);
    };
  }, [openPanel]);

  return (
    <div ref={containerRef} css={{ display: 'contents' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={SEARCH_BOX_ID}
        aria-keyshortcuts={SEARCH_SHORTCUTS}
        onClick={() => (open ? closePanel({ restoreFocus: false }) : openPanel())}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        css={{ ...topItemStyle, justifyContent: 'center', minWidth: '40px', padding: 0, [WITHOUT_SCRIPT]: { display: 'none' } }}
      >
        <SearchIcon size={22} />
        <span css={visuallyHidden}>Search</span>
      </button>
      {/* A browser that runs no script gets the search page instead, a form that works without it. */}
      <a
        href={SEARCH_PAGE_PATH}
        css={{ ...topItemStyle, justifyContent: 'center', minWidth: '40px', padding: 0, display: 'none', [WITHOUT_SCRIPT]: { display: 'inline-flex' } }}
      >
        <SearchIcon size={22} />
        <span css={visuallyHidden}>Search</span>
      </a>
      {open && Panel ? (
        <Panel id={SEARCH_BOX_ID} query={query} onQueryChange={setQuery} onClose={closePanel} containerRef={containerRef} focusRequest={focusRequest} />
      ) : (
        <SearchForm
          id={SEARCH_BOX_ID}
          hidden={!open}
          query={query}
          onQueryChange={setQuery}
          onSubmit={(typed) => {
            if (searchableQuery(typed) === null) return;
            setQuery('');
            closePanel({ restoreFocus: false });
            void navigate(searchPageUrl(typed));
          }}
          onEscape={() => closePanel({ restoreFocus: true })}
          inputRef={formInputRef}
        />
      )}
    </div>
  );
}
