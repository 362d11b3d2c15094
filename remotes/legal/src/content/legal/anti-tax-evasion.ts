import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'Under the Criminal Finances Act 2017 a company commits an offence if someone acting for it helps another person evade tax and the company had no reasonable procedures to prevent it. This policy describes the procedures Keyline has in place and the conduct we expect.',
    points: ['Applies to UK and foreign tax', 'Risk assessment reviewed every year', 'Concerns reported in confidence'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Our commitment',
      paragraphs: [
        'Keyline Secure Payments pays the tax it owes in the countries where it operates and will not help anyone else to evade theirs. We do not tolerate colleagues, contractors or partners facilitating tax evasion, whether it benefits Keyline, a customer, a supplier or themselves, and whether the tax is owed in the United Kingdom or elsewhere.',
        'Tax evasion is the deliberate and dishonest failure to pay tax that is due. It differs from legitimate tax planning, which we may undertake within the letter and spirit of the law. Facilitating evasion means knowingly helping with it: for example, issuing a false invoice, paying a supplier into an account that is not in its name, or disguising employment as self-employment.',
      ],
    },
    {
      kind: 'prose',
      title: 'The six principles behind our procedures',
      paragraphs: ['Our procedures follow the six principles in HM Revenue & Customs’ guidance on the corporate offences.'],
      subsections: [
        { title: 'Risk assessment', paragraphs: ['Finance and compliance assess each year where the risk of facilitation lies in our business. The highest exposure is in supplier payments, contractor engagements, commissions to referral partners in other jurisdictions and customer requests about invoicing.'] },
        { title: 'Proportionate procedures', paragraphs: ['Controls match those risks: supplier bank details are verified independently before the first payment and after any change, contractors are assessed under the off-payroll working rules, and commissions are paid only to the contracted entity in its country of registration.'] },
        { title: 'Top-level commitment', paragraphs: ['The board owns this policy. The Chief Financial Officer is accountable for tax compliance and for the prevention procedures described here.'] },
        { title: 'Due diligence', paragraphs: ['We check the identity, ownership and tax residence of new suppliers, contractors and partners, and ask partners to confirm that they have their own prevention procedures.'] },
        { title: 'Communication and training', paragraphs: ['The policy is part of every colleague’s induction, and finance, procurement, sales and partnership teams receive annual training with practical examples of what facilitation can look like.'] },
        { title: 'Monitoring and review', paragraphs: ['Internal audit samples supplier payments and partner commissions each year; findings and the annual risk assessment are reported to the board, which reviews this policy at least annually.'] },
      ],
    },
    {
      kind: 'prose',
      title: 'What colleagues must never do',
      paragraphs: ['The following are examples of conduct that would breach this policy. If you are asked to do any of them, refuse and report the request.'],
      bullets: [
        'Issue, amend or accept an invoice that misdescribes the goods or services, the amount or the party paying.',
        'Pay a supplier, contractor or partner into a personal account or an account in a country unrelated to its business without verified justification.',
        'Agree to split, delay or route a payment so that a customer or supplier can hide income from a tax authority.',
        'Treat a person who is in substance an employee as self-employed to avoid employment taxes.',
        'Ignore red flags, such as a request for cash payment or for a contract to be issued by a different entity, because the deal is commercially attractive.',
      ],
    },
    {
      kind: 'prose',
      title: 'Reporting a concern',
      paragraphs: [
        'Report any suspicion, however small, to the Compliance Officer at compliance@keyline.example or through the anonymous whistleblowing line. You will not suffer any detriment for a report made in good faith or for refusing to take part in facilitation, even if it costs us business.',
        'Breaches of this policy by colleagues will be treated as gross misconduct. We will end relationships with suppliers, contractors and partners who facilitate tax evasion and, where appropriate, report the matter to HM Revenue & Customs or the relevant foreign authority.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Anti-money laundering policy', to: '/legal/anti-money-laundering', text: 'Customer due diligence and suspicious activity reporting.' },
        { label: 'Anti-bribery and corruption policy', to: '/legal/anti-bribery-corruption', text: 'Gifts, hospitality and intermediaries.' },
        { label: 'All policies', to: '/legal', text: 'Every policy and certification in one place.' },
      ],
    },
  ],
});
