import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@site/ui/router';
import { SearchButton } from './search-button.tsx';

function renderButton() {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ path: '*', element: <SearchButton /> }]);
  render(<RouterProvider router={router} />);
  return { router, button: screen.getByRole('button', { name: 'Search' }) };
}

const findInput = () => screen.findByRole('combobox', { name: 'Search the site' });
/** The panel takes focus in an effect, which may run just after it appears. */
const expectFocused = (element: Element) => waitFor(() => expect(document.activeElement).toBe(element));

describe('SearchButton', () => {
  afterEach(() => {
    cleanup();
  });

  it('is a closed disclosure named Search that announces its shortcuts', () => {
    const { button } = renderButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('site-search');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  // That it closes the mobile menu's popover is a journey's (search.spec.ts, "on a phone"): happy-dom has no popovers.
  it('loads and opens the panel on click with focus in the input', async () => {
    const { button } = renderButton();
    fireEvent.click(button);
    const input = await findInput();
    await expectFocused(input);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('site-search')?.contains(input)).toBe(true);
  });

  it('closes on Escape with focus back on the button, and on a second click', async () => {
    const { button } = renderButton();
    fireEvent.click(button);
    // As a visitor would: Escape once the input has focus (the panel's listeners start with it).
    const input = await findInput();
    await expectFocused(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await expectFocused(button);
    fireEvent.click(button);
    await findInput();
    fireEvent.click(button);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens on / and on Ctrl+K or ⌘K, focusing the input', async () => {
    const { button } = renderButton();
    fireEvent.keyDown(document.body, { key: '/' });
    const input = await findInput();
    await expectFocused(input);
    fireEvent.keyDown(input, { key: 'Escape' });

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await expectFocused(await findInput());
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });

    fireEvent.keyDown(button, { key: 'k', metaKey: true });
    await expectFocused(await findInput());
  });

  it('takes focus back to the input when the shortcut is pressed while it is open', async () => {
    const { button } = renderButton();
    fireEvent.click(button);
    await expectFocused(await findInput());
    button.focus();
    fireEvent.keyDown(button, { key: 'k', ctrlKey: true });
    await expectFocused(await findInput());
  });

  it('keeps the typed query when closed and reopened', async () => {
    const { button } = renderButton();
    fireEvent.click(button);
    const input = await findInput();
    await expectFocused(input);
    fireEvent.change(input, { target: { value: 'p' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(button);
    expect(((await findInput()) as HTMLInputElement).value).toBe('p');
  });

  it('closes when the page changes', async () => {
    const { button, router } = renderButton();
    fireEvent.click(button);
    await findInput();
    await act(() => router.navigate('/contact'));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes over the search form opened before the app: the panel opens in its place, with what was typed', async () => {
    // The page as prerendered, then opened and typed into before the app ran (prerender/search-before-app.ts).
    const { unmount, container } = render(<RouterProvider router={createBrowserRouter([{ path: '*', element: <SearchButton /> }])} />);
    const markup = container.innerHTML;
    unmount();
    container.innerHTML = markup;
    const form = container.querySelector<HTMLFormElement>('form#site-search');
    const typedIn = form?.querySelector('input');
    expect(form?.hidden).toBe(true);
    expect(typedIn?.name).toBe('q');
    form!.hidden = false;
    typedIn!.value = 'p';

    const root = await act(() => hydrateRoot(container, <RouterProvider router={createBrowserRouter([{ path: '*', element: <SearchButton /> }])} />));
    const input = (await findInput()) as HTMLInputElement;
    expect(input.value).toBe('p');
    await expectFocused(input);
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelectorAll('#site-search')).toHaveLength(1);
    act(() => root.unmount());
  });
});
