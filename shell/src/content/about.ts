import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'industry-sectors',
    eyebrow: 'About Keyline',
    lead: 'Keyline was founded by people who had run contact centres and payment platforms and were tired of the same trade-off: either agents heard card numbers, or customers were sent off to a clumsy automated line. We built a third way, and today banks, insurers, charities, utilities, universities and outsourcers take millions of payments a year through it.',
    actions: [
      { label: 'Talk to us', to: '/contact' },
      { label: 'See our certifications', to: '/legal/pci-dss-compliance', variant: 'secondary' },
    ],
    points: ['PCI DSS Level 1 service provider', 'Cyber Essentials Plus certified', 'Crown Commercial Service supplier'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'What we do',
      paragraphs: [
        'We make it possible to take a card or bank payment in any conversation, by phone, chat, video meeting, payment link or AI voice agent, without the sensitive details ever touching the organisation taking the payment. The customer enters their details into our certified platform; the agent stays in the conversation and sees only progress; the payment goes straight to the organisation’s own gateway and bank.',
        'Because the card data never arrives, the agents, desktops, telephony, call recordings and CRM systems stop being part of the cardholder data environment. That is what turns a week-long PCI DSS assessment of a contact centre into a morning, and what lets a volunteer on a charity appeal night take a donation without ever hearing sixteen digits.',
      ],
    },
    {
      kind: 'stats',
      label: 'Keyline today',
      items: [
        { value: 'Level 1', label: 'PCI DSS service provider, assessed every year by an independent QSA' },
        { value: FACTS.availability, label: 'Monthly availability commitment for payment capture' },
        { value: 'UK and US', label: 'Data centres, with each customer’s data kept in its own country' },
        { value: `${FACTS.largestCustomerSeats}+`, label: 'Seats at our largest outsourcing customer, all out of PCI DSS scope' },
      ],
    },
    {
      kind: 'steps',
      title: 'How we got here',
      intro: 'More than a decade of building one thing carefully: a payment step that keeps sensitive data away from the people and systems around it.',
      items: [
        { title: '2013: founded in London', text: 'A small team of contact-centre operators and payments engineers built the first keypad-masking service for a London collections agency that had failed its assessment.' },
        { title: '2015: PCI DSS Level 1', text: 'We became a Level 1 service provider, the highest validation level, and have renewed it with an independent Qualified Security Assessor every year since.' },
        { title: '2017: masking in the carrier network', text: 'Partnerships with UK network operators let customers switch on secure capture by re-routing numbers, with nothing installed on site.' },
        { title: '2019: the US platform', text: 'A second platform in two US regions, with a New York team, so North American customers’ data never leaves the United States.' },
        { title: '2021: beyond the phone', text: 'Payment links, web chat and video-meeting payments, then pay by bank through Open Banking, all on the same SecureFlow platform.' },
        { title: '2024: secure capture for AI', text: 'AI voice agents and live transcription can now run on payment calls, with card and bank details captured out of band and never passed to a model.' },
      ],
    },
    {
      kind: 'features',
      title: 'What we believe',
      intro: 'Four principles decide what we build and how we run it.',
      items: [
        { icon: 'lock', title: 'Remove the data, do not guard it', text: 'The safest card number is the one you never hold. Every product starts from keeping sensitive data out, not adding controls around it.' },
        { icon: 'user', title: 'Nobody should have to change how they talk', text: 'Agents keep the conversation going and customers stay on the line. Security that makes a call longer or colder does not last.' },
        { icon: 'shield', title: 'Show the evidence', text: 'Our Attestation of Compliance, responsibility matrix and penetration-test summaries are available to every customer and assessor who asks.' },
        { icon: 'check', title: 'Fit what is already there', text: 'We work with your telephony, recorder, CRM and gateway, so a project is measured in weeks and nothing you rely on has to be replaced.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How we run the company',
      paragraphs: [
        'Keyline is privately owned and profitable, with offices in London and New York and engineering teams in both. Everyone who can reach production systems is employed by us directly, screened before they join and trained on secure handling every year.',
        'We hold ourselves to the same standards we help customers meet. Alongside PCI DSS Level 1 and Cyber Essentials Plus, we publish our policies on privacy, modern slavery, anti-bribery, equality and tax, and we are an approved supplier to the UK public sector through Crown Commercial Service frameworks.',
      ],
    },
    {
      kind: 'team',
      title: 'The team behind the platform',
      intro: 'Most of us ran contact centres, payment platforms or compliance programmes before we built Keyline, and we still answer customers’ questions ourselves.',
      members: [
        {
          name: 'Eleanor Hart',
          role: 'Chief Executive and co-founder',
          text: 'Ran a 600-seat collections contact centre, then founded Keyline in 2013 so that agents would never need to hear a card number.',
          portrait: { skin: 'fair', hair: 'bob', hairColour: 'auburn', outfit: 'ink' },
        },
        {
          name: 'Sanjay Kapoor',
          role: 'Chief Technology Officer and co-founder',
          text: 'Built card-processing platforms for two UK acquirers, and now leads the engineers who run SecureFlow in the UK and the US.',
          portrait: { skin: 'tan', hair: 'side-part', hairColour: 'black', outfit: 'brand', glasses: true },
        },
        {
          name: 'Abena Mensah',
          role: 'Chief Operating Officer',
          text: 'Runs onboarding and support, so a new customer goes live in weeks and every call to us reaches someone who knows their set-up.',
          portrait: { skin: 'deep', hair: 'curly', hairColour: 'black', outfit: 'accent' },
        },
        {
          name: 'Tomasz Nowak',
          role: 'Head of Security and Compliance',
          text: 'Leads our annual PCI DSS Level 1 assessment and writes the responsibility matrix that every customer’s assessor reads.',
          portrait: { skin: 'porcelain', hair: 'cropped', hairColour: 'blonde', outfit: 'brand-strong', beard: true },
        },
        {
          name: 'Aisha Rahman',
          role: 'Head of Customer Success',
          text: 'Spent eight years running supporter payments at a national charity, and now looks after our charity, education and public-sector customers.',
          portrait: { skin: 'brown', hair: 'headscarf', hairColour: 'black', outfit: 'muted' },
        },
        {
          name: 'Callum Reid',
          role: 'Head of Partnerships',
          text: 'Works with the carriers, integrators and gateways that connect Keyline to the platforms contact centres already run.',
          portrait: { skin: 'fair', hair: 'short', hairColour: 'brown', outfit: 'accent' },
        },
        {
          name: 'Mei Lin Chen',
          role: 'Head of Product',
          text: 'Designs the agent’s payment panel and the customer’s payment page, and tests every change with contact-centre agents first.',
          portrait: { skin: 'olive', hair: 'long', hairColour: 'black', outfit: 'brand' },
        },
        {
          name: 'Richard Adeyemi',
          role: 'Head of US Operations, New York',
          text: 'Opened our New York office in 2019 and runs the US platform, where North American customers’ payment data stays.',
          portrait: { skin: 'brown', hair: 'bald', hairColour: 'grey', outfit: 'ink', glasses: true, beard: true },
        },
      ],
    },
    {
      kind: 'links',
      title: 'Learn more about us',
      items: [
        {
          label: 'Case studies',
          to: '/resources/case-studies',
          text: 'Measured results from Northmere Building Society, Heartwell, Riverbrook Water, Harbourside Insurance, the University of Eastmoor and Clearpoint Contact Services.',
        },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'How the platform behind every product is built, secured and kept available.' },
        { label: 'Our partners', to: '/partners', text: 'The telephony operators, system integrators, payment facilitators and gateways we work with.' },
        { label: 'Policies and certifications', to: '/legal', text: 'Privacy, security, compliance and ethical business, in full.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Questions people ask about Keyline',
      items: [
        {
          question: 'Are you a payment gateway or an acquirer?',
          answer: 'Neither. We capture and protect the payment details and pass them to the gateway and acquirer you already use, so the money settles into your own merchant account on your usual terms. If you want better processing rates, we can introduce acquiring partners, but it is never a condition.',
        },
        {
          question: 'Where is our data held?',
          answer: 'UK customers are served from two UK regions and US customers from two US regions. You choose at the start, and payment data, logs and backups for your account stay in that country.',
        },
        {
          question: 'Can we speak to existing customers?',
          answer: 'Yes. Once we understand your sector and set-up, we arrange a reference call with a customer of a similar size and shape, usually within two weeks.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Talk to the people who built it',
      text: `A ${FACTS.demoMinutes}-minute conversation with a specialist who has run payments in a contact centre like yours.`,
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact us', to: '/contact' },
      ],
    },
  ],
});
