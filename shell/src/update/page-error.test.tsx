import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SectionLoadError } from '../federation/section-loader.ts';
import { BOUNDARY_RELOAD_DELAY_MS, PageError } from './page-error.tsx';
import { useUpdateStore } from './update-store.ts';

const chunkLoadError = () => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });

describe('PageError', () => {
  let reload: MockInstance<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    useUpdateStore.setState({ detected: null });
    reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('for an ordinary render error', () => {
    it("apologises with 'Something went wrong', Refresh Page and Try Again", () => {
      render(<PageError error={new TypeError('x is undefined')} onRetry={vi.fn()} />);
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
      expect(screen.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    });

    it('Try Again calls onRetry and does not reload', () => {
      const onRetry = vi.fn();
      render(<PageError error={new Error('boom')} onRetry={onRetry} />);
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
    });

    it('Refresh Page reloads the page', () => {
      render(<PageError error={new Error('boom')} onRetry={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('never reloads by itself', () => {
      render(<PageError error={new Error('boom')} onRetry={vi.fn()} />);
      act(() => vi.advanceTimersByTime(60_000));
      expect(reload).not.toHaveBeenCalled();
    });
  });

  describe('for a load problem', () => {
    it.each([
      ['a ChunkLoadError', chunkLoadError()],
      ['a SectionLoadError', new SectionLoadError('solutions', 'its remote failed to load')],
    ])("shows 'Updating Application' with Reload Now for %s", (_label, error) => {
      render(<PageError error={error} onRetry={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'Updating Application' })).toBeTruthy();
      expect(screen.getByText("We're loading the latest version of the application. This will only take a moment...")).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reload Now' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    });

    it('reloads automatically after 1 s', () => {
      expect(BOUNDARY_RELOAD_DELAY_MS).toBe(1000);
      render(<PageError error={chunkLoadError()} onRetry={vi.fn()} />);
      act(() => vi.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload automatically again for the same failure within 30 s, but Reload Now still works', () => {
      const first = render(<PageError error={chunkLoadError()} onRetry={vi.fn()} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(reload).toHaveBeenCalledTimes(1);
      first.unmount();

      // The page came back with the same failure (as after the reload).
      render(<PageError error={chunkLoadError()} onRetry={vi.fn()} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(reload).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Reload Now' }));
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });

  it('shows the Site Update Detected screen when an update was detected on this page', () => {
    useUpdateStore.setState({ detected: { pathname: window.location.pathname, failureKey: 'section:solutions', autoReload: false } });
    render(<PageError error={chunkLoadError()} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Site Update Detected' })).toBeTruthy();
    expect(screen.queryByText('Updating Application')).toBeNull();
  });

  it('ignores an update detected on another page', () => {
    useUpdateStore.setState({ detected: { pathname: '/somewhere-else', failureKey: 'load:/somewhere-else', autoReload: true } });
    render(<PageError error={new Error('boom')} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
