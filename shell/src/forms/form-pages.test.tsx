import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createBrowserRouter } from '@site/ui/router';
import type { RouteEntry } from '@site/contracts/route-entry';
import LeadFormPage from '../pages/lead-form-page.tsx';
import shellTable from '../route-table.ts';
import { LEAD_FORM_PAGES, LEAD_FORM_PATHS, leadFormPageFor } from './form-pages.ts';
import { TYPICAL_SAVINGS } from '../pricing/typical-savings-text.ts';

const leadFormRoutes = shellTable.routes.filter((entry) => entry.componentPath === 'lead-form-page');

function renderPage(entry: RouteEntry) {
  window.history.replaceState(null, '', entry.path);
  render(<RouterProvider router={createBrowserRouter([{ path: entry.path, element: <LeadFormPage entry={entry} /> }])} />);
}

describe('lead form pages', () => {
  afterEach(() => cleanup());

  it('has copy for every route that uses the lead form page, and no copy for routes that do not', () => {
    expect(leadFormRoutes.map((entry) => entry.path).toSorted()).toEqual(LEAD_FORM_PATHS.toSorted());
  });

  it('gives each page its own form and its own words', () => {
    const pages = Object.values(LEAD_FORM_PAGES);
    expect(new Set(pages.map((page) => page.form)).size).toBe(pages.length);
    for (const key of ['lead', 'formTitle', 'formIntro', 'submitLabel', 'responseTime'] as const) {
      expect(new Set(pages.map((page) => page[key])).size, key).toBe(pages.length);
    }
  });

  it('states the rate review’s savings claim (in the visitor’s currency) and what the review covers', () => {
    const page = LEAD_FORM_PAGES['/card-processing-rate-review'];
    expect(page.highlight?.paragraphs.join(' ')).toContain(`Typical yearly savings are ${TYPICAL_SAVINGS}`);
    expect(page.highlight?.title).toBe('What the review covers');
    expect(page.highlight?.bullets?.length).toBeGreaterThanOrEqual(3);
  });

  it('explains the trial’s 30 days and the try-us-out test-payment line', () => {
    expect(LEAD_FORM_PAGES['/pricing/trialapplication'].highlight?.title).toBe('How the 30-day trial works');
    expect(LEAD_FORM_PAGES['/tryusout'].highlight?.title).toBe('How the test-payment line works');
    expect(LEAD_FORM_PAGES['/tryusout'].highlight?.paragraphs.join(' ')).toMatch(/test card/);
  });

  it('finds no page for other paths', () => {
    expect(leadFormPageFor('/pricing')).toBeUndefined();
  });

  it.each(leadFormRoutes.map((entry) => [entry.path, entry] as const))('%s renders its title as the one h1, its form and what happens next', (_path, entry) => {
    renderPage(entry);
    const page = leadFormPageFor(entry.path);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([entry.title]);
    expect(screen.getByRole('heading', { level: 2, name: page?.formTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: page?.submitLabel })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
  });
});
