import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'carrier-network',
    eyebrow: 'Telephony service operators',
    lead: 'Your SIP trunk, hosted PBX and hosted contact-centre customers all take card payments by phone, and most of them are recording card numbers they should not hold. Route their payment calls through Keyline secure capture from your core and sell compliance as part of the voice service.',
    actions: [
      { label: 'Talk to our carrier team', to: '/contact-sales' },
      { label: 'All operator partners', to: '/partners/telephony-service-operators', variant: 'secondary' },
    ],
    points: ['SIP trunks, hosted PBX and hosted contact centres', 'Enabled per DDI range', 'White-label agent panel and portal'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'The case for fixed-line and VoIP operators',
      items: [
        { icon: 'info', title: 'Higher revenue per seat', text: 'Add a payment-enabled seat or channel price to hosted voice and SIP trunk bundles, with Keyline supplied at wholesale and your margin set by you.' },
        { icon: 'check', title: 'Win the compliance-led migrations', text: 'Organisations leaving ISDN and on-premises PBXs ask how the new service handles card payments. Answer with a network-level service, not a third-party referral.' },
        { icon: 'user', title: 'Keep customers at renewal', text: 'Payment journeys, call recording and agent panels built around your service make moving to another provider a project, not a porting order.' },
      ],
    },
    {
      kind: 'table',
      title: 'Two ways to put capture in the path',
      caption: 'Deployment modes for fixed-line and VoIP operators',
      columns: ['Mode', 'How calls reach Keyline', 'Best for'],
      rows: [
        ['Always in path', 'Your softswitch routes calls for payment-enabled DDI ranges through Keyline session border controllers and back to the customer’s PBX or hosted service', 'SIP trunk customers with their own PBX or contact-centre platform'],
        ['On demand', 'Your hosted PBX application server anchors the media on Keyline with a re-INVITE when the agent starts a payment, and releases it afterwards', 'Hosted PBX and hosted contact-centre services you run yourself'],
      ],
    },
    {
      kind: 'prose',
      title: 'Technical integration',
      paragraphs: [
        'Interconnects are SIP over TLS with SRTP media, or over dedicated links in our London, Manchester, New York and Dallas points of presence. We support G.711 A-law and µ-law, G.722, G.729 and Opus. Keypad tones should travel as RFC 4733 telephone events; in-band detection is available on G.711 calls, but compressed codecs such as G.729 distort tones, so RFC 4733 is required there.',
        'Your provisioning system enables and disables DDI ranges through our partner API, and call detail records for payment sessions are available by file or API so you can bill per transaction.',
      ],
    },
    {
      kind: 'steps',
      title: 'From agreement to first customer',
      items: [
        { title: 'Agreement', text: 'Wholesale pricing, white-label rights and a responsibility matrix for your chosen deployment mode.' },
        { title: 'Interconnect build', text: 'Trunks between your core and two of our points of presence, with routing, codec and failover settings agreed by both engineering teams.' },
        { title: 'Certification', text: 'Our test suite runs against your network: tone detection across codecs, transfers, call recording, failover and capacity at peak.' },
        { title: 'Launch', text: 'Provisioning connected to your order systems, your service desk trained for first-line support and the first customers migrated.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance effect',
      paragraphs: [
        'Your softswitches, session border controllers and hosted platforms carry calls as a public network, with no card data stored or processed. Keyline’s PCI DSS Level 1 environment recognises and removes the digits, so your customers’ agents, desktops and call recordings leave PCI DSS scope, and your own platform does not enter it.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Halden Voice',
      items: [
        { value: '11,400', label: 'Payment-enabled seats in the first two years' },
        { value: '£4.20', label: 'Added monthly revenue per payment-enabled seat' },
        { value: '7 days', label: 'Average time to switch on a new customer' },
      ],
    },
    {
      kind: 'faq',
      title: 'Fixed-line and VoIP questions',
      items: [
        {
          question: 'Do our customers need to change their PBX?',
          answer: 'No. In always-in-path mode their PBX receives calls exactly as before. In on-demand mode the change happens in your hosted platform, not on their premises.',
        },
        {
          question: 'How much capacity do we need on the interconnect?',
          answer: 'In on-demand mode only calls with a payment in progress cross the interconnect, typically under 5% of busy-hour traffic. In always-in-path mode we size it to the enabled DDI ranges’ peak.',
        },
        {
          question: 'Can our customers keep their existing call recorder?',
          answer: 'Yes. Recording continues throughout the call; the recorder hears flat tones in place of card digits.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Telephony platform', to: '/resources/platform/telephony', text: 'Session border controllers, codecs and tone detection in detail.' },
        { label: 'Mobile network operators', to: '/partners/telephony-service-operators/mobile', text: 'The same service for mobile enterprise customers.' },
        { label: 'Channel separation', to: '/solutions/channel-separation', text: 'Another way customers keep card data off the voice channel.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Make payments part of your voice service',
      text: 'Send us an outline of your core and hosted platforms, and our telephony engineers will recommend a deployment mode and interconnect design.',
      actions: [
        { label: 'Talk to our carrier team', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
