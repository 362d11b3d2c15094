import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    eyebrow: 'Network capture',
    lead: 'Recording every payment call in full is good for quality, complaints and regulators. Storing card numbers and security codes in those recordings is not allowed. With Keyline you keep the first without the second: digits are masked in the network, before the recorder ever hears them.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'How DTMF suppression works', to: '/solutions/dtmf-suppression', variant: 'secondary' },
    ],
    points: ['No pause and resume', 'Works with the recorder you already run', 'Recordings leave PCI DSS scope'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Why recordings are a compliance problem',
      paragraphs: [
        'PCI DSS requirement 3.3.1 forbids keeping a card security code after authorisation in any form, and a recording of a caller reading it out is exactly that. Card numbers in recordings bring the recorder, its storage, its backups and everyone who can play calls back into scope.',
        'Pausing the recording while the card is taken avoids some of this, but it depends on an agent or a screen trigger getting it right every time, and it leaves a gap in the record of the conversation at the moment disputes most often arise.',
      ],
    },
    {
      kind: 'steps',
      title: 'How a payment call is recorded with Keyline',
      items: [
        { title: 'The call is recorded from the first ring', text: 'Your recorder captures the conversation as usual, whether it taps the trunk, the PBX or your cloud contact-centre platform.' },
        { title: 'The caller types their card details', text: 'When the agent starts the payment, the caller uses their keypad. Our platform receives the real tones in the network, ahead of your recorder.' },
        { title: 'Flat tones reach the recorder', text: 'The recorder and the agent hear identical, flat tones for every key, so the recording shows a payment happened without revealing any digit.' },
        { title: 'The conversation carries on', text: 'Agent and caller keep talking throughout, and the recording continues unbroken to the end of the call, ready for quality review or a complaint investigation.' },
      ],
    },
    {
      kind: 'features',
      title: 'Recording options',
      items: [
        { icon: 'check', title: 'Keep your recorder', text: 'Nothing changes in your recording system, its retention rules or the way supervisors search and play calls. It simply no longer receives card data.' },
        { icon: 'lock', title: 'Use Keyline recording', text: 'If you would rather not run a recorder at all, we record calls in our platform with encryption at rest, role-based playback and retention periods you set per queue.' },
        { icon: 'alert', title: 'Catch spoken card numbers', text: 'Optional speech analytics flags calls in which a caller reads digits aloud instead of using the keypad, so your quality team can remove the audio and coach the agent.' },
        { icon: 'info', title: 'Evidence for your assessor', text: 'Reports show every payment session, whether masking was active and which recordings it covered, ready to sample during your assessment.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Call recording questions',
      items: [
        {
          question: 'Does this make our recordings compliant with GDPR as well?',
          answer: 'It removes the most sensitive financial data from them, which helps, but GDPR still applies to the rest of the recording. You still need a lawful basis, a retention period and a way to answer subject access requests.',
        },
        {
          question: 'What about recordings we already hold?',
          answer: 'Masking protects calls from go-live onwards. For older recordings, we can help you assess the risk and use search tools to find and remove payment segments, or shorten their retention period in agreement with your assessor.',
        },
        {
          question: 'Can supervisors still listen to payment calls live?',
          answer: 'Yes. Live monitoring and barge-in work as before; a supervisor listening in hears the same flat tones as the agent, so coaching on payment calls can carry on without exposure to card data.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Read more',
      items: [
        { label: 'Why pause-and-resume is no longer enough', to: '/resources/blog/pause-and-resume-call-recording-is-not-enough', text: 'Where manual and automated pausing fail, and what assessors now find.' },
        { label: 'What to keep in call recordings under GDPR', to: '/resources/blog/gdpr-and-call-recordings-what-to-keep', text: 'Retention periods, lawful bases and handling requests for recordings.' },
        { label: 'Telephony call flows', to: '/resources/integration/telephony-call-flows', text: 'Where masking sits in the voice path for SIP, PSTN and cloud contact centres.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Record everything, store nothing sensitive',
      text: 'Hear a masked payment on a recording from a live demonstration, and see the evidence your assessor would sample.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Talk to sales', to: '/contact-sales' },
      ],
    },
  ],
});
