import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'Keyline Secure Payments does not offer, pay, request or accept bribes, in any form and through any person. This policy sets out how we meet the Bribery Act 2010, what we expect of everyone who works for us or on our behalf, and how to raise a concern.',
    points: ['Zero tolerance, no exceptions for local custom', 'Gifts and hospitality registered above £50', 'Confidential reporting with no retaliation'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Who this policy covers',
      paragraphs: [
        'This policy applies to Keyline Secure Payments Ltd (company number 08531947, registered office 2 Ropemaker Yard, London EC2Y 9AX), Keyline Secure Payments Inc. in New York, and every director, employee, contractor, agency worker and secondee of either company, wherever they are based.',
        'It also applies to people who act for us: resellers, referral partners, system integrators, telephony carriers, consultants and anyone else who introduces business to Keyline or represents us to a customer, a regulator or a public body. We call them associated persons, as the Act does, and we may be liable for what they do on our behalf.',
      ],
    },
    {
      kind: 'prose',
      title: 'What is prohibited',
      paragraphs: [
        'A bribe is any financial or other advantage offered, promised or given to induce someone to perform a function improperly, or to reward them for having done so. It does not matter whether the advantage is cash, a gift, a job offer for a relative, a donation, a discount or a favour, nor whether it passes directly or through a third party.',
      ],
      bullets: [
        'Offering, promising or giving a bribe (section 1 of the Act).',
        'Requesting, agreeing to receive or accepting a bribe (section 2).',
        'Bribing a foreign public official to obtain or keep business (section 6), including officials of state-owned banks, utilities, hospitals and universities.',
        'Facilitation payments: small unofficial payments to speed up a routine action, such as a permit or a customs clearance. They are bribes under UK law and we do not make them.',
        'Using a partner, agent or intermediary to do anything this policy forbids us to do directly.',
      ],
      subsections: [
        {
          title: 'Public procurement',
          paragraphs: [
            'As a Crown Commercial Service supplier we regularly bid for public-sector contracts. Nobody may offer hospitality of any value to an official involved in a live procurement, discuss a tender with an evaluator outside the published clarification process, or use information that was not available to every bidder.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Gifts, hospitality and expenses',
      paragraphs: [
        'Reasonable and proportionate hospitality helps build relationships and is not forbidden. It becomes a risk when it is lavish, frequent, given at a sensitive moment such as a contract renewal, or offered to someone who can influence a decision about us.',
      ],
      subsections: [
        {
          title: 'The rules we apply',
          paragraphs: ['Every gift or hospitality given or received with a value above £50 (or $65) is recorded in the gifts and hospitality register within five working days, with the recipient, the business reason and the approximate value.'],
          bullets: [
            'Above £250 per person, the line manager approves in advance; above £500, the Compliance Officer does.',
            'Cash, vouchers and anything convertible to cash are never given or accepted.',
            'Hospitality for a customer’s or prospect’s staff during a tender, assessment or renewal needs the Compliance Officer’s prior approval whatever its value.',
            'Travel and accommodation for a customer’s staff are paid to the supplier directly, never reimbursed to the individual.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      title: 'Approval thresholds at a glance',
      caption: 'Who must approve a gift or hospitality, by value per person',
      columns: ['Value per person', 'Record in register', 'Prior approval'],
      rows: [
        ['Up to £50', 'No', 'None'],
        ['£50 to £250', 'Yes, within five working days', 'None'],
        ['£250 to £500', 'Yes, before it is given or accepted', 'Line manager'],
        ['Above £500, or any value during a tender', 'Yes, before it is given or accepted', 'Compliance Officer'],
      ],
    },
    {
      kind: 'prose',
      title: 'Partners, charities and political activity',
      paragraphs: [
        'Before we appoint a reseller, referral partner or other intermediary, we carry out risk-based due diligence: ownership, sanctions screening, reputation, and whether any fee is proportionate to the work done. Contracts with associated persons include anti-bribery obligations and our right to audit and terminate.',
        'Keyline makes no political donations. Charitable donations and sponsorships are approved by a director, paid to the registered charity rather than to an individual, and never made at the request of a customer or prospect in connection with business.',
      ],
    },
    {
      kind: 'prose',
      title: 'Raising a concern',
      paragraphs: [
        'Anyone who is offered a bribe, is asked for one, or suspects that this policy has been broken must tell the Compliance Officer as soon as possible, at compliance@keyline.example. Concerns can also be raised anonymously through our independent whistleblowing line, details of which are in the staff handbook and partner portal.',
        'We will not tolerate retaliation against anyone who refuses to take part in bribery or raises a concern in good faith, even if the concern turns out to be mistaken. Breaches of this policy are gross misconduct for employees and grounds for immediate termination for partners, and we will report criminal conduct to the authorities.',
      ],
    },
    {
      kind: 'prose',
      title: 'Training, monitoring and review',
      paragraphs: [
        'Every new colleague completes anti-bribery training in their first month and every colleague refreshes it each year; sales, partnerships and procurement staff take an extended module. The Compliance Officer reviews the gifts and hospitality register quarterly and reports to the board, which owns this policy and reviews it at least once a year.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Anti-money laundering policy', to: '/legal/anti-money-laundering', text: 'How we stop our services being used to launder money.' },
        { label: 'Anti-facilitation of tax evasion policy', to: '/legal/anti-tax-evasion', text: 'Our procedures under the Criminal Finances Act 2017.' },
        { label: 'Modern slavery statement', to: '/legal/modern-slavery-policy', text: 'Our supply chain due diligence.' },
      ],
    },
  ],
});
