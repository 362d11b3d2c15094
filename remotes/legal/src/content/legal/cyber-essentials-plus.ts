import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-12-04',
  hero: {
    eyebrow: 'Legal',
    lead: 'Keyline Secure Payments Ltd holds Cyber Essentials Plus, the higher level of the UK government-backed scheme run by the National Cyber Security Centre. Unlike the basic level, Plus is verified by an independent assessor who tests our devices and network rather than relying on our own answers.',
    actions: [{ label: 'Request our certificate', to: '/contact' }],
    points: ['Independently tested every year', 'Covers every device and cloud service in scope', 'Required for many UK public-sector contracts'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'What the certification covers',
      paragraphs: [
        'Cyber Essentials sets out five technical controls that protect an organisation against the most common internet-based attacks, such as phishing, password guessing and the exploitation of unpatched software. Our certification scope is the whole company: every laptop and mobile device that accesses company data, our office networks, and the cloud services in which we run the payment platform and our business systems.',
      ],
      subsections: [
        { title: 'Firewalls', paragraphs: ['Every device and network boundary has a firewall configured to deny inbound connections by default, and changes to platform network rules go through peer review.'] },
        { title: 'Secure configuration', paragraphs: ['Devices are built from hardened images with unnecessary software and accounts removed, auto-run disabled and screen locks enforced.'] },
        { title: 'User access control', paragraphs: ['Accounts are personal, given the least privilege needed, protected with multi-factor authentication and removed on the day someone leaves.'] },
        { title: 'Malware protection', paragraphs: ['Managed endpoint protection runs on every laptop, and only approved applications can be installed.'] },
        { title: 'Security update management', paragraphs: ['High and critical security updates are applied within 14 days of release, across operating systems, browsers, applications and firmware.'] },
      ],
    },
    {
      kind: 'prose',
      title: 'How the Plus assessment works',
      paragraphs: [
        'Each year an assessor from an NCSC-licensed certification body carries out a hands-on audit within three months of our self-assessment.',
        `Our current Cyber Essentials Plus certificate was issued on ${FACTS.cyberEssentialsPlusCertifiedOn} and is valid until ${FACTS.cyberEssentialsPlusValidUntil}, after the audit by our certification body, ${FACTS.cyberEssentialsPlusCertifiedBy}. The audit covered:`,
      ],
      bullets: [
        'An external vulnerability scan of our internet-facing systems.',
        'Internal scans and inspection of a sample of our laptops and mobile devices, checking patch levels and configuration.',
        'Tests that malicious email attachments and downloads are blocked or contained.',
        'Verification that multi-factor authentication is enforced on every cloud service in scope.',
      ],
    },
    {
      kind: 'prose',
      title: 'How it fits with PCI DSS',
      paragraphs: [
        'Cyber Essentials Plus and PCI DSS are complementary. PCI DSS is the detailed standard for the systems that capture, transmit and store card data, and our Level 1 assessment covers more than 300 requirements across the payment platform. Cyber Essentials Plus covers the everyday IT estate around it, including the laptops our engineers and support colleagues use, which attackers often target first.',
        'Holding both gives customers, auditors and procurement teams independent evidence that security is applied across the business, not only inside the certified payment environment.',
      ],
    },
    {
      kind: 'faq',
      title: 'Questions from procurement teams',
      items: [
        { question: 'Can we verify the certificate?', answer: 'Yes. Our certificate number and expiry date appear in the public register of certified organisations, and we send a copy of the certificate on request.' },
        { question: 'Does the scope include your subcontractors?', answer: 'No: the certificate covers Keyline’s own estate. We ask our key suppliers for their own Cyber Essentials, ISO 27001 or SOC 2 evidence as part of supplier due diligence.' },
        { question: 'What happens if you fail a renewal?', answer: 'Failures found during assessment must be fixed before a certificate is issued. We renew at least a month before expiry so that there is no gap in certification.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'PCI DSS compliance statement', to: '/legal/pci-dss-compliance', text: 'Our Level 1 service provider assessment.' },
        { label: 'Trust centre', to: '/legal/trust-centre', text: 'Every certificate we hold, who assessed it and when.' },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'How the platform is built and run.' },
        { label: 'NCSC Cyber Essentials', to: 'https://www.ncsc.gov.uk/cyberessentials/overview', text: 'The scheme, from the National Cyber Security Centre.' },
      ],
    },
  ],
});
