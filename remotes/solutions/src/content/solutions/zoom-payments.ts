import { FACTS } from '@site/contracts/company-facts';
import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'video-meeting-payment',
    eyebrow: 'Solution',
    lead: 'Reading a card number out on a recorded Zoom, Microsoft Teams or Google Meet call, or typing it into the chat, puts it on screen, in the recording and in the transcript. Keyline sends the payment to the customer’s phone instead, while the meeting carries on.',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Video consultations guide', to: '/resources/blog/video-consultations-and-card-payments', variant: 'secondary' },
    ],
    points: ['Works with any video platform', 'Nothing on screen, in the recording or transcript', 'Host sees the payment complete live'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Payments that stay off the video',
      items: [
        { icon: 'mail', title: 'Request by text or email', text: 'The host sends a secure payment request from the Keyline panel; the customer pays on their own phone or another window.' },
        { icon: 'user', title: 'Host stays in the conversation', text: 'The host watches the payment progress and can answer questions without seeing any details.' },
        { icon: 'shield', title: 'Safe recordings and transcripts', text: 'Meetings can be recorded and transcribed for compliance or notes, because card details never pass through them.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How it works in a meeting',
      items: [
        { title: 'Agree the payment', text: 'The adviser and customer agree the fee or deposit during the meeting.' },
        { title: 'Send the request', text: 'From the Keyline panel or your CRM, the adviser sends a request to the customer’s mobile number or email.' },
        { title: 'Customer pays securely', text: 'The customer pays by card, wallet or pay by bank on a page hosted by Keyline; 3-D Secure runs as normal.' },
        { title: 'Confirmed in the meeting', text: 'The adviser sees the payment confirmed and your systems are updated before the meeting ends.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Compliance for video channels',
      paragraphs: [
        'A video meeting platform is not designed to be part of a cardholder data environment: recordings are stored in the cloud, transcripts are searchable and screens can be shared. By moving card entry out of the meeting to a page hosted by our PCI DSS Level 1 platform, the video platform, the adviser’s laptop and the recordings stay out of scope.',
        'The approach also avoids screen-sharing accidents, a common way for card details to end up in a recording when a customer tries to pay while sharing their screen.',
      ],
    },
    {
      kind: 'faq',
      title: 'Video payment questions',
      items: [
        { question: 'Do we need a Zoom or Teams app?', answer: 'No. Requests are sent by text or email, so it works on any video platform and on the phone too. An optional panel for Microsoft Teams lets advisers send requests without leaving the meeting.' },
        { question: 'Can customers pay with a wallet?', answer: 'Yes. The payment page offers Apple Pay, Google Pay and pay by bank where you enable them.' },
        { question: 'What if the customer is on a desktop only?', answer: 'The request can be sent by email and opened in a new browser window, separate from the meeting.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Healthcare', to: '/industries/healthcare', text: 'Payments during online consultations.' },
        { label: 'Secure payment links', to: '/solutions/secure-payment-links', text: 'The links behind video payments.' },
        { label: 'Mobile payments', to: '/solutions/mobile-payments', text: 'Pages designed for small screens.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Take payments in video meetings safely',
      text: `We can show you a payment taken during a live video call in a ${FACTS.demoMinutes}-minute demo.`,
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
      ],
    },
  ],
});
