import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'These terms govern your use of this website and form the general terms on which Keyline Secure Payments provides its services. A signed order form, the service description and our data processing agreement sit alongside them; where they differ, the order form prevails.',
    points: ['Plain-English terms', 'English law and courts', 'Service levels in your order form'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'About us and these terms',
      paragraphs: [
        'This website is operated by Keyline Secure Payments Ltd, registered in England and Wales under company number 08531947, with its registered office at 2 Ropemaker Yard, London EC2Y 9AX. You can reach us at hello@keyline.example or on +44 20 3987 4410. Customers contracting in the United States contract with Keyline Secure Payments Inc., New York, on the same terms except where the order form says otherwise.',
        'By using this website you accept the website terms in the next section. The service terms apply to organisations that sign an order form with us.',
      ],
    },
    {
      kind: 'prose',
      title: 'Using this website',
      paragraphs: ['The content of this site is for general information about our services. We work to keep it accurate, but it is not advice and does not form part of any contract unless an order form refers to it.'],
      bullets: [
        'You may view, download and print pages for your own business use, but not copy or republish our content, logos or designs without permission.',
        'You must not attempt to gain unauthorised access to the site, introduce malicious code, scrape it at a rate that affects other users, or use it for anything unlawful.',
        'Links to other sites are for convenience; we are not responsible for their content or availability.',
        'We may change or withdraw any part of the site without notice.',
      ],
    },
    {
      kind: 'prose',
      title: 'Our services',
      paragraphs: ['These terms apply when your organisation takes a Keyline service under an order form.'],
      subsections: [
        {
          title: 'What we provide',
          paragraphs: ['We provide the secure capture services, channels, integrations and support described in your order form, with the availability commitment it states (99.99 % monthly for payment capture on our standard plans), and we maintain our PCI DSS Level 1 service provider validation throughout the term.'],
        },
        {
          title: 'Your responsibilities',
          paragraphs: ['You keep your own merchant agreement with your acquirer or payment provider, use the service only for lawful trade that matches what you told us at onboarding, keep your users’ credentials secure, and route every card payment your agents take through the service so that your reduced PCI DSS scope holds.'],
        },
        {
          title: 'Fees and payment',
          paragraphs: ['Fees are as set out in your order form, invoiced monthly in arrears for usage and in advance for subscriptions, and payable within 30 days. We may increase fees once a year on 60 days’ notice, by no more than the UK Consumer Prices Index plus three percentage points.'],
        },
        {
          title: 'Suspension',
          paragraphs: ['We may suspend the service if an invoice is more than 30 days overdue after a reminder, if your use breaches the law or our fair use policy, or where it is needed to protect the platform or other customers. We will give notice where we can and restore the service promptly once the reason is resolved.'],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Data protection and confidentiality',
      paragraphs: [
        'Each party keeps the other’s confidential information confidential and uses it only for the contract. When we process personal data on your behalf, the data processing agreement applies; our own handling of personal data is described in our privacy policy.',
      ],
    },
    {
      kind: 'prose',
      title: 'Liability',
      paragraphs: ['Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot lawfully be limited.'],
      bullets: [
        'Neither party is liable for loss of profits, revenue, goodwill or anticipated savings, or for indirect or consequential loss.',
        'Each party’s total liability in any contract year is limited to the fees paid and payable in that year, except that our liability for a breach of our data protection or security obligations is limited to three times that amount.',
        'For use of this website without an order form, we are not liable for any loss arising from reliance on its content.',
      ],
    },
    {
      kind: 'prose',
      title: 'Term, ending the contract and what happens next',
      paragraphs: [
        'Your order form states the initial term, after which the contract renews for successive 12-month periods unless either party gives 90 days’ notice. Either party may end the contract at once if the other commits a material breach that it does not remedy within 30 days of notice, or becomes insolvent.',
        'When the contract ends we return your data in a standard format on request within 30 days and then delete it, except card data, which we transfer only to another PCI DSS-compliant provider you nominate, through a secure migration.',
      ],
    },
    {
      kind: 'prose',
      title: 'General',
      paragraphs: [
        'Neither party is liable for delay caused by events beyond its reasonable control. A contract may not be assigned without the other party’s consent, not to be unreasonably withheld, except to a successor of the whole business. These terms and any dispute arising from them are governed by the law of England and Wales, and the courts of England have exclusive jurisdiction.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Fair use policy', to: '/legal/fair-use-policy', text: 'The limits that keep the platform reliable for everyone.' },
        { label: 'Privacy policy', to: '/legal/privacy-policy', text: 'How we handle personal data.' },
        { label: 'Pricing', to: '/pricing', text: 'Plans and what each includes.' },
      ],
    },
  ],
});
