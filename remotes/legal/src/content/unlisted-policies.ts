import type { FeaturesBlock } from '@site/contracts/page-content';

interface PolicyRoute {
  path: string;
  title: string;
  description: string;
}

/**
 * The /legal index's groups are written by hand; a policy added since (a content file and a route
 * entry, nothing more) is listed under "More policies" until someone files it in a group, so no
 * page of the section is ever left out of its index.
 */
export function withUnlistedPolicies(groups: FeaturesBlock[], routes: readonly PolicyRoute[], index = '/legal'): FeaturesBlock[] {
  const listed = new Set(groups.flatMap((group) => group.items.map((item) => item.to)));
  const unlisted = routes.filter((route) => route.path !== index && !listed.has(route.path));
  if (unlisted.length === 0) return groups;
  return [
    ...groups,
    {
      kind: 'features',
      title: 'More policies',
      items: unlisted.map((route) => ({ icon: 'info', title: route.title, text: route.description, to: route.path })),
    },
  ];
}
