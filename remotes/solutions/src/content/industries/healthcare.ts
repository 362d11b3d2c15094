import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'patient-bill',
    eyebrow: 'Healthcare',
    lead: 'Private clinics, dental groups, opticians, veterinary practices and hospital private patient units take payments for treatments, deposits and prescriptions alongside some of the most confidential conversations anyone has. Keyline keeps card details out of the practice team’s hearing and out of clinical and booking systems, protecting both payment data and patient confidentiality.',
    actions: [
      { label: 'Talk to our healthcare team', to: '/contact-sales' },
      { label: 'Video consultations and payments', to: '/resources/blog/video-consultations-and-card-payments', variant: 'secondary' },
    ],
    points: ['Deposits taken when the appointment is booked', 'Payments during video consultations', 'Card data never in patient records'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Payments that respect confidentiality',
      items: [
        { icon: 'phone', title: 'Booking line deposits', text: 'Reception teams take a deposit when booking a procedure, with the patient keying their card on the phone.' },
        { icon: 'user', title: 'Video consultations', text: 'Clinicians or coordinators send a secure payment request during an online consultation; nothing appears on the shared screen or in the recording.' },
        { icon: 'mail', title: 'Treatment plans and balances', text: 'Payment links for treatment plan instalments and outstanding balances, with reminders sent automatically.' },
        { icon: 'lock', title: 'Separate from clinical data', text: 'Payment data stays in our certified platform; only the payment reference and result reach your practice management system.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a treatment deposit works',
      items: [
        { title: 'Appointment booked', text: 'The receptionist books the appointment and starts a secure payment for the deposit from the practice management system.' },
        { title: 'Patient pays privately', text: 'The patient enters their card on the keypad or via a text link; the receptionist sees the status only.' },
        { title: 'Confirmation sent', text: 'The deposit is recorded against the appointment and the patient receives a confirmation with the booking details.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Two kinds of sensitive data, kept apart',
      paragraphs: [
        'Healthcare providers must protect special category health data under UK GDPR and, in the United States, protected health information under HIPAA. Mixing card data into the same calls, recordings and systems makes both harder. With Keyline, card data never enters the practice, so your PCI DSS scope shrinks to the payment service and your clinical systems hold no payment card data at all.',
        'For providers delivering NHS-funded care alongside private services, payment flows for private treatment stay clearly separated from clinical records, which helps with Data Security and Protection Toolkit evidence.',
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Brightside Dental Group',
      items: [
        { value: '64', label: 'Practices taking deposits securely by phone' },
        { value: '37%', label: 'Fewer missed appointments after deposits were introduced' },
        { value: '0', label: 'Card numbers stored in the practice management system' },
      ],
    },
    {
      kind: 'faq',
      title: 'Healthcare questions',
      items: [
        { question: 'Can patients pay in instalments for a treatment plan?', answer: 'Yes. Card details are tokenised, or a Direct Debit set up, so instalments can be collected without the practice holding the data.' },
        { question: 'Does it work with video consultation platforms?', answer: 'Yes. A payment request is sent by text or email during the consultation, so it works with any video platform, and the payment completes outside the video session.' },
        { question: 'Is the service suitable for US providers?', answer: 'Yes. US customers are served from US regions, and because we process payment data only, we do not need access to protected health information.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Video-meeting payments', to: '/solutions/zoom-payments', text: 'Payments during online consultations.' },
        { label: 'Payment chase', to: '/solutions/payment-chase', text: 'Automated reminders for balances.' },
        { label: 'GDPR compliance', to: '/legal/gdpr-compliance', text: 'How we process data for you.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Keep payments and patient data apart',
      text: 'Tell us how your practices take deposits and balances, and we will show you the secure version of each journey.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales', variant: 'secondary' },
      ],
    },
  ],
});
