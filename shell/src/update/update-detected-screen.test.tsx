import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UPDATE_COUNTDOWN_S, UpdateDetectedScreen } from './update-detected-screen.tsx';

/** Advances time one second per act(), so that each tick renders and schedules the next. */
function advanceSeconds(seconds: number) {
  for (let elapsed = 0; elapsed < seconds; elapsed += 1) act(() => vi.advanceTimersByTime(1000));
}

const SENTENCE = "We've just deployed an update to improve your experience. Refreshing to load the latest version...";

describe('UpdateDetectedScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the update notice and counts down from 2 s', () => {
    expect(UPDATE_COUNTDOWN_S).toBe(2);
    render(<UpdateDetectedScreen autoReload reload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Site Update Detected' })).toBeTruthy();
    expect(screen.getByText(SENTENCE)).toBeTruthy();
    expect(screen.getByText('Reloading in 2 s')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Reloading in 1 s')).toBeTruthy();
  });

  // Each step is its own act(): React renders a tick (and schedules the next) when act() ends.
  it('reloads after 2 s, once', () => {
    const reload = vi.fn();
    render(<UpdateDetectedScreen autoReload reload={reload} />);
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    advanceSeconds(10);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the window by default after 2 s, even when its parent re-renders meanwhile', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { rerender } = render(<UpdateDetectedScreen autoReload />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<UpdateDetectedScreen autoReload />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Reloading in 1 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    rerender(<UpdateDetectedScreen autoReload />);
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without auto reload never reloads by itself and offers a Reload page button', () => {
    const reload = vi.fn();
    render(<UpdateDetectedScreen autoReload={false} reload={reload} />);
    expect(screen.getByRole('heading', { name: 'Site Update Detected' })).toBeTruthy();
    expect(screen.queryByText(/Reloading in/)).toBeNull();
    advanceSeconds(60);
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('has no Reload page button while counting down', () => {
    render(<UpdateDetectedScreen autoReload reload={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();
  });
});
