import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Integration',
    lead: 'Secure capture works by placing our platform in the voice path for the part of a call where a payment is taken. There are four proven ways to do that; the right one depends on where your calls arrive and who runs your phone system.',
    actions: [
      { label: 'Review my call flows', to: '/contact-sales' },
      { label: 'Telephony platform', to: '/resources/platform/telephony', variant: 'secondary' },
    ],
    points: ['SIP, PSTN and cloud contact centres', 'Inbound and outbound calls', 'Resilient routing across two regions'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'The principle behind every flow',
      paragraphs: [
        'A caller’s keypad tones travel with the voice, either as audio (in-band) or as separate RTP events (RFC 4733). Our session border controllers sit between the caller and your contact centre, recognise the tones for the card fields, pass them to the payment engine and send flat, identical tones on towards the agent and the recorder.',
        'Everything else in the call is untouched: the conversation continues, the agent can speak and listen throughout, and the recording runs from beginning to end. Only the digits are removed, and only while the payment is being taken.',
      ],
    },
    {
      kind: 'features',
      title: 'Four reference call flows',
      items: [
        {
          icon: 'phone',
          title: 'SIP trunk in line',
          text: 'Your carrier delivers calls to our session border controllers, which pass them to your PBX or contact-centre platform over a second trunk. Best for on-premises and hosted phone systems with SIP connectivity.',
        },
        {
          icon: 'phone',
          title: 'Cloud contact centre',
          text: 'For Genesys Cloud, Amazon Connect, NICE CXone, Five9 and Twilio Flex, calls reach the platform through its bring-your-own-carrier option with Keyline in the path, or our capture is invoked only when the agent starts a payment.',
        },
        {
          icon: 'phone',
          title: 'PSTN forwarding',
          text: 'Your published numbers forward to numbers we host, and we deliver the call on to your existing lines. No SIP work at all, which makes it the quickest option for small teams and for temporary lines such as appeal nights.',
        },
        {
          icon: 'phone',
          title: 'Carrier-hosted capture',
          text: 'Where your telephony provider is a Keyline partner, masking is switched on inside their network for the number ranges you choose. Nothing changes on your side beyond the agent panel.',
          to: '/partners/telephony-service-operators',
        },
      ],
    },
    {
      kind: 'table',
      title: 'Choosing a call flow',
      caption: 'How the four call flows compare',
      columns: ['Call flow', 'Changes on your side', 'Typical lead time', 'Suits'],
      rows: [
        ['SIP trunk in line', 'New trunk between our platform and your PBX; firewall rules', 'Four to six weeks', 'Larger contact centres on SIP'],
        ['Cloud contact centre', 'Carrier configuration in your platform’s admin console', 'Three to six weeks', 'Teams on CCaaS platforms'],
        ['PSTN forwarding', 'Forwarding rules on your published numbers', 'One to two weeks', 'Small teams, seasonal lines'],
        ['Carrier-hosted capture', 'None in the network; agent panel only', 'Two to four weeks', 'Customers of partner carriers'],
      ],
    },
    {
      kind: 'steps',
      title: 'What happens when an agent transfers the call',
      intro: 'Transfers are where home-grown solutions usually break. The payment session follows the caller, not the agent.',
      items: [
        { title: 'Transfer before the payment', text: 'The receiving agent starts the payment from their own panel. Masking begins only then, so the first agent never handles card data.' },
        { title: 'Transfer during the payment', text: 'The session pauses with the fields already completed kept in our platform; the receiving agent sees them as complete and the caller carries on.' },
        { title: 'Transfer to the payment IVR', text: 'The agent hands the caller to the automated payment line with the amount and reference attached, and can choose to take the call back when the IVR finishes.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Resilience and failure behaviour',
      paragraphs: [
        'Every call flow is served from two regions with independent carriers. Session border controllers in each region register with your platform, and your carrier or platform is configured to fail over to the second region within seconds if the first stops answering.',
        'If capture itself is unavailable, calls still connect: voice is never dropped because of a payment problem. The agent panel shows that secure capture is unavailable and directs agents to your agreed fallback, usually the payment IVR or a payment link, so no one is tempted to take card numbers verbally.',
      ],
    },
    {
      kind: 'faq',
      title: 'Call flow questions',
      items: [
        {
          question: 'Does routing through Keyline add delay to calls?',
          answer: 'Our points of presence sit in the same data centres as the major UK and US carriers, and the added latency is typically under 20 milliseconds, well below the level callers or agents notice.',
        },
        {
          question: 'Can outbound calls be protected too?',
          answer: 'Yes. Outbound calls from your dialler or agents route out through the same session border controllers, so a payment taken on a callback or a collections call is masked in exactly the same way as on an inbound call.',
        },
        {
          question: 'What if callers have rotary or voice-only phones?',
          answer: 'Very few callers cannot use a keypad, but for them the agent can send a payment link by text or e-mail during the call, or transfer them to a colleague trained in the documented exception process your assessor has approved.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Not sure which flow fits?',
      text: 'Send us a diagram of your phone estate, even a rough one, and a solutions architect will recommend a call flow for each number range.',
      actions: [
        { label: 'Talk to sales', to: '/contact-sales' },
        { label: 'See the integration overview', to: '/resources/integration' },
      ],
    },
  ],
});
