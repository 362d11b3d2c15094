import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { LogoWall, monogram, wordmarkOf } from './logo-wall.tsx';
import { PARTNER_WORDMARKS } from './partner-wordmarks.ts';

describe('LogoWall', () => {
  it('takes a monogram from the first two words that start with a letter', () => {
    expect(monogram('Quayside Pay')).toBe('QP');
    expect(monogram('Brightwater Systems Integration')).toBe('BS');
    expect(monogram('Lanterne')).toBe('L');
    expect(monogram('Fenwick & Lane')).toBe('FL');
  });

  it('shows every organisation as its drawn wordmark, named by the organisation, under the section heading', () => {
    render(<LogoWall title="Partners who build on Keyline" organisations={['Quayside Pay', 'Corran Mobile', 'Harbourside Insurance']} />);
    const section = screen.getByRole('region', { name: 'Partners who build on Keyline' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual(['Quayside Pay', 'Corran Mobile', 'Harbourside Insurance']);
    // Drawn marks, not initials in a box.
    expect(section.textContent).not.toMatch(/\bQP\b|\bCM\b/);
  });

  it('has a drawing for every partner the partners page names', () => {
    const named = [
      'Fenwick Lane Consulting',
      'Brightwater Systems Integration',
      'Halyard Communications',
      'Corran Mobile',
      'Cadence Cloud Contact',
      'Lanterne Gateway Services',
      'Brookmere Payments',
      'Quayside Pay',
      'Ashdown Processing',
      'Eastgate Merchant Solutions',
      'Switchyard Orchestration',
    ];
    for (const name of named) expect(PARTNER_WORDMARKS.map((design) => design.name)).toContain(name);
    for (const name of named) expect(wordmarkOf(name).glyph, name).toBeTypeOf('string');
  });

  it('letters an organisation not drawn yet beside its initials, rather than leaving it out', () => {
    expect(wordmarkOf('Northgate Telecom')).toEqual({ name: 'Northgate Telecom', word: 'Northgate Telecom', lettering: 'sans', glyph: { initials: 'NT' } });
  });
});
