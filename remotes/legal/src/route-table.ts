import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';

const policy = (slug: string, title: string, description: string): RouteEntryInput => ({
  path: `/legal/${slug}`,
  title,
  description,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'legal',
  meta: { priority: 0.3, changefreq: 'yearly' },
});

export default defineRouteTable({
  routes: [
    { ...policy('', 'Legal', 'Our policies, certifications and statements on privacy, security, compliance and ethical business.'), path: '/legal' },
    policy('privacy-policy', 'Privacy policy', 'How Keyline collects, uses, shares and protects personal data, and the rights you have under UK GDPR.'),
    policy('terms-conditions', 'Terms and conditions', 'The terms that govern use of this website and the Keyline services.'),
    policy(
      'cookie-policy',
      'Cookie policy',
      'The strictly necessary, functional, analytics and advertising cookies this site uses, and how to change your choice.',
    ),
    policy('fair-use-policy', 'Fair use policy', 'The limits that keep the Keyline platform fast and reliable for every customer.'),
    policy(
      'modern-slavery-policy',
      'Modern slavery statement',
      'The steps Keyline takes to prevent modern slavery and human trafficking in its business and supply chain.',
    ),
    policy(
      'pci-dss-compliance',
      'PCI DSS compliance statement',
      'Keyline is a PCI DSS Level 1 service provider; how our certification reduces your compliance scope.',
    ),
    policy(
      'anti-bribery-corruption',
      'Anti-bribery and corruption policy',
      'Our zero-tolerance approach to bribery and corruption under the UK Bribery Act 2010.',
    ),
    policy(
      'anti-money-laundering',
      'Anti-money laundering policy',
      'How Keyline prevents its services being used for money laundering or terrorist financing.',
    ),
    policy(
      'anti-tax-evasion',
      'Anti-facilitation of tax evasion policy',
      'Our procedures to prevent the facilitation of tax evasion under the Criminal Finances Act 2017.',
    ),
    policy(
      'equality-diversity',
      'Equality, diversity and inclusion policy',
      'Our commitment to fair treatment and an inclusive workplace for every colleague and candidate.',
    ),
    policy('gdpr-compliance', 'GDPR compliance', 'How Keyline meets UK and EU GDPR as a processor of payment and contact data for its customers.'),
    policy(
      'cyber-essentials-plus',
      'Cyber Essentials Plus',
      'Keyline holds Cyber Essentials Plus certification; what it covers and how it is independently assessed.',
    ),
    {
      ...policy(
        'trust-centre',
        'Trust centre',
        'Our certificates with their assessors and dates, an attestation summary to download, our sub-processors, security contact and service status.',
      ),
      // Its copy renders through the shared template; the page adds the download and the security team's mail link.
      componentPath: 'trust-centre-page',
    },
  ],
});
