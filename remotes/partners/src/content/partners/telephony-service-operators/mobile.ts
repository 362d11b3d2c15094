import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'carrier-network',
    eyebrow: 'Telephony service operators',
    lead: 'Field engineers, surveyors, home-working agents and sales teams take card payments on their mobiles every day, usually by writing numbers down. Offer your enterprise customers secure in-call payments delivered from your network: the caller keys their card, your subscriber hears flat tones, and nothing changes on the handset.',
    actions: [
      { label: 'Talk to our carrier team', to: '/contact-sales' },
      { label: 'All operator partners', to: '/partners/telephony-service-operators', variant: 'secondary' },
    ],
    points: ['Works on any handset, with no app required', 'VoLTE, Wi-Fi calling and 2G/3G', 'Compatible with mobile call recording'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why mobile operators offer it',
      items: [
        { icon: 'info', title: 'Value-added revenue on enterprise plans', text: 'Sell secure payments as a bolt-on per subscriber or per transaction, priced into enterprise and public-sector tariffs alongside mobile call recording and device management.' },
        { icon: 'user', title: 'Stronger enterprise retention', text: 'Customers whose field workforce takes compliant payments through your network face real work to move those subscribers at contract renewal.' },
        { icon: 'check', title: 'A regulated-sector differentiator', text: 'Financial advisers and insurers who already record mobile calls need card numbers kept out of those recordings. Your network can do both.' },
      ],
    },
    {
      kind: 'prose',
      title: 'How it works in a mobile core',
      paragraphs: [
        'Enrolled subscribers are given a Keyline service trigger in their IMS subscriber profile. Initial filter criteria route their calls through an application server that anchors the media on Keyline session border controllers, connected to your interconnect border control function over dedicated SIP links.',
        'When the subscriber starts a payment, by tapping Take payment in the Keyline web panel on their phone or by dialling a short feature code mid-call, capture begins. The customer’s keypad tones, delivered as RFC 4733 events on VoLTE and Wi-Fi calling or converted from circuit-switched signalling on 2G and 3G, are recognised by Keyline and replaced with flat tones towards your subscriber and any recording platform. The result appears in the panel within seconds and is sent to the customer’s back office by webhook.',
      ],
    },
    {
      kind: 'steps',
      title: 'Launching on your network',
      items: [
        { title: 'Agreement and product design', text: 'Agree wholesale pricing, white-label branding and the bundles you will sell, and receive the responsibility matrix for a mobile deployment.' },
        { title: 'Core integration', text: 'Your core network team configures the application server trigger and SIP interconnects to our points of presence, with our telephony engineers alongside.' },
        { title: 'Access-type testing', text: 'We test tone recognition across VoLTE, Wi-Fi calling, circuit-switched fallback and roaming, on the handsets most common in your enterprise base.' },
        { title: 'Provisioning and launch', text: 'Enrolment is connected to your order systems through our partner API, your enterprise sales team is trained and the first customers go live.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'The handset never stores card data, and your radio and core networks carry the call as a public network, just as they do today. Recognition, removal and processing of the card digits take place inside Keyline’s PCI DSS Level 1 environment, hosted in our UK and US data centres. Your enterprise customers’ staff, devices and recordings stay out of scope, which is the point of the service.',
      ],
    },
    {
      kind: 'testimonial',
      quote: 'Our enterprise customers kept asking how their engineers could take a payment on a doorstep without a card machine. Now the answer is on the tariff sheet, and it is the bolt-on with the lowest churn we sell.',
      name: 'Priya Ramaswamy',
      role: 'Director of Enterprise Propositions',
      organisation: 'Corran Mobile',
    },
    {
      kind: 'faq',
      title: 'Mobile operator questions',
      items: [
        {
          question: 'Do subscribers need a special app?',
          answer: 'No. The payment panel is a secure web page that works in any mobile browser, and a feature code lets subscribers start capture without looking at the screen. Customers who prefer can embed the panel in their own field-service app.',
        },
        {
          question: 'Does it work when the subscriber is roaming?',
          answer: 'Yes, for home-routed calls, which covers most roaming set-ups. Where calls break out locally, we agree routing with your roaming team during design.',
        },
        {
          question: 'How are mobile tones detected reliably?',
          answer: 'Our detection is tuned on real mobile payment calls to cope with clipped, duplicated and compressed tones, and the access-type testing during launch confirms accuracy on your network.',
        },
        {
          question: 'Can customers keep their mobile call recording supplier?',
          answer: 'Yes. The recorder receives the call after masking, so it captures the conversation and flat tones only, whoever provides it.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Mobile payments', to: '/solutions/mobile-payments', text: 'How your customers’ staff use secure capture on the move.' },
        { label: 'Fixed-line and VoIP operators', to: '/partners/telephony-service-operators/fixed-line-voip', text: 'The equivalent service for SIP and hosted voice.' },
        { label: 'Secure call recording', to: '/resources/network-telephony-capture/call-recording', text: 'Recording every call without recording card numbers.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Add secure payments to your enterprise tariffs',
      text: 'Tell us about your core network and your enterprise base, and we will propose a design, a launch plan and wholesale pricing.',
      actions: [
        { label: 'Talk to our carrier team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
