// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { COMPANY } from '@site/contracts/site-links';
import { createBrowserRouter, RouterProvider } from '@site/ui/router';
import trustCentre from '../content/legal/trust-centre.ts';
import table from '../route-table.ts';
import { ATTESTATION_SUMMARY } from '../trust-centre/attestation-summary.ts';
import { SECURITY_MAIL_LABEL } from '../trust-centre/trust-centre-contacts.tsx';
import TrustCentrePage from './trust-centre-page.tsx';

const ENTRY = table.routes.find((route) => route.path === '/legal/trust-centre');

afterEach(cleanup);

async function renderTrustCentre() {
  if (!ENTRY) throw new Error('no /legal/trust-centre route');
  window.history.replaceState(null, '', ENTRY.path);
  const router = createBrowserRouter([{ path: '*', element: <TrustCentrePage entry={ENTRY} content={trustCentre} /> }]);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Trust centre' });
}

test('the attestation summary is a download of the PDF the section builds, in the band the hero leads to', async () => {
  await renderTrustCentre();
  const band = screen.getByRole('region', { name: 'Attestation summary and security contact' });
  expect(band.id).toBe(ATTESTATION_SUMMARY.anchor);
  const download = within(band).getByRole('link', { name: 'Download the attestation summary (PDF)' });
  expect(download.getAttribute('href')).toBe(`/downloads/${ATTESTATION_SUMMARY.file}`);
  expect(download.getAttribute('download')).toBe(ATTESTATION_SUMMARY.file);
  expect(download.getAttribute('type')).toBe('application/pdf');
  expect(screen.getByRole('link', { name: 'Get the attestation summary' }).getAttribute('href')).toBe(`/legal/trust-centre#${ATTESTATION_SUMMARY.anchor}`);
});

test('the security team is a mail link to the address security.txt publishes, beside a link to that file', async () => {
  await renderTrustCentre();
  const band = screen.getByRole('region', { name: 'Attestation summary and security contact' });
  expect(within(band).getByRole('link', { name: SECURITY_MAIL_LABEL }).getAttribute('href')).toBe(`mailto:${COMPANY.securityEmail}`);
  expect(band.textContent).toContain(`at ${COMPANY.securityEmail}, the address our security.txt publishes`);
  expect(within(band).getByRole('link', { name: 'Our security.txt' }).getAttribute('href')).toBe('/.well-known/security.txt');
});

test('the page’s copy comes first: certificates, sub-processors and the status links', async () => {
  await renderTrustCentre();
  expect(screen.getByRole('table', { name: /Our current certificates/ })).toBeDefined();
  expect(screen.getByRole('table', { name: /process our customers’ data/ })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Platform status' }).getAttribute('href')).toBe('/resources/platform/status');
  expect(screen.getByRole('link', { name: 'Status site' }).getAttribute('href')).toBe('https://status.keyline.example/');
});
