import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'hosted-fields',
    eyebrow: 'Solution',
    lead: 'Secure web payments put Keyline’s hosted card fields inside your own checkout page. The page is yours, with your layout and basket; the card number, expiry and security code fields are served from our certified platform in isolated frames, so the card data goes straight to our vault and never touches your servers or scripts.',
    actions: [
      { label: 'Integration guides', to: '/resources/integration/applications' },
      { label: 'Book a demo', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Your page, our fields', 'Styled to match your design', 'Protects against script skimming'],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What hosted fields give you',
      items: [
        { icon: 'lock', title: 'Card data never on your servers', text: 'Each field is an isolated frame; your page receives a single-use token to complete the payment from your server.' },
        { icon: 'check', title: 'Full design control', text: 'Style fonts, colours, borders and error messages through our JavaScript library so fields look native to your page.' },
        { icon: 'shield', title: 'Skimming protection', text: 'Malicious scripts on your page cannot read the contents of our frames, a defence against the attacks behind many e-commerce breaches.' },
        { icon: 'info', title: '3-D Secure included', text: 'Strong customer authentication runs in a modal from our platform, with frictionless flow where the issuer allows.' },
      ],
    },
    {
      kind: 'steps',
      title: 'How to integrate',
      items: [
        { title: 'Add the library', text: 'Include our JavaScript library and mark where each field should appear.' },
        { title: 'Tokenise on submit', text: 'When the customer submits, the library returns a token; no card data is sent to you.' },
        { title: 'Complete the payment', text: 'Your server sends the token and amount to our API, which authorises through your gateway and returns the result.' },
      ],
    },
    {
      kind: 'prose',
      title: 'Your PCI DSS scope with hosted fields',
      paragraphs: [
        'With hosted fields, most merchants validate with SAQ A, because every element that captures card data comes from a PCI DSS-validated provider. PCI DSS 4.0.1 adds requirements to manage and monitor the scripts on pages that embed payment frames; we provide a script inventory template and a monitoring integration to help you meet them.',
        'If you prefer to hand the whole page to us, the customised web checkout hosts it entirely and removes those script requirements from your side.',
      ],
    },
    {
      kind: 'faq',
      title: 'Web payment questions',
      items: [
        { question: 'Which frameworks are supported?', answer: 'The library works with any web page, and we provide components for React, Vue and Angular.' },
        { question: 'Can we save cards for future use?', answer: 'Yes. With the customer’s consent the token can be stored in our vault for repeat or recurring payments.' },
        { question: 'Do hosted fields support wallets?', answer: 'Yes. Apple Pay, Google Pay and Click to Pay buttons can be added alongside the card fields.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Customised web checkout', to: '/solutions/customised-web-checkout', text: 'A fully hosted, branded checkout.' },
        { label: 'Click to Pay', to: '/solutions/click-to-pay', text: 'One-step payment for enrolled cardholders.' },
        { label: 'PCI DSS compliance', to: '/solutions/pci-dss', text: 'How descoping works.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Keep your checkout, lose the card data',
      text: 'Our developers can help you add hosted fields to a test version of your checkout in a single session.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Try us out', to: '/tryusout', variant: 'secondary' },
      ],
    },
  ],
});
