import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'dtmf-masking',
    eyebrow: 'Solution',
    lead: 'Every key pressed on a phone sends a pair of audio tones, and anyone who can hear or record them can turn them back into digits. DTMF suppression detects those tones as they travel through the call and replaces them with flat, identical tones before they reach your agents, recorders or any other system, while the real digits go securely to our payment platform.',
    actions: [
      { label: 'DTMF masking explained', to: '/resources/blog/dtmf-masking-explained' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Tones masked in real time, in the network', 'Nothing to decode in recordings', 'Carrier-grade, with no on-site hardware'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'How the technology works',
      items: [
        { icon: 'info', title: 'Detection in the media stream', text: 'Our media servers analyse the audio in real time and recognise DTMF tones, including weak or distorted ones, within a few milliseconds.' },
        { icon: 'shield', title: 'Masking before it leaves us', text: 'Each tone is replaced with the same neutral tone, so the agent hears that a key was pressed but not which one.' },
        { icon: 'lock', title: 'Out-of-band digits', text: 'Tones sent as SIP signalling (RFC 4733 events) are intercepted too, so digits cannot bypass the audio path.' },
        { icon: 'phone', title: 'Any call path', text: 'Works on inbound and outbound calls, PSTN and SIP, on-premises and cloud platforms.' },
      ],
    },
    {
      kind: 'steps',
      title: 'What happens to a key press',
      items: [
        { title: 'Customer presses a key', text: 'The phone sends the tone pair for that digit over the call.' },
        { title: 'Keyline detects it', text: 'Our platform, in the voice path, detects the tone and captures the digit for the payment session.' },
        { title: 'Tone replaced', text: 'A flat tone is sent on towards the agent and recorder in its place, keeping timing natural.' },
        { title: 'Digit used securely', text: 'When the field is complete, the card data is validated and sent to your payment provider.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Why pausing recordings is not enough',
      paragraphs: [
        'Pause-and-resume recording stops card numbers reaching the recording only if every agent remembers every time, and does nothing about the agent hearing the number, the telephony platform carrying it, or tones sent when the recorder is running. DTMF suppression removes the data at the source, so there is nothing for any downstream system to capture, deliberately or by accident.',
        'This is what lets assessors accept that your telephony and recordings are out of PCI DSS scope.',
      ],
    },
    {
      kind: 'faq',
      title: 'DTMF suppression questions',
      items: [
        { question: 'Can the masked tones be analysed to recover digits?', answer: 'No. Every digit is replaced with the same tone of the same length, so there is no information left to recover.' },
        { question: 'Does it affect IVR menus on our side?', answer: 'Suppression is active only during a secure capture session; outside it, key presses reach your IVR as normal.' },
        { question: 'Where does it run?', answer: 'In our UK and US carrier-connected data centres; calls are routed through them by number re-routing or SIP connection, with nothing installed on site.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Keypad payments', to: '/solutions/keypad-payments', text: 'The customer’s side of keypad entry.' },
        { label: 'Pausing recordings is not enough', to: '/resources/blog/pause-and-resume-call-recording-is-not-enough', text: 'The case against pause and resume.' },
        { label: 'Telephony platform', to: '/resources/platform/telephony', text: 'Our carrier-grade voice infrastructure.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear suppression on your own phone',
      text: 'We will call you, ask you to key a test card and play you the recording, so you can hear that there is nothing in it.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
