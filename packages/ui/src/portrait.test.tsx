import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTRAIT_HAIR_STYLES, PORTRAIT_SKIN_TONES, type Portrait as PortraitFeatures } from '@site/contracts/page-content';
import { Portrait } from './portrait.tsx';

afterEach(cleanup);

const base: PortraitFeatures = { skin: 'fair', hair: 'short', hairColour: 'brown', outfit: 'brand' };
/**
 * Drawn with an Emotion cache of its own, so its styles are written into this document: test files
 * share one module graph (isolate: false), and the default cache skips a style another file wrote
 * into a document since cleaned up.
 */
const drawn = (features: PortraitFeatures) =>
  render(
    <CacheProvider value={createCache({ key: 'portrait' })}>
      <Portrait features={features} />
    </CacheProvider>,
  ).container.querySelector('svg')!;
const fills = (svg: SVGSVGElement) => [...svg.querySelectorAll('[fill]')].map((shape) => shape.getAttribute('fill'));
/** The fill each styled shape of a portrait gets from the page's style sheet, in drawing order. */
const paletteFills = (svg: SVGSVGElement) => {
  const sheet = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...svg.querySelectorAll('[class]')].map((shape) => new RegExp(`\\.${shape.getAttribute('class')}\\{fill:([^;}]+)`).exec(sheet)?.[1]);
};

describe('Portrait', () => {
  it('is decorative and sized as asked', () => {
    const svg = render(<Portrait features={base} size={96} />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('draws every skin tone differently, each in the person’s own colour', () => {
    const skins = PORTRAIT_SKIN_TONES.map((skin) =>
      drawn({ ...base, skin })
        .querySelector('ellipse')
        ?.getAttribute('fill'),
    );
    expect(new Set(skins).size).toBe(PORTRAIT_SKIN_TONES.length);
    for (const skin of skins) expect(skin).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('draws every hair style differently', () => {
    const outlines = PORTRAIT_HAIR_STYLES.map((hair) => [...drawn({ ...base, hair }).querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' '));
    expect(new Set(outlines).size).toBe(PORTRAIT_HAIR_STYLES.length);
  });

  it('takes the clothing and the backdrop from the site’s colours, so they follow the colour scheme', () => {
    const svg = drawn({ ...base, outfit: 'accent' });
    // Palette colours are custom properties, set as styles; the person's own colours are plain fills.
    expect(fills(svg).every((colour) => colour === 'none' || /^#[0-9a-f]{3,6}$/.test(colour ?? ''))).toBe(true);
    expect(paletteFills(svg)).toEqual(['var(--color-brand-soft)', 'var(--color-accent)']);
  });

  it('covers the hair and ears with a headscarf, drawn in a palette colour beside the clothing’s', () => {
    const scarf = drawn({ ...base, hair: 'headscarf', hairColour: 'auburn', outfit: 'brand' });
    expect(fills(scarf)).not.toContain('#8f3f22');
    expect(paletteFills(scarf)).toEqual(['var(--color-brand-soft)', 'var(--color-brand)', 'var(--color-accent)', 'var(--color-accent)']);
    expect(scarf.querySelectorAll('circle[r="5"]')).toHaveLength(0);
    expect(drawn(base).querySelectorAll('circle[r="5"]')).toHaveLength(2);
  });

  it('adds glasses and a beard when asked, the beard in the hair’s colour', () => {
    const plain = drawn({ ...base, hairColour: 'grey' }).querySelectorAll('path').length;
    const bearded = drawn({ ...base, hairColour: 'grey', glasses: true, beard: true });
    expect(bearded.querySelectorAll('path').length).toBe(plain + 2);
    expect(fills(bearded).filter((colour) => colour === '#a9abae').length).toBeGreaterThanOrEqual(2);
  });

  it('gives each portrait on a page a clip of its own', () => {
    const { container } = render(
      <>
        <Portrait features={base} />
        <Portrait features={{ ...base, skin: 'deep' }} />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(new Set(ids).size).toBe(2);
    expect([...container.querySelectorAll('g[clip-path]')].map((group) => group.getAttribute('clip-path'))).toEqual(ids.map((id) => `url(#${id})`));
  });
});
