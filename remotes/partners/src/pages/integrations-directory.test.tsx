// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { INTEGRATIONS, isPaymentIntegration } from '@site/contracts/integrations';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import table from '../route-table.ts';
import IntegrationsDirectoryPage from './integrations-directory.tsx';

const ENTRY = table.routes.find((route) => route.path === '/partners/integrations');
const PAYMENTS = 'Payment gateways, acquirers and PSPs';
const TELEPHONY = 'Telephony and contact-centre platforms';

afterEach(cleanup);

function renderDirectory(search = '') {
  if (!ENTRY) throw new Error('the route table has no directory route');
  window.history.replaceState(null, '', `/partners/integrations${search}`);
  const router = createBrowserRouter([{ path: '/partners/integrations', element: <IntegrationsDirectoryPage entry={ENTRY} /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

/** The names of the cards listed under a group's heading; none when the group is not shown. */
function namesIn(group: string): string[] {
  const list = screen.queryByRole('list', { name: group });
  // Role queries over seventy cards are slow in a simulated DOM: the card headings, read directly.
  return [...(list?.querySelectorAll('li h3') ?? [])].map((heading) => heading.textContent ?? '');
}
/** A card's link, by the entry's name. */
const cardLink = (name: string) => [...document.querySelectorAll<HTMLAnchorElement>('li h3 a')].find((link) => link.textContent === name);
const shownNames = () => [...namesIn(PAYMENTS), ...namesIn(TELEPHONY)];
const status = () => screen.getByRole('status').textContent;
const search = () => new URLSearchParams(window.location.search);

test('the directory lists every entry under its group, each name a link to its page, with the route title as the one h1', () => {
  renderDirectory();
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Integrations directory']);
  expect(namesIn(PAYMENTS)).toEqual(INTEGRATIONS.filter(isPaymentIntegration).map((integration) => integration.name));
  expect(namesIn(TELEPHONY)).toEqual(INTEGRATIONS.filter((integration) => !isPaymentIntegration(integration)).map((integration) => integration.name));
  expect(cardLink('Worldpay')?.getAttribute('href')).toBe('/partners/integrations/worldpay');
  const worldpay = cardLink('Worldpay')?.closest('li');
  expect(worldpay?.textContent).toContain('Acquirer');
  expect(worldpay?.textContent).toContain('On-net');
  expect(worldpay?.textContent).toContain('UK, EU and US');
  expect(status()).toBe(`Showing all ${INTEGRATIONS.length} integrations.`);
  expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
});

test('every filter is a labelled control inside one fieldset with a legend', () => {
  renderDirectory();
  const fieldset = screen.getByRole('group', { name: 'Find a gateway or platform' });
  expect(within(fieldset).getByRole('searchbox', { name: 'Search by name or capability' })).toBeTruthy();
  for (const name of ['Kind', 'Connection', 'Channel', 'Region']) expect(within(fieldset).getByRole('combobox', { name })).toBeTruthy();
});

test('choosing a kind and a channel narrows the list and puts both in the address, as a step Back undoes', async () => {
  const router = renderDirectory();
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'contact-centre' } });
  });
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: 'web-chat' } });
  });
  const expected = INTEGRATIONS.filter((integration) => integration.kind === 'contact-centre' && integration.channels.includes('web-chat'));
  expect(shownNames()).toEqual(expected.map((integration) => integration.name));
  expect(namesIn(PAYMENTS)).toEqual([]);
  expect(shownNames()).toContain('Genesys Cloud CX');
  expect(shownNames()).not.toContain('Talkdesk');
  expect(Object.fromEntries(search())).toEqual({ kind: 'contact-centre', channel: 'web-chat' });
  expect(status()).toBe(`Showing ${expected.length} of ${INTEGRATIONS.length} integrations.`);

  await act(() => router.navigate(-1));
  expect(Object.fromEntries(search())).toEqual({ kind: 'contact-centre' });
  expect((screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement).value).toBe('');
  expect(shownNames()).toContain('Talkdesk');
});

test('typing "worldpay" leaves Worldpay alone, replacing the address rather than adding a step per keystroke', async () => {
  renderDirectory();
  const before = window.history.length;
  const box = screen.getByRole('searchbox', { name: 'Search by name or capability' });
  for (const typed of ['w', 'wo', 'worldpay']) {
    await act(async () => {
      fireEvent.change(box, { target: { value: typed } });
    });
  }
  expect(shownNames()).toEqual(['Worldpay']);
  expect(search().get('q')).toBe('worldpay');
  expect(window.history.length).toBe(before);
  expect(status()).toBe(`Showing 1 of ${INTEGRATIONS.length} integrations.`);
  expect(screen.getByRole('link', { name: 'Worldpay' }).getAttribute('href')).toBe('/partners/integrations/worldpay');
});

test('a shared filtered address opens with its filters applied and shown', () => {
  renderDirectory('?kind=telephony&region=uk&q=FIVE9');
  expect(shownNames()).toEqual(['Five9']);
  expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('telephony');
  expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).value).toBe('uk');
  expect((screen.getByRole('searchbox', { name: 'Search by name or capability' }) as HTMLInputElement).value).toBe('FIVE9');
});

test('when nothing matches it says so, and clearing the filters brings every entry back and empties the address', async () => {
  renderDirectory('?kind=carrier&region=ca&utm_source=newsletter');
  expect(shownNames()).toEqual([]);
  expect(status()).toBe('No integrations match these filters.');
  expect(screen.getByRole('heading', { level: 2, name: 'Nothing in the directory matches' })).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
  });
  expect(shownNames()).toHaveLength(INTEGRATIONS.length);
  // A campaign's tags are not filters: they stay.
  expect(window.location.search).toBe('?utm_source=newsletter');
  expect(screen.queryByRole('heading', { name: 'Nothing in the directory matches' })).toBeNull();
});

test('a filter the address names but the directory does not know is ignored', () => {
  renderDirectory('?kind=bank&channel=fax');
  expect(shownNames()).toHaveLength(INTEGRATIONS.length);
});
