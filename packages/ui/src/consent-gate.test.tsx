import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { claimConsentPublisher } from './consent.ts';
import { ConsentGate } from './consent-gate.tsx';

// The shell claims the publisher at start-up; here the test plays the shell.
const shell = claimConsentPublisher();
const open = vi.fn();
shell.setPreferencesOpener(open);

afterEach(() => {
  cleanup();
  act(() => shell.publish(null));
  open.mockClear();
});

test('holds content back until functional consent, with a placeholder that opens Cookie Settings', () => {
  render(
    <ConsentGate title="Product tour video">
      <iframe title="Product tour" src="about:blank" />
    </ConsentGate>,
  );
  expect(screen.queryByTitle('Product tour')).toBeNull();
  expect(screen.getByRole('region', { name: 'Product tour video' })).toBeTruthy();
  expect(screen.getByText('Enable functional cookies to watch.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
  expect(open).toHaveBeenCalledTimes(1);

  act(() => shell.publish({ functional: true, analytics: false, advertising: false }));
  expect(screen.getByTitle('Product tour')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Product tour video' })).toBeNull();
});

test('gates on the category asked for', () => {
  act(() => shell.publish({ functional: true, analytics: false, advertising: false }));
  render(
    <ConsentGate category="advertising" action="see this offer" title="Offer">
      <p>offer</p>
    </ConsentGate>,
  );
  expect(screen.queryByText('offer')).toBeNull();
  expect(screen.getByText('Enable advertising cookies to see this offer.')).toBeTruthy();
});

test('the write side can be claimed only once', () => {
  expect(() => claimConsentPublisher()).toThrow(/already claimed/);
});
