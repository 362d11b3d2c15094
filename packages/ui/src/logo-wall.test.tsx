import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LogoWall, monogram } from './logo-wall.tsx';

describe('LogoWall', () => {
  it('takes a monogram from the first two words that start with a letter', () => {
    expect(monogram('Quayside Pay')).toBe('QP');
    expect(monogram('Brightwater Systems Integration')).toBe('BS');
    expect(monogram('Lanterne')).toBe('L');
    expect(monogram('Fenwick & Lane')).toBe('FL');
  });

  it('lists every organisation by name under the section heading', () => {
    render(<LogoWall title="Partners who build on Keyline" organisations={['Quayside Pay', 'Corran Mobile']} />);
    expect(screen.getByRole('heading', { name: 'Partners who build on Keyline' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['QPQuayside Pay', 'CMCorran Mobile']);
  });
});
