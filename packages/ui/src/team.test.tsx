import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { TeamBlock } from '@site/contracts/page-content';
import { Team } from './team.tsx';

afterEach(cleanup);

const members: TeamBlock['members'] = [
  {
    name: 'Eleanor Hart',
    role: 'Chief Executive and co-founder',
    text: 'Ran a collections contact centre before founding Keyline.',
    portrait: { skin: 'fair', hair: 'bob', hairColour: 'auburn', outfit: 'ink' },
  },
  {
    name: 'Abena Mensah',
    role: 'Chief Operating Officer',
    text: 'Runs onboarding and support.',
    portrait: { skin: 'deep', hair: 'curly', hairColour: 'black', outfit: 'accent' },
  },
];

it('lists each person under the section heading: their name as a heading, their role and their line', () => {
  render(<Team title="The team behind the platform" intro="Who runs Keyline." members={members} />);
  const section = screen.getByRole('region', { name: 'The team behind the platform' });
  const people = within(section).getAllByRole('listitem');
  expect(people.map((person) => within(person).getByRole('heading', { level: 3 }).textContent)).toEqual(['Eleanor Hart', 'Abena Mensah']);
  expect(within(people[0]!).getByText('Chief Executive and co-founder')).toBeTruthy();
  expect(within(people[1]!).getByText('Runs onboarding and support.')).toBeTruthy();
});

it('keeps the portraits out of the accessibility tree: the name beside each says who it is', () => {
  const { container } = render(<Team title="The team" members={members} />);
  expect(screen.queryAllByRole('img')).toEqual([]);
  const portraits = [...container.querySelectorAll('svg')];
  expect(portraits).toHaveLength(2);
  for (const portrait of portraits) expect(portrait.getAttribute('aria-hidden')).toBe('true');
});
