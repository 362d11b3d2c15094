import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'This statement, made under section 54 of the Modern Slavery Act 2015, sets out the steps Keyline Secure Payments has taken in the financial year ending 31 March 2026 to make sure that slavery, servitude, forced labour and human trafficking have no place in our business or our supply chains.',
    points: ['Approved by the board', 'Supplier due diligence by risk', 'Published every year'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Our business and supply chain',
      paragraphs: [
        'Keyline is a software and payments technology company with around 140 colleagues in London, Leeds and New York. We design, build and operate a cloud platform that lets organisations take payments securely by phone, chat, web and bank transfer. We do not manufacture goods.',
        'Our main suppliers are cloud hosting and telecommunications providers, software vendors, recruitment agencies, contractors, office services (cleaning, catering and security) and the manufacturers of the laptops and phones our colleagues use. We consider the risk of modern slavery to be low in our own operations and higher in outsourced facilities services and in electronics manufacturing supply chains.',
      ],
    },
    {
      kind: 'prose',
      title: 'Policies that support this statement',
      paragraphs: ['Our approach is set out in several policies that every colleague is trained in.'],
      bullets: [
        'Our supplier code of conduct, which requires suppliers to pay at least the legal minimum wage, not to charge workers recruitment fees, not to retain identity documents and to allow workers to leave freely.',
        'Our whistleblowing policy, which lets colleagues, contractors and suppliers’ workers raise concerns anonymously.',
        'Our recruitment procedures, which verify the right to work of every colleague directly and use only agencies that commit to our code.',
        'Our equality, diversity and inclusion policy and our anti-bribery and corruption policy.',
      ],
    },
    {
      kind: 'prose',
      title: 'Due diligence and risk assessment',
      paragraphs: ['We assess each new supplier by sector, country and spend, and apply more scrutiny where the risk is higher.'],
      subsections: [
        { title: 'Facilities services', paragraphs: ['Our cleaning and security contractors pay the Real Living Wage, which we require in their contracts, and provide us with annual evidence of pay rates and right-to-work checks for staff at our offices.'] },
        { title: 'Technology hardware', paragraphs: ['We buy laptops and phones only from manufacturers that publish their own modern slavery statements and are members of the Responsible Business Alliance, and we keep devices for four years to reduce what we buy.'] },
        { title: 'Contractors and agencies', paragraphs: ['Contractors are engaged directly or through agencies that confirm in writing that they charge workers no fees and pay them directly into their own accounts.'] },
      ],
    },
    {
      kind: 'table',
      title: 'Progress this year',
      caption: 'Measures we committed to and what we achieved in the year to 31 March 2026',
      columns: ['Measure', 'Result'],
      rows: [
        ['Suppliers above £25,000 annual spend that signed the supplier code', '94 % (the remainder are large cloud providers whose own published codes we have reviewed)'],
        ['Colleagues who completed modern slavery awareness training', '100 % of colleagues in post for more than a month'],
        ['Facilities contracts with Real Living Wage clauses', 'All three'],
        ['Concerns raised through the whistleblowing line relating to modern slavery', 'None'],
      ],
    },
    {
      kind: 'prose',
      title: 'Next year',
      paragraphs: [
        'In the coming year we will extend supplier code sign-off to all suppliers above £10,000 annual spend, add modern slavery questions to our annual review of our five largest suppliers, and give procurement colleagues specific training on spotting indicators of forced labour in service contracts.',
        'This statement was approved by the board of Keyline Secure Payments Ltd on 15 July 2026 and is reviewed and republished every year. Concerns can be raised with our Compliance Officer at compliance@keyline.example or anonymously through our whistleblowing line.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Equality, diversity and inclusion policy', to: '/legal/equality-diversity', text: 'Fair treatment at work.' },
        { label: 'Anti-bribery and corruption policy', to: '/legal/anti-bribery-corruption', text: 'Our rules for partners and intermediaries.' },
        { label: 'Modern slavery statutory guidance', to: 'https://www.gov.uk/government/publications/transparency-in-supply-chains-a-practical-guide', text: 'The UK government’s guidance.' },
      ],
    },
  ],
});
