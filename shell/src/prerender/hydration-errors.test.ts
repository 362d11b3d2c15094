import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportHydrationError } from './hydration-errors.ts';

afterEach(() => vi.restoreAllMocks());

describe('reportHydrationError', () => {
  it('reports a mismatch on an address without a query as an error: the markup should have matched', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportHydrationError(new Error('#418'), { componentStack: '\n    at Footer' }, '');
    expect(error.mock.calls[0]?.[0]).toMatch(/hydration mismatch/);
  });

  it('only warns when the address has a query, which the prerendered page does not show', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportHydrationError(new Error('#418'), {}, '?tag=pci');
    expect(error).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toMatch(/query \(\?tag=pci\)/);
  });
});
