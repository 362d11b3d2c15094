import { definePageContent } from '@site/contracts/page-content';
import routeTable from '../route-table.ts';
import { withUnlistedPolicies } from './unlisted-policies.ts';

export default definePageContent({
  updated: '2026-12-04',
  hero: {
    eyebrow: 'Legal and compliance',
    lead: 'Everything a customer, procurement team, auditor or visitor may need to know about how Keyline Secure Payments handles data, secures its platform and conducts its business, in one place. Each policy is reviewed at least once a year and shows the date it last changed.',
    actions: [{ label: 'Ask our compliance team', to: '/contact' }],
    points: ['PCI DSS Level 1 service provider', 'Cyber Essentials Plus certified', 'Registered with the ICO'],
  },
  blocks: [
    ...withUnlistedPolicies(
      [
        {
          kind: 'features',
          title: 'Privacy and data protection',
          intro: 'How we use personal data, both as a company and on behalf of the organisations that take payments through us.',
          items: [
            {
              icon: 'user',
              title: 'Privacy policy',
              text: 'The personal data we collect about visitors, prospects, customers’ staff and suppliers, why, and your rights under UK GDPR.',
              to: '/legal/privacy-policy',
            },
            {
              icon: 'info',
              title: 'Cookie policy',
              text: 'The strictly necessary, functional, analytics and advertising categories this site uses, and how to change your choice.',
              to: '/legal/cookie-policy',
            },
            {
              icon: 'lock',
              title: 'GDPR compliance',
              text: 'Our role as your processor, the data we hold for you, sub-processors, transfers and breach notification.',
              to: '/legal/gdpr-compliance',
            },
          ],
        },
        {
          kind: 'features',
          title: 'Security and certification',
          intro: 'Independent evidence that the platform and the company around it are secured to recognised standards.',
          items: [
            {
              icon: 'shield',
              title: 'PCI DSS compliance statement',
              text: 'Our Level 1 service provider validation, what it covers and how it reduces your own scope.',
              to: '/legal/pci-dss-compliance',
            },
            {
              icon: 'check',
              title: 'Cyber Essentials Plus',
              text: 'The five controls the NCSC scheme tests on our laptops, networks and cloud services, and how the annual assessment works.',
              to: '/legal/cyber-essentials-plus',
            },
            {
              icon: 'lock',
              title: 'Trust centre',
              text: 'Our certificates with their assessors and dates, an attestation summary to download, our sub-processors and how to report a vulnerability.',
              to: '/legal/trust-centre',
            },
          ],
        },
        {
          kind: 'features',
          title: 'Using our website and services',
          items: [
            {
              icon: 'info',
              title: 'Terms and conditions',
              text: 'The terms for this website and the general terms of our services: responsibilities, fees, liability and ending a contract.',
              to: '/legal/terms-conditions',
            },
            {
              icon: 'alert',
              title: 'Fair use policy',
              text: 'The limits that keep the shared platform reliable, what happens near them and how to ask for more.',
              to: '/legal/fair-use-policy',
            },
          ],
        },
        {
          kind: 'features',
          title: 'Ethical business',
          intro: 'The standards we hold ourselves, our colleagues and our partners to, and how to raise a concern.',
          items: [
            {
              icon: 'shield',
              title: 'Anti-bribery and corruption policy',
              text: 'Zero tolerance under the Bribery Act 2010, gift and hospitality thresholds, and due diligence on intermediaries.',
              to: '/legal/anti-bribery-corruption',
            },
            {
              icon: 'lock',
              title: 'Anti-money laundering policy',
              text: 'Customer due diligence, sanctions screening and suspicious activity reporting.',
              to: '/legal/anti-money-laundering',
            },
            {
              icon: 'check',
              title: 'Anti-facilitation of tax evasion policy',
              text: 'Our reasonable prevention procedures under the Criminal Finances Act 2017.',
              to: '/legal/anti-tax-evasion',
            },
            {
              icon: 'user',
              title: 'Modern slavery statement',
              text: 'Our annual statement on risks in our supply chain and the steps we took this year.',
              to: '/legal/modern-slavery-policy',
            },
            {
              icon: 'user',
              title: 'Equality, diversity and inclusion policy',
              text: 'Fair recruitment, reasonable adjustments, pay equity and how to raise a concern.',
              to: '/legal/equality-diversity',
            },
          ],
        },
      ],
      routeTable.routes,
    ),
    {
      kind: 'prose',
      title: 'Company information',
      paragraphs: [
        'Keyline Secure Payments Ltd is registered in England and Wales under company number 08531947, with its registered office at 2 Ropemaker Yard, London EC2Y 9AX, and is registered with the Information Commissioner’s Office under number ZB457821. Keyline Secure Payments Inc. serves customers in the United States from New York.',
        'Our trust centre summarises our certificates and sub-processors in a document you can download. For documents not published here, such as our Attestation of Compliance, responsibility matrix, penetration test summaries or insurance certificates, contact your account manager or our compliance team; most are shared under a non-disclosure agreement.',
      ],
    },
  ],
});
