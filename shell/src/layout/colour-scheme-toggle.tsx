import { useSyncExternalStore } from 'react';
import { Icon } from '@site/ui/icons';
import { topItemStyle } from './desktop-nav.tsx';
import { chooseColourScheme, currentColourScheme, subscribeToColourScheme } from './colour-scheme.ts';

/**
 * The header's light/dark switch: a toggle button (pressed = dark). Prerendered pages cannot know
 * the visitor's scheme, so the server snapshot is light and the button settles once hydrated.
 */
export function ColourSchemeToggle() {
  const scheme = useSyncExternalStore(subscribeToColourScheme, currentColourScheme, () => 'light' as const);
  const dark = scheme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      data-testid="colour-scheme-toggle"
      onClick={() => chooseColourScheme(dark ? 'light' : 'dark')}
      css={{ ...topItemStyle, minWidth: '40px', justifyContent: 'center', padding: 0 }}
    >
      <Icon name={dark ? 'moon' : 'sun'} size={20} />
    </button>
  );
}
