import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CustomerLogos } from './customer-logos.tsx';

afterEach(cleanup);

it('shows the case studies’ six customers as wordmarks, each named by the organisation', () => {
  render(<CustomerLogos />);
  const strip = screen.getByRole('region', { name: /^Trusted by/ });
  expect(
    within(strip)
      .getAllByRole('img')
      .map((image) => image.getAttribute('aria-label')),
  ).toEqual(['Northmere Building Society', 'Heartwell', 'Riverbrook Water', 'Harbourside Insurance', 'University of Eastmoor', 'Clearpoint Contact Services']);
});
