import { describe, expect, it } from 'vitest';
import { isSectionName, remoteName, routesModuleId, sectionForPath, SECTIONS } from './sections.ts';

describe('sectionForPath', () => {
  it.each([
    ['/solutions', 'solutions'],
    ['/solutions/pci-dss', 'solutions'],
    ['/industries', 'solutions'],
    ['/industries/banking', 'solutions'],
    ['/resources', 'resources'],
    ['/resources/blog/a', 'resources'],
    ['/partners', 'partners'],
    ['/partners/payment-gateways/integration', 'partners'],
    ['/partners-setup', 'partners'],
    ['/partners-some-bank', 'partners'],
    ['/gateways/x', 'partners'],
    ['/legal', 'legal'],
    ['/legal/privacy-policy', 'legal'],
    ['/admin/users', 'admin'],
    ['/admin', 'admin'],
  ])('gives %s to %s', (pathname, section) => {
    expect(sectionForPath(pathname)).toBe(section);
  });

  it.each([
    '/',
    '/about',
    '/features',
    '/pricing',
    '/solutionsx',
    '/industriesx',
    '/resourcesx',
    '/partnersx',
    '/gatewaysx',
    '/legalx',
    '/administrator',
    '/api/docs',
    '/blog',
  ])('leaves %s to the shell', (pathname) => {
    expect(sectionForPath(pathname)).toBeUndefined();
  });
});

describe('section names', () => {
  it('names each remote section_<name> and its routes module section_<name>/routes', () => {
    expect(remoteName('solutions')).toBe('section_solutions');
    expect(routesModuleId('legal')).toBe('section_legal/routes');
  });

  it('lists the five sections', () => {
    expect([...SECTIONS]).toEqual(['solutions', 'resources', 'partners', 'legal', 'admin']);
  });

  it('recognises section names', () => {
    expect(isSectionName('partners')).toBe(true);
    expect(isSectionName('shell')).toBe(false);
    expect(isSectionName('section_partners')).toBe(false);
  });
});
