import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { PageContent } from '@site/contracts/page-content';
import { defineRouteTable } from '@site/contracts/route-entry';
// oxlint-disable-next-line no-restricted-imports -- a test renders outside the site's router, so it brings its own
import { MemoryRouter } from 'react-router-dom';
import { ContentPage } from './content-page.tsx';

afterEach(cleanup);

const [entry] = defineRouteTable({
  routes: [
    {
      path: '/legal/example',
      title: 'Example policy',
      description: 'What the route table says.',
      component: 'ContentPage',
      componentPath: 'content-page',
      category: 'legal',
    },
  ],
}).routes;

const content: PageContent = {
  hero: { actions: [{ label: 'Book a demo', to: '/book-demo' }] },
  updated: '2026-03-04',
  blocks: [
    {
      kind: 'prose',
      title: 'Who we are',
      paragraphs: ['Keyline is the controller of website data.'],
      bullets: ['Registered in England and Wales'],
      subsections: [{ title: 'Contact', paragraphs: ['Write to the privacy team.'] }],
    },
    { kind: 'table', title: 'Retention', caption: 'How long we keep data', columns: ['Data', 'Period'], rows: [['Leads', '24 months']] },
    {
      kind: 'links',
      title: 'Related',
      items: [
        { label: 'Cookie policy', to: '/legal/cookie-policy' },
        { label: 'API documentation', to: 'https://developer.keyline.example' },
      ],
    },
    { kind: 'faq', title: 'Questions', items: [{ question: 'Can I object?', answer: 'Yes, at any time.' }] },
  ],
};

const renderPage = (page: PageContent | undefined) =>
  render(
    <MemoryRouter>
      <ContentPage entry={entry!} content={page} />
    </MemoryRouter>,
  );

test('the route title is the one h1 and the description is the lead when the copy gives none', () => {
  renderPage(content);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Example policy']);
  expect(screen.getByText('What the route table says.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Book a demo' }).getAttribute('href')).toBe('/book-demo');
});

test('every block renders in order under its own heading', () => {
  renderPage(content);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Who we are', 'Retention', 'Related', 'Questions']);
  expect(screen.getByRole('heading', { level: 3, name: 'Contact' })).toBeTruthy();
  expect(screen.getByText('Registered in England and Wales').tagName).toBe('LI');
  expect(screen.getByRole('time').getAttribute('datetime')).toBe('2026-03-04');
  expect(screen.getByText(/Last updated/).textContent).toContain('4 March 2026');
});

test('tables keep their header semantics and scroll by keyboard on narrow screens', () => {
  renderPage(content);
  const region = screen.getByRole('region', { name: 'How long we keep data' });
  expect(region.getAttribute('tabindex')).toBe('0');
  const table = within(region).getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Period' })).toBeTruthy();
  expect(within(table).getByRole('rowheader', { name: 'Leads' })).toBeTruthy();
});

test('in-site links route client-side; other sites get a plain link without the opener', () => {
  renderPage(content);
  expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/legal/cookie-policy');
  const external = screen.getByRole('link', { name: 'API documentation' });
  expect(external.getAttribute('href')).toBe('https://developer.keyline.example');
  expect(external.getAttribute('rel')).toContain('noopener');
});

test('a content page without its content fails loudly instead of rendering an empty page', () => {
  expect(() => renderPage(undefined)).toThrow(/no content was loaded/);
});

test('a team block shows each person as a heading under the block’s own, and a logos block each organisation as its wordmark', () => {
  renderPage({
    hero: {},
    blocks: [
      {
        kind: 'team',
        title: 'The team behind the platform',
        members: [
          {
            name: 'Eleanor Hart',
            role: 'Chief Executive',
            text: 'Founded Keyline.',
            portrait: { skin: 'fair', hair: 'bob', hairColour: 'auburn', outfit: 'ink' },
          },
          {
            name: 'Sanjay Kapoor',
            role: 'Chief Technology Officer',
            text: 'Runs the platform.',
            portrait: { skin: 'tan', hair: 'short', hairColour: 'black', outfit: 'brand' },
          },
        ],
      },
      { kind: 'logos', title: 'Partners', organisations: ['Quayside Pay', 'Corran Mobile'] },
    ],
  });
  const team = screen.getByRole('region', { name: 'The team behind the platform' });
  expect(
    within(team)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Eleanor Hart', 'Sanjay Kapoor']);
  const partners = screen.getByRole('region', { name: 'Partners' });
  expect(
    within(partners)
      .getAllByRole('img')
      .map((image) => image.getAttribute('aria-label')),
  ).toEqual(['Quayside Pay', 'Corran Mobile']);
});
