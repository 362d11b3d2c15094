import { describe, expect, it } from 'vitest';
import { defineRouteTable, type NavGroup, type RouteEntry } from '@site/contracts/route-entry';
import { menuSections, navGroupEntries, navMenus, overviewLabel } from './nav-groups.ts';

const entry = (path: string, nav?: NavGroup, navSection?: string): RouteEntry => {
  const [defined] = defineRouteTable({
    routes: [
      {
        path,
        title: path,
        description: `About ${path}`,
        component: 'RoutePage',
        componentPath: 'route-page',
        category: 'core',
        nav,
        ...(navSection ? { navSection } : {}),
      },
    ],
  }).routes;
  if (!defined) throw new Error('no entry');
  return defined;
};

describe('navMenus', () => {
  const entries = [
    entry('/resources/blog', 'resources'),
    entry('/about', 'company'),
    entry('/partners/system-integrators', 'partners'),
    entry('/solutions/pci-dss', 'solutions'),
    entry('/pricing'),
    entry('/industries/banking', 'industries'),
    entry('/solutions/agent-assisted', 'solutions'),
  ];

  it('derives Solutions, Industries, Partners and Resources menus in that order', () => {
    expect(navMenus(entries).map((menu) => menu.label)).toEqual(['Solutions', 'Industries', 'Partners', 'Resources']);
  });

  it("puts each entry in its nav group's menu, keeping manifest order", () => {
    const menus = navMenus(entries);
    expect(menus.map((menu) => menu.entries.map((item) => item.path))).toEqual([
      ['/solutions/pci-dss', '/solutions/agent-assisted'],
      ['/industries/banking'],
      ['/partners/system-integrators'],
      ['/resources/blog'],
    ]);
  });

  it("links each menu to its group's overview page", () => {
    expect(navMenus(entries).map((menu) => [menu.group, menu.indexPath])).toEqual([
      ['solutions', '/solutions'],
      ['industries', '/industries'],
      ['partners', '/partners'],
      ['resources', '/resources'],
    ]);
  });

  it("carries each entry's manifest title and description for the menu item", () => {
    const [solutions] = navMenus(entries);
    expect(solutions?.entries[0]).toMatchObject({ path: '/solutions/pci-dss', title: '/solutions/pci-dss', description: 'About /solutions/pci-dss' });
  });

  it("uses the overview page's manifest entry when it is live, and keeps it out of the item list", () => {
    const withOverview = [entry('/solutions'), ...entries, entry('/partners', 'partners')];
    const menus = navMenus(withOverview);
    expect(menus[0]?.overview?.description).toBe('About /solutions');
    expect(menus[1]?.overview).toBeUndefined();
    expect(menus.find((menu) => menu.group === 'partners')?.entries.map((item) => item.path)).toEqual(['/partners/system-integrators']);
    expect(overviewLabel(menus[0]!)).toBe('Solutions overview');
  });

  it('lists one group for the footer columns in manifest order', () => {
    expect(navGroupEntries(entries, 'company').map((item) => item.path)).toEqual(['/about']);
    expect(navGroupEntries(entries, 'solutions').map((item) => item.path)).toEqual(['/solutions/pci-dss', '/solutions/agent-assisted']);
  });

  it('leaves company links and entries without nav out of the menus', () => {
    const inMenus = navMenus(entries).flatMap((menu) => menu.entries.map((item) => item.path));
    expect(inMenus).not.toContain('/about');
    expect(inMenus).not.toContain('/pricing');
  });

  it('omits groups with no entries (e.g. a section that is offline)', () => {
    const withoutIndustries = entries.filter((item) => item.nav !== 'industries' && item.nav !== 'partners');
    expect(navMenus(withoutIndustries).map((menu) => menu.label)).toEqual(['Solutions', 'Resources']);
    expect(navMenus([])).toEqual([]);
  });
});

describe('menuSections', () => {
  it('groups a menu under its headings in first-seen order, pages in manifest order, unheaded pages last', () => {
    const sections = menuSections([
      entry('/solutions/pci-dss', 'solutions', 'By need'),
      entry('/solutions/agent-assisted', 'solutions', 'Phone'),
      entry('/solutions/new-thing', 'solutions'),
      entry('/solutions/payment-ivr', 'solutions', 'Phone'),
      entry('/solutions/payment-chase', 'solutions', 'By need'),
    ]);
    expect(sections.map((section) => [section.heading, section.entries.map((item) => item.path)])).toEqual([
      ['By need', ['/solutions/pci-dss', '/solutions/payment-chase']],
      ['Phone', ['/solutions/agent-assisted', '/solutions/payment-ivr']],
      [null, ['/solutions/new-thing']],
    ]);
  });

  it('keeps a menu without headings as one list', () => {
    expect(menuSections([entry('/industries/banking', 'industries'), entry('/industries/retail', 'industries')])).toEqual([
      { heading: null, entries: [expect.objectContaining({ path: '/industries/banking' }), expect.objectContaining({ path: '/industries/retail' })] },
    ]);
  });
});
