import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_WORDMARKS } from './customer-wordmarks.ts';
import { PARTNER_WORDMARKS } from './partner-wordmarks.ts';
import { letteringWidth, Wordmark, type WordmarkDesign, WordmarkRow } from './wordmark.tsx';

afterEach(cleanup);

const ALL = [...CUSTOMER_WORDMARKS, ...PARTNER_WORDMARKS];

describe('Wordmark', () => {
  it('is one image named by the organisation, its lettering hidden inside it', () => {
    render(<Wordmark design={CUSTOMER_WORDMARKS[0]!} />);
    const image = screen.getByRole('img', { name: 'Northmere Building Society' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect([...image.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Northmere', 'BUILDING SOCIETY']);
  });

  it('fits each line of lettering to the width it is drawn to, and the drawing to its widest line', () => {
    render(<Wordmark design={CUSTOMER_WORDMARKS[0]!} height={34} />);
    const image = screen.getByRole('img');
    const lines = [...image.querySelectorAll('text')];
    for (const line of lines) expect(line.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
    const widest = Math.max(...lines.map((line) => Number(line.getAttribute('textLength'))));
    const [, , viewWidth] = (image.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(viewWidth).toBe(49 + widest);
    expect(Number(image.getAttribute('width'))).toBeCloseTo(((viewWidth ?? 0) * 34) / 40);
  });

  it('draws everything in currentColor, so it takes the text colour of either scheme', () => {
    const { container } = render(
      <>
        {ALL.map((design) => (
          <Wordmark key={design.name} design={design} />
        ))}
      </>,
    );
    // A mask's white and black say what is cut out, not a colour that is shown.
    const shown = [...container.querySelectorAll('path, circle, text, rect')].filter((shape) => !shape.closest('mask'));
    const painted = shown.flatMap((shape) =>
      ['fill', 'stroke'].map((attribute) => shape.getAttribute(attribute)).filter((colour) => colour !== null && colour !== 'none'),
    );
    expect(new Set(painted)).toEqual(new Set(['currentColor']));
  });

  it('cuts a tiled glyph out of its own tile, each with a mask of its own', () => {
    const tiled = ALL.filter((design) => design.frame === 'tile');
    const { container } = render(
      <>
        {tiled.map((design) => (
          <Wordmark key={design.name} design={design} />
        ))}
      </>,
    );
    const masks = [...container.querySelectorAll('mask')].map((mask) => mask.id);
    expect(new Set(masks).size).toBe(tiled.length);
    expect([...container.querySelectorAll('rect[mask]')].map((tile) => tile.getAttribute('mask'))).toEqual(masks.map((id) => `url(#${id})`));
  });

  it('letters an organisation not drawn yet beside its initials in a ring', () => {
    const plain: WordmarkDesign = { name: 'Northgate Telecom', word: 'Northgate Telecom', lettering: 'sans', glyph: { initials: 'NT' } };
    render(<Wordmark design={plain} />);
    const image = screen.getByRole('img', { name: 'Northgate Telecom' });
    expect(image.querySelector('circle')).not.toBeNull();
    expect([...image.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['NT', 'Northgate Telecom']);
  });

  it('gives wider letters more room, capitals and tracking included', () => {
    expect(letteringWidth('Mimi', 'sans', 10, 0)).toBeGreaterThan(letteringWidth('illi', 'sans', 10, 0));
    expect(letteringWidth('water', 'caps', 14, 1.8)).toBeGreaterThan(letteringWidth('water', 'sans', 14, 0));
    expect(letteringWidth('abcd', 'mono', 10, 0)).toBe(letteringWidth('iiii', 'mono', 10, 0));
  });
});

describe('WordmarkRow', () => {
  it('lists the wordmarks in order, one to an item, each named by its organisation and drawn at the height given', () => {
    render(<WordmarkRow designs={CUSTOMER_WORDMARKS.slice(0, 3)} height={34} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual(CUSTOMER_WORDMARKS.slice(0, 3).map((design) => design.name));
    for (const item of items) expect(within(item).getByRole('img').getAttribute('height')).toBe('34');
  });

  it('draws each wordmark at its own default height when none is given', () => {
    render(<WordmarkRow designs={CUSTOMER_WORDMARKS.slice(0, 1)} />);
    expect(screen.getByRole('img').getAttribute('height')).toBe('36');
  });
});

describe('the drawn organisations', () => {
  it('are each drawn once, under a name of its own', () => {
    const names = ALL.map((design) => design.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('each letter the organisation’s name as it reads, a descriptor at most added', () => {
    for (const design of ALL) {
      const lettered = design.taglineAbove ? `${design.tagline} ${design.word}` : `${design.word} ${design.tagline ?? ''}`;
      expect(lettered.toLowerCase(), design.name).toContain(design.name.toLowerCase());
    }
  });
});
