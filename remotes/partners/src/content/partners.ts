import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'partner-programme',
    eyebrow: 'Partners',
    lead: 'Your customers are being asked to take card payments by phone, chat and link without exposing card data to their agents, systems or call recordings. Partner with Keyline and answer that question with a PCI DSS Level 1 service you can refer, resell or build into your own product, and earn from every customer who adopts it.',
    actions: [
      { label: 'Become a partner', to: '/contact-sales' },
      { label: 'See how setup works', to: '/partners-setup', variant: 'secondary' },
    ],
    points: ['Recurring revenue share for the life of each customer', 'Sandbox access within two working days', 'No PCI DSS scope added to your platform'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Who we partner with',
      intro: 'Each kind of partner reaches the same customers from a different direction, and each has its own technical route and named team.',
      items: [
        {
          icon: 'phone',
          title: 'Telephony service operators',
          text: 'Mobile, fixed-line and VoIP operators who switch on secure payments for business number ranges as a value-added service inside their voice network.',
          to: '/partners/telephony-service-operators',
        },
        {
          icon: 'user',
          title: 'System integrators',
          text: 'Consultancies and contact-centre integrators who design, build and run payment journeys for clients and want a certified, supportable component to build on.',
          to: '/partners/system-integrators',
        },
        {
          icon: 'check',
          title: 'Payment facilitators',
          text: 'Payfacs who board sub-merchants under a master account and want to offer them secure phone and digital payment capture from day one.',
          to: '/partners/payment-facilitators',
        },
        {
          icon: 'lock',
          title: 'Payment gateways',
          text: 'Gateways and processors who connect once to the Keyline platform and receive securely captured transactions from every channel our customers use.',
          to: '/partners/payment-gateways',
        },
        {
          icon: 'shield',
          title: 'Contact-centre and UC platforms',
          text: 'Cloud contact-centre, unified-communications and CRM vendors who add a certified payment capability through our connectors and APIs.',
          to: '/partners/integration-telephony',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Three ways to work together',
      paragraphs: [
        'Choose the model that suits how you already sell. Many partners start with referrals and move to resale or an embedded service later.',
      ],
      subsections: [
        {
          title: 'Referral',
          paragraphs: [
            'You introduce the customer and we contract, implement and support them directly. You earn a recurring commission of 15% of the customer’s platform fees for as long as they remain a customer, paid quarterly with a statement per account.',
          ],
        },
        {
          title: 'Resale',
          paragraphs: [
            'You contract with the customer, set the price and bill alongside your own services. We supply the platform at wholesale, with second-line support behind your service desk and a portal to provision accounts.',
          ],
        },
        {
          title: 'Embedded and white label',
          paragraphs: [
            'Secure capture appears inside your product, under your brand, through our APIs, connectors or a carrier-hosted deployment. You own the customer and the pricing; we run the certified platform.',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      title: 'How a partnership starts',
      items: [
        { title: 'Discovery call', text: 'A partner manager learns about your customers, channels and technology and recommends a model. We exchange a mutual non-disclosure agreement so we can share the technical documentation.' },
        { title: 'Partner agreement', text: 'A single agreement covers the commercial model, data protection terms and the PCI DSS responsibility matrix for your integration.' },
        { title: 'Sandbox and build', text: 'Your engineers receive sandbox credentials, test numbers and an integration engineer. Most partners complete their first end-to-end test payment in the first week.' },
        { title: 'Certification', text: 'We run the certification test pack against your integration and review how card data flows, so every customer you bring gets the same assured result.' },
        { title: 'Launch', text: 'Sales and support training, a listing on our integrations page, co-branded material and a joint plan for your first ten customers.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance stays with us',
      paragraphs: [
        'Keyline is assessed every year as a PCI DSS Level 1 service provider and holds Cyber Essentials Plus. Card numbers and security codes are captured and tokenised inside our environment in UK and US data centres, so partner platforms only see masked numbers, tokens and outcomes. Each partner receives our Attestation of Compliance and a responsibility matrix for their integration, showing requirement by requirement what Keyline covers.',
      ],
    },
    {
      kind: 'stats',
      label: 'The Keyline partner network',
      items: [
        { value: FACTS.activePartners, label: 'Active partners across the UK, Europe and North America' },
        { value: '38%', label: 'Of new customers introduced or served by a partner' },
        { value: FACTS.availability, label: 'Platform availability in our service level agreement' },
        { value: '6 weeks', label: 'Typical time from agreement to first live customer' },
      ],
    },
    {
      kind: 'logos',
      title: 'Some of the partners who build on Keyline',
      intro: 'Integrators, carriers, gateways and payment companies across the UK, Europe and North America; you can read what several of them say on their partner pages.',
      organisations: [
        'Fenwick Lane Consulting',
        'Brightwater Systems Integration',
        'Halyard Communications',
        'Corran Mobile',
        'Cadence Cloud Contact',
        'Lanterne Gateway Services',
        'Brookmere Payments',
        'Quayside Pay',
        'Ashdown Processing',
        'Eastgate Merchant Solutions',
        'Switchyard Orchestration',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Payment security used to stall our contact-centre bids. Now it is a line in the proposal: we include Keyline, hand over the responsibility matrix and the client’s assessor signs it off. It is also a recurring revenue line we did not have two years ago.',
      name: 'Harriet Okonjo',
      role: 'Managing Director',
      organisation: 'Fenwick Lane Consulting',
    },
    {
      kind: 'faq',
      title: 'Partner programme questions',
      items: [
        {
          question: 'Is there a fee to join?',
          answer: 'No. There is no joining fee and no minimum volume for referral partners. Resale and embedded partners agree a wholesale price list and, for carrier-hosted deployments, a one-off set-up charge that reflects the interconnect work.',
        },
        {
          question: 'Do we need to be PCI DSS compliant ourselves?',
          answer: 'Not because of Keyline: integrations are designed so card data never enters your systems. If you hold card data for other reasons, those obligations are unchanged.',
        },
        {
          question: 'Who supports the end customer?',
          answer: 'We support referral customers directly. Resale and embedded partners provide first line and escalate to our engineers through a partner queue, staffed around the clock for priority incidents.',
        },
        {
          question: 'Can we sell in the US as well as the UK?',
          answer: 'Yes. The platform runs in UK and US data centres, and customers’ data stays in the country chosen for their account. Partners can provision accounts in either region from the same portal.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Explore further',
      items: [
        { label: 'Integrations', to: '/integrations', text: 'The telephony, contact-centre, CRM and gateway platforms Keyline already connects to.' },
        { label: 'Partner setup', to: '/partners-setup', text: 'The practical checklist every new partner works through, from contacts to launch.' },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'The PCI DSS Level 1 environment every partner integration runs on.' },
        { label: 'Our PCI DSS compliance', to: '/legal/pci-dss-compliance', text: 'Our certification, assessment cycle and how to request our Attestation of Compliance.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Talk to our partner team',
      text: 'Tell us who your customers are and how you sell to them, and a partner manager will reply within one working day.',
      actions: [
        { label: 'Become a partner', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
