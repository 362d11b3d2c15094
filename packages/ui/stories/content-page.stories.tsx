import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { PageContent } from '@site/contracts/page-content';
import { defineRouteTable } from '@site/contracts/route-entry';
import { ContentPage } from '@site/ui/content-page';
import { dark, light } from './schemes.ts';

const [solution, policy] = defineRouteTable({
  routes: [
    {
      path: '/solutions/contact-centre-payments',
      title: 'Secure payments for contact centres',
      description: 'Take card payments over the phone without card data reaching your agents, systems or call recordings.',
      component: 'ContentPage',
      componentPath: 'content-page',
      category: 'solution',
    },
    {
      path: '/legal/privacy-policy',
      title: 'Privacy policy',
      description: 'How Keyline collects, uses and protects personal data on this website and in the secure payment service.',
      component: 'ContentPage',
      componentPath: 'content-page',
      category: 'legal',
    },
  ],
}).routes;

/** A solution page with every kind of block, in the order a real page uses them. */
const solutionContent: PageContent = {
  hero: {
    eyebrow: 'Contact centre payments',
    actions: [
      { label: 'Book a demo', to: '/book-demo' },
      { label: 'Talk to a specialist', to: '/contact', variant: 'secondary' },
    ],
    points: ['PCI DSS Level 1', 'DTMF masking', 'No change to your telephony'],
    visual: 'dtmf-masking',
  },
  blocks: [
    {
      kind: 'features',
      title: 'Card data never reaches the call',
      intro: 'Callers key their card number on the phone keypad; the agent stays on the line and sees only masked digits.',
      items: [
        {
          icon: 'shield',
          title: 'Out of PCI DSS scope',
          text: 'Card data bypasses agents, desktops and recordings, so most PCI DSS controls no longer apply to them.',
          to: '/resources/pci-dss-scope',
        },
        { icon: 'lock', title: 'DTMF masking', text: 'Keypad tones are replaced with flat tones before they reach the agent or the call recorder.' },
        {
          icon: 'phone',
          title: 'Agent stays on the call',
          text: 'The agent guides the caller through the payment and sees each field complete in the payment panel.',
        },
      ],
    },
    {
      kind: 'stats',
      label: 'Results at Northbridge Insurance',
      items: [
        { value: '92%', label: 'fewer PCI DSS controls in scope' },
        { value: '41 s', label: 'shorter average payment call' },
        { value: '0', label: 'card numbers in call recordings' },
      ],
    },
    {
      kind: 'steps',
      title: 'How a phone payment works',
      items: [
        { title: 'Agent opens the payment panel', text: 'The amount and reference come from your CRM; the agent starts secure capture with one click.' },
        { title: 'Caller keys their card details', text: 'The tones are masked on the line and the digits go straight to the payment gateway.' },
        { title: 'The result comes back', text: 'The agent sees authorised or declined, and a token your systems can store for refunds.' },
      ],
    },
    {
      kind: 'testimonial',
      quote: 'We took our agents’ desktops out of PCI DSS scope in six weeks, without touching our telephony.',
      name: 'Priya Raman',
      role: 'Head of Contact Centre Operations',
      organisation: 'Northbridge Insurance',
    },
    {
      kind: 'logos',
      title: 'Works with the platforms you run',
      organisations: ['Quayside Pay', 'Corran Mobile', 'Brightwater Systems Integration', 'Fenwick & Lane'],
    },
    {
      kind: 'table',
      title: 'Channels compared',
      caption: 'How each payment channel keeps card data away from agents',
      columns: ['Channel', 'How the customer pays', 'What the agent sees'],
      rows: [
        ['Phone (DTMF)', 'Keys digits on the keypad', 'Masked digits and the result'],
        ['Payment link', 'Pays on a hosted page', 'Link status and the result'],
        ['Pay by bank', 'Approves in their banking app', 'The result only'],
      ],
    },
    {
      kind: 'faq',
      title: 'Questions buyers ask',
      items: [
        {
          question: 'Does it work with our call recorder?',
          answer: 'Yes. The recorder hears flat tones in place of card digits, so recordings hold no card data.',
        },
        { question: 'Do agents need new hardware?', answer: 'No. The payment panel runs in the browser your agents already use.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Payment links', to: '/solutions/payment-links', text: 'Take payments by SMS, email or chat.' },
        { label: 'Developer documentation', to: 'https://developer.keyline.example', text: 'The payment panel and token APIs.' },
      ],
    },
    {
      kind: 'cta',
      title: 'See it on your own call flows',
      text: 'A 30-minute live demonstration with a secure-payments specialist.',
      actions: [{ label: 'Book a demo', to: '/book-demo' }],
    },
  ],
};

/** A legal page: prose with sub-sections, a retention table, the last-updated date, no buyer actions. */
const policyContent: PageContent = {
  hero: {},
  updated: '2026-03-04',
  blocks: [
    {
      kind: 'prose',
      title: 'Who we are',
      paragraphs: [
        'Keyline Payments Ltd is the controller of the personal data collected through this website. In the secure payment service we act as a processor for our customers, who remain the controllers of their callers’ data.',
      ],
      bullets: ['Registered in England and Wales', 'Certified to PCI DSS v4.0.1 as a Level 1 service provider'],
      subsections: [
        {
          title: 'Contacting the privacy team',
          paragraphs: ['Write to the privacy team at the registered office, or use the contact form and choose “Privacy request”.'],
        },
        { title: 'Card data', paragraphs: ['Card numbers captured by the service are tokenised at once and never stored by Keyline in readable form.'] },
      ],
    },
    {
      kind: 'table',
      title: 'How long we keep data',
      caption: 'Retention periods by kind of data',
      columns: ['Data', 'Period', 'Why'],
      rows: [
        ['Demo requests', '24 months', 'To follow up on the request'],
        ['Payment tokens', 'Until the customer deletes them', 'Refunds and repeat payments'],
      ],
    },
    { kind: 'faq', items: [{ question: 'Can I object to marketing emails?', answer: 'Yes, at any time, by using the unsubscribe link in any email.' }] },
  ],
};

const meta = {
  title: 'Templates/ContentPage',
  component: ContentPage,
  parameters: { layout: 'fullscreen' },
  args: { entry: solution!, content: solutionContent },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: light };
export const Dark: Story = { globals: dark };

export const LegalPolicyLight: Story = { args: { entry: policy!, content: policyContent }, globals: light };
export const LegalPolicyDark: Story = { args: { entry: policy!, content: policyContent }, globals: dark };
