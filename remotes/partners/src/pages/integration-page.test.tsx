// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import table from '../route-table.ts';
import IntegrationPage from './integration-page.tsx';

afterEach(cleanup);

function renderIntegration(path: string) {
  const entry = table.routes.find((route) => route.path === path);
  if (!entry) throw new Error(`the route table has no ${path}`);
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path, element: <IntegrationPage entry={entry} /> }]);
  render(<RouterProvider router={router} />);
}

const section = (title: string) => screen.getByRole('region', { name: title });
const linksIn = (title: string) =>
  within(section(title))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

test('an on-net acquirer: its name as the h1 under its kind, its summary, and the way to sales and back to the directory', () => {
  renderIntegration('/partners/integrations/worldpay');
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Worldpay']);
  expect(within(screen.getByRole('banner')).getByText('Acquirer')).toBeTruthy();
  expect(screen.getByText(/acquires a large share of UK card payments/)).toBeTruthy();
  const hero = screen.getByRole('banner');
  expect(within(hero).getByRole('link', { name: 'Talk to sales' }).getAttribute('href')).toBe('/contact-sales');
  expect(within(hero).getByRole('link', { name: 'Back to the directory' }).getAttribute('href')).toBe('/partners/integrations');
});

test('its support table answers connection, channels, tokenisation and regions, each row headed', () => {
  renderIntegration('/partners/integrations/worldpay');
  const rows = within(screen.getByRole('table', { name: 'Worldpay with Keyline: connection, channels, tokenisation and regions' }))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
  expect(rows).toEqual([
    ['Kind', 'Acquirer'],
    ['Connection', 'On-net: certified connector built and maintained by Keyline'],
    ['Channels', 'Agent-assisted phone, IVR, Payment links, Web chat, Web checkout and Recurring payments'],
    ['Tokenisation', 'Keyline vault tokens, Gateway tokens and Network tokens'],
    ['Regions', 'UK, EU and US'],
    ['Also known as', 'Access Worldpay'],
  ]);
});

test('how its connection works, with links to the pages that explain it, then its own further paragraphs', () => {
  renderIntegration('/partners/integrations/worldpay');
  expect(within(section('How an on-net connection works')).getByText(/Worldpay is on-net/)).toBeTruthy();
  expect(linksIn('How this connection works in detail')).toEqual([
    ['On-net gateway partners', '/partners/payment-gateways/onnet-gateway-partners'],
    ['Gateway integration', '/partners/payment-gateways/integration'],
  ]);
  expect(within(section('More about Worldpay and Keyline')).getByText(/Network tokens requested through Worldpay/)).toBeTruthy();
});

test('related entries are others of the same kind, connected the same way first, then the whole kind in the directory', () => {
  renderIntegration('/partners/integrations/worldpay');
  const links = linksIn('Other acquirers');
  expect(links.slice(0, 3)).toEqual([
    ['Global Payments', '/partners/integrations/global-payments'],
    ['Elavon', '/partners/integrations/elavon'],
    ['Barclaycard', '/partners/integrations/barclaycard'],
  ]);
  expect(links).not.toContainEqual(['Worldpay', '/partners/integrations/worldpay']);
  expect(links.at(-1)).toEqual(['Every acquirer', '/partners/integrations?kind=acquirer']);
});

test('an off-net provider explains tokenised relay and links to the off-net page', () => {
  renderIntegration('/partners/integrations/mollie');
  expect(within(section('How an off-net connection works')).getByText(/Mollie is reached off-net, by tokenised card relay/)).toBeTruthy();
  expect(linksIn('How this connection works in detail')[0]).toEqual(['Off-net gateway partners', '/partners/payment-gateways/offnet-gateway-partners']);
  expect(screen.queryByRole('region', { name: 'More about Mollie and Keyline' })).toBeNull();
});

test('a contact-centre platform explains its connector and links to telephony integration and the call flows', () => {
  renderIntegration('/partners/integrations/genesys-cloud-cx');
  expect(within(screen.getByRole('banner')).getByText('Contact-centre platform')).toBeTruthy();
  const connection = within(screen.getByRole('table')).getByRole('row', { name: /^Connection/ });
  expect(within(connection).getByRole('cell').textContent).toBe('Certified connector: built on the platform’s own call control and agent desktop');
  expect(linksIn('How this connection works in detail')).toEqual([
    ['Telephony integration partners', '/partners/integration-telephony'],
    ['Telephony call flows', '/resources/integration/telephony-call-flows'],
  ]);
  expect(linksIn('Other contact-centre platforms').at(-1)).toEqual(['Every contact-centre platform', '/partners/integrations?kind=contact-centre']);
});

test('a UCaaS platform keeps its acronym in running text', () => {
  renderIntegration('/partners/integrations/microsoft-teams-phone');
  expect(screen.getByRole('heading', { level: 2, name: 'Other UCaaS platforms' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'How SIP trunk routing works' })).toBeTruthy();
});
