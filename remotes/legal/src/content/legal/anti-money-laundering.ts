import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'Keyline captures and routes payments for regulated businesses, so we take care that our platform is never used to move the proceeds of crime or to finance terrorism. This policy explains our duties under the Proceeds of Crime Act 2002, the Terrorism Act 2000 and the Money Laundering Regulations 2017, and the controls that meet them.',
    points: ['Customer due diligence before go-live', 'Sanctions screening of every customer and partner', 'A nominated officer for suspicious activity reports'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Our role in the payment chain',
      paragraphs: [
        'Keyline is a technical service provider. We capture card and bank details on behalf of our customers and pass them to the customer’s own payment gateway, acquirer or bank; settlement funds never pass through accounts held by Keyline. We are therefore not a payment institution, but we sit close to the flow of funds and our customers are often regulated firms themselves.',
        'We apply this policy because the law requires every business to report knowledge or suspicion of money laundering it comes across, and because our customers and their acquirers rely on us not to onboard a business that would expose them to financial crime.',
      ],
    },
    {
      kind: 'prose',
      title: 'Knowing our customers',
      paragraphs: ['Before a new customer can take live payments, our onboarding team completes customer due diligence proportionate to the risk the business presents.'],
      bullets: [
        'Identity of the legal entity from Companies House or the equivalent register, and of every beneficial owner holding 25 % or more.',
        'Screening of the entity, its directors and beneficial owners against UK, US, EU and UN sanctions lists and politically exposed person lists.',
        'The nature of the business, the goods or services paid for, expected monthly volumes and average transaction values.',
        'Confirmation that the customer holds a merchant agreement with a recognised acquirer or a regulated payment provider.',
      ],
      subsections: [
        {
          title: 'Enhanced due diligence',
          paragraphs: [
            'Higher-risk customers, including those in sectors our acquiring partners classify as high risk, those with a politically exposed beneficial owner, or those with links to a high-risk third country listed by HM Treasury, need approval from the Money Laundering Reporting Officer and give us additional evidence of the source of their funds and the legitimacy of their trade.',
          ],
        },
        {
          title: 'Ongoing monitoring',
          paragraphs: [
            'We re-screen every customer and partner against sanctions lists daily, review customer information at least every two years (annually for higher-risk customers), and monitor platform volumes for patterns that do not fit the business we were told about, such as sudden spikes, round-sum card-not-present payments or repeated refunds to different cards.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Suspicious activity',
      paragraphs: [
        'Keyline has appointed a Money Laundering Reporting Officer (MLRO), who reports to the board. Any colleague who knows or suspects that a customer, partner or transaction is connected with money laundering or terrorist financing must report it to the MLRO without delay, through the internal reporting form or at mlro@keyline.example.',
        'The MLRO decides whether to submit a suspicious activity report to the National Crime Agency and, where needed, seeks a defence against money laundering before we continue a service. Colleagues must not tell the customer or anyone else that a report has been or may be made: tipping off is a criminal offence.',
      ],
    },
    {
      kind: 'table',
      title: 'Risk indicators colleagues are trained to spot',
      caption: 'Examples of activity that should be reported to the MLRO',
      columns: ['Area', 'Indicator'],
      rows: [
        ['Onboarding', 'Reluctance to name beneficial owners, or ownership through several layers of overseas companies without a clear reason'],
        ['Onboarding', 'A trading description that does not match the website, the merchant category code or the expected volumes'],
        ['Live service', 'Volumes far above forecast shortly after go-live, especially in high-value card-not-present payments'],
        ['Live service', 'Many payments from one card to different accounts, or refunds to cards other than the paying card'],
        ['Partners', 'A referral partner asking for fees to be paid to a third party or in another jurisdiction'],
      ],
    },
    {
      kind: 'prose',
      title: 'Records, training and review',
      paragraphs: [
        'Due diligence records and the reasons for our decisions are kept for five years after a customer relationship ends, in line with the Money Laundering Regulations, and are protected under our information security controls. Platform transaction logs needed to support an investigation are retained for the same period.',
        'All colleagues complete anti-money laundering training when they join and every year after; onboarding, finance and support colleagues take an extended module covering our risk indicators and the reporting procedure. The MLRO reviews this policy and our firm-wide risk assessment at least annually and reports the results to the board.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Anti-bribery and corruption policy', to: '/legal/anti-bribery-corruption', text: 'Our zero-tolerance approach under the Bribery Act 2010.' },
        { label: 'Anti-facilitation of tax evasion policy', to: '/legal/anti-tax-evasion', text: 'Preventing the facilitation of tax evasion.' },
        { label: 'Terms and conditions', to: '/legal/terms-conditions', text: 'The acceptable use obligations our customers agree to.' },
      ],
    },
  ],
});
