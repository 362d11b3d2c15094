import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
// oxlint-disable-next-line no-restricted-imports -- a test renders outside the site's router, so it brings its own
import { MemoryRouter } from 'react-router-dom';
import { FeatureGrid } from './feature-grid.tsx';

afterEach(cleanup);

test('a card’s link names the card, so it makes sense read out of context', () => {
  render(
    <MemoryRouter>
      <FeatureGrid
        title="Partner programmes"
        features={[
          { title: 'System integrators', text: 'Build secure capture into your projects.', to: '/partners/system-integrators' },
          { title: 'Gateways', text: 'Connect your gateway.', to: '/partners/payment-gateways', linkLabel: 'See gateway options' },
          { title: 'No link', text: 'A card without a destination.' },
        ]}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Learn more about System integrators' }).getAttribute('href')).toBe('/partners/system-integrators');
  expect(screen.getByRole('link', { name: 'See gateway options' }).getAttribute('href')).toBe('/partners/payment-gateways');
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
