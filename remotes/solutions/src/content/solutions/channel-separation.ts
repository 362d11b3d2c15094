import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'separate-channels',
    eyebrow: 'Solution',
    lead: 'Channel separation is the architecture behind secure capture: the conversation travels one way, the card data another. Your agents, telephony and applications carry the voice, the chat or the web session; the sensitive data flows on a separate, certified path from the customer to Keyline and on to your payment provider, and the two never mix.',
    actions: [
      { label: 'Talk to an architect', to: '/contact-sales' },
      { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', variant: 'secondary' },
    ],
    points: ['Data path separate from the conversation', 'Your network stays out of scope', 'Same principle across voice, chat and web'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Separation in each channel',
      items: [
        { icon: 'phone', title: 'Voice', text: 'Keypad digits are taken out of the audio in our network; your telephony carries only masked tones and the agent’s desktop gets only status.' },
        { icon: 'mail', title: 'Chat and messaging', text: 'The payment form is served from our domain into the chat; the chat platform relays a session reference, never the card.' },
        { icon: 'lock', title: 'Web', text: 'Hosted fields and pages send card data from the browser to our platform directly; your servers receive a token.' },
      ],
    },
    {
      kind: 'steps',
      title: 'The two paths of a phone payment',
      items: [
        { title: 'Conversation path', text: 'Caller to carrier to Keyline media server to your telephony and agent: audio with tones masked.' },
        { title: 'Data path', text: 'Captured digits from our media server to our PCI DSS Level 1 vault, encrypted end to end.' },
        { title: 'Payment path', text: 'From the vault to your gateway or acquirer, and the result back to your applications.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why architecture, not policy',
      paragraphs: [
        'Many compliance controls rely on people doing the right thing: pausing a recording, not writing numbers down, keeping a clean desk. Channel separation makes the wrong thing impossible, because the data never arrives where it could be mishandled. Assessors can verify it by looking at data flows rather than sampling behaviour, which is why it is the basis for removing systems from the cardholder data environment.',
        'Separation also limits the impact of a compromise elsewhere: if an agent’s laptop or your CRM were breached, there would be no card data there to steal.',
      ],
    },
    {
      kind: 'faq',
      title: 'Channel separation questions',
      items: [
        { question: 'Does channel separation need changes to our network?', answer: 'Usually none. For voice we re-route numbers or add a SIP trunk; for web and chat the separation is built into our components.' },
        { question: 'Is this the same as network segmentation?', answer: 'No. Segmentation isolates systems that do hold card data; separation means your systems do not hold it at all, which is simpler to prove.' },
        { question: 'Can we see the data flows for our assessor?', answer: 'Yes. We provide data flow diagrams for each channel you use, alongside our Attestation of Compliance.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'PCI DSS compliance', to: '/solutions/pci-dss', text: 'What separation does to your scope.' },
        { label: 'The SecureFlow platform', to: '/resources/platform/secureflow', text: 'The platform behind the data path.' },
        { label: 'DTMF suppression', to: '/solutions/dtmf-suppression', text: 'Separation in the voice channel.' },
      ],
    },
    {
      kind: 'cta',
      title: 'See your data flows redrawn',
      text: 'Send us a diagram of how card payments reach you today and our architects will show you the separated version.',
      actions: [
        { label: 'Talk to an architect', to: '/contact-sales' },
        { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
      ],
    },
  ],
});
