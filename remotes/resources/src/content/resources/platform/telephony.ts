import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Platform',
    lead: 'Masking keypad tones reliably is a telephony problem before it is a payments one. Our voice network was built for it: carrier-grade session border controllers, precise tone detection and connections to the carriers your calls already use.',
    actions: [
      { label: 'Talk to a telephony engineer', to: '/contact-sales' },
      { label: 'See the call flows', to: '/resources/integration/telephony-call-flows', variant: 'secondary' },
    ],
    points: ['Points of presence in London, Manchester, New York and Dallas', 'TLS and SRTP encryption', 'Direct interconnects with major carriers'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Inside the voice network',
      items: [
        { icon: 'phone', title: 'Session border controllers', text: 'Redundant pairs in every point of presence anchor the call media, apply masking and protect your platform from malformed signalling and toll fraud.' },
        { icon: 'check', title: 'Tone detection that copes with real lines', text: 'Keypad tones are recognised whether they arrive as RFC 4733 events, SIP INFO messages or audio, including on mobile and VoIP calls where tones are clipped or doubled.' },
        { icon: 'lock', title: 'Masking in milliseconds', text: 'Each recognised tone is replaced with a single flat tone of the same length, so agents hear that a key was pressed, but neither they nor the recorder can tell which.' },
        { icon: 'shield', title: 'Encrypted end to end', text: 'Signalling over TLS and media over SRTP wherever your platform supports it, on dedicated interconnects or over the internet with IP allow-lists.' },
      ],
    },
    {
      kind: 'table',
      title: 'Technical specification',
      caption: 'Telephony platform capabilities',
      columns: ['Area', 'Supported'],
      rows: [
        ['Signalling', 'SIP over UDP, TCP and TLS; registration or static IP trunks'],
        ['Codecs', 'G.711 A-law and µ-law, G.722, G.729, Opus'],
        ['Keypad tones', 'RFC 4733 telephone events, SIP INFO, in-band audio detection'],
        ['Numbers', 'UK geographic, non-geographic and freephone numbers; US local and toll-free numbers; number porting'],
        ['Capacity', 'Concurrent calls sized per customer with headroom for seasonal peaks, reviewed quarterly'],
        ['Monitoring', 'Per-call quality scores, jitter and packet-loss alerts, call detail records in the portal'],
      ],
    },
    {
      kind: 'prose',
      title: 'Call quality you can check',
      paragraphs: [
        'Every call through our network is measured for jitter, packet loss and round-trip delay, and scored for estimated listening quality. Supervisors can see the scores next to each payment session in the portal, which turns a vague complaint that “the line was bad” into something our engineers can trace to a carrier, a site or a time of day.',
        'When quality drops below agreed thresholds on a route, traffic shifts automatically to an alternative carrier or region, and our network operations centre opens an incident with the carrier concerned.',
      ],
    },
    {
      kind: 'faq',
      title: 'Telephony questions',
      items: [
        {
          question: 'Do we need new phone numbers?',
          answer: 'Usually not. With the SIP and cloud contact-centre flows your numbers stay with your current carrier. If you prefer us to host them, we port UK and US numbers and keep your existing numbers working throughout the move.',
        },
        {
          question: 'Does masking work when a caller uses a mobile phone?',
          answer: 'Yes. Mobile networks often send keypad presses as short or duplicated tones; our detection is tuned on millions of real payment calls to recognise them accurately while ignoring speech and background noise.',
        },
        {
          question: 'Can we keep our own session border controllers?',
          answer: 'Yes. We interconnect with all major session border controller vendors and provide tested configuration guides, so your SBCs hand calls to ours for the payment part of the journey.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Test it on your own lines',
      text: 'We can set up a test number on your platform within days, so your team can hear masking on your own handsets before committing.',
      actions: [
        { label: 'Arrange a test call', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo' },
      ],
    },
  ],
});
