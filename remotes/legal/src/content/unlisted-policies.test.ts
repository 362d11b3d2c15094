import { expect, test } from 'vitest';
import table from '../route-table.ts';
import legalIndex from './legal.ts';
import { withUnlistedPolicies } from './unlisted-policies.ts';

const group = { kind: 'features' as const, title: 'Privacy', items: [{ title: 'Privacy policy', text: 'How we use data.', to: '/legal/privacy-policy' }] };

test('a policy added with its route entry alone is listed on the index under More policies', () => {
  const routes = [
    { path: '/legal', title: 'Legal', description: 'All policies.' },
    { path: '/legal/privacy-policy', title: 'Privacy policy', description: 'How we use data.' },
    { path: '/legal/whistleblowing', title: 'Whistleblowing policy', description: 'How to raise a concern.' },
  ];
  expect(withUnlistedPolicies([group], routes)).toEqual([
    group,
    {
      kind: 'features',
      title: 'More policies',
      items: [{ icon: 'info', title: 'Whistleblowing policy', text: 'How to raise a concern.', to: '/legal/whistleblowing' }],
    },
  ]);
  expect(withUnlistedPolicies([group], routes.slice(0, 2))).toEqual([group]);
});

test('the /legal index links every page of the section', () => {
  const linked = new Set(legalIndex.blocks.flatMap((block) => (block.kind === 'features' ? block.items.map((item) => item.to) : [])));
  expect(table.routes.map((route) => route.path).filter((path) => path !== '/legal' && !linked.has(path))).toEqual([]);
});
