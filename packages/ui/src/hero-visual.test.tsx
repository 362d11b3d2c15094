import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SITE_VISUALS } from '@site/contracts/site-visuals';
import { HeroVisual } from './hero-visual.tsx';

afterEach(cleanup);

test('a diagram is a picture whose phone source is its narrow form, with that form’s own size reserved', () => {
  const { container } = render(<HeroVisual name="payment-links" />);
  const source = container.querySelector('picture > source');
  const { width, height, narrow, alt } = SITE_VISUALS['payment-links'];
  expect(source?.getAttribute('media')).toBe('(max-width: 767.98px)');
  expect(source?.getAttribute('srcset')).toBe('/images/diagrams/payment-links.svg?layout=narrow');
  expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual([`${narrow.width}`, `${narrow.height}`]);
  const image = screen.getByRole('img', { name: alt });
  expect(image.getAttribute('src')).toBe('/images/diagrams/payment-links.svg');
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([`${width}`, `${height}`]);
  expect(image.getAttribute('loading')).toBe('eager');
});

test('a figure in a narrow column can ask for the narrow form up to a wider breakpoint', () => {
  const { container } = render(<HeroVisual name="dtmf-masking" narrowBelow="lg" lazy />);
  expect(container.querySelector('source')?.getAttribute('media')).toBe('(max-width: 1023.98px)');
  expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
});

test('a drawing that reads on a phone as it is stays a single image', () => {
  const { container } = render(<HeroVisual name="connected-platforms" />);
  expect(container.querySelector('picture')).toBeNull();
  expect(screen.getByRole('img', { name: SITE_VISUALS['connected-platforms'].alt }).getAttribute('src')).toBe('/images/illustrations/connected-platforms.svg');
});

test('a product screen is composed of the site’s components, not fetched as a drawing', () => {
  const { container } = render(<HeroVisual name="agent-payment-panel" />);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('img', { name: SITE_VISUALS['agent-payment-panel'].alt }).querySelector('button')).not.toBeNull();
});
