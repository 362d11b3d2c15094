import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'pci-scope',
    eyebrow: 'Comparison',
    lead: 'There are four broad ways to protect card payments taken in conversation, and each has a fair case for some organisations. This page compares them criterion by criterion, including where another approach may suit you better than Keyline, so you can shortlist on facts rather than sales claims.',
    actions: [
      { label: 'Talk it through with a specialist', to: '/contact-sales' },
      { label: 'See Keyline working', to: '/book-demo', variant: 'secondary' },
    ],
    points: ['Approaches compared, not brands', 'The criteria assessors and buyers ask about', 'Questions to put to any provider'],
  },
  blocks: [
    {
      kind: 'table',
      title: 'How the approaches compare',
      caption: 'Keyline compared with three common types of secure payment provider, by criterion',
      columns: ['Criterion', 'Keyline', 'Pause-and-resume recording', 'On-premises DTMF masking', 'Hosted payment pages only'],
      rows: [
        ['Channels covered', 'Phone, IVR, payment links, web chat, web checkout, video meetings, pay by bank and AI voice agents', 'Phone calls only', 'Phone calls through the sites where the equipment is installed', 'Web and links only; phone customers must be sent a link'],
        ['Agents hear card numbers', 'No: tones are masked before they reach your network', 'Yes: only the recording is paused', 'No, once the masking equipment is in the call path', 'No, but the agent is no longer in the payment'],
        ['Certification', 'PCI DSS Level 1 service provider covering capture, plus Cyber Essentials Plus', 'None needed for the recorder, but your contact centre stays fully in scope', 'The product may be validated, but you operate it, so the equipment and its network are in your scope', 'The page provider is usually a Level 1 service provider'],
        ['Deployment', 'Cloud service: carrier re-routing, SIP trunk or cloud contact-centre connector; nothing on site', 'A setting or add-on in your call recorder', 'Appliances or software in each data centre or site, maintained by you or a reseller', 'Hosted by the provider; you add links or redirects to your journeys'],
        ['Integrations', 'Agent panel embedded in CRM, API and webhooks, many gateways with routing rules', 'Recorder only; payments still keyed into your own terminal', 'Usually tied to one telephony platform and a short list of gateways', 'The provider’s own gateway, sometimes one or two others'],
        ['PCI DSS scope effect', 'Agents, desktops, telephony and recordings leave scope', 'Recordings mostly leave scope; agents, desktops and lines remain', 'Agents and desktops leave scope; the masking estate joins it', 'Web journeys leave scope; phone payments are not addressed'],
        ['Call recordings', 'Complete, with flat tones in place of card details', 'Gaps wherever recording was paused', 'Complete, with masked tones', 'Not applicable'],
        ['Pricing model', 'Per transaction or per agent, no set-up fee for standard integrations', 'Low licence cost per agent; compliance costs stay high', 'Capital purchase plus annual maintenance and hardware refresh', 'Per transaction, often bundled with the provider’s processing rate'],
      ],
    },
    {
      kind: 'prose',
      title: 'When another approach may suit you better',
      paragraphs: [
        'We would rather you chose well than chose us. A few situations where one of the other approaches is a reasonable answer:',
      ],
      bullets: [
        'You take only a handful of phone payments a year and accept that your contact centre stays in scope: pause-and-resume may be enough, provided pauses are automatic rather than manual.',
        'Your policy forbids any voice traffic leaving your own data centres: on-premises masking keeps calls in house, at the cost of running and assessing the equipment yourself.',
        'You take payments only online and never by phone or chat: a hosted payment page from your gateway covers you, and you do not need conversational capture at all.',
      ],
    },
    {
      kind: 'prose',
      title: 'Questions to ask any provider',
      paragraphs: ['Whichever providers you shortlist, these questions separate real scope reduction from marketing. Ask for the answers in writing.'],
      bullets: [
        'Can we see your current Attestation of Compliance, and which services does it name?',
        'Which PCI DSS requirements move to you, which stay with us, and which are shared? Is there a responsibility matrix?',
        'Where do the audio and the card data go, physically, and in which countries are they processed and backed up?',
        'What happens to a payment call if your service is unavailable, and what is your availability commitment?',
        'Which gateways and acquirers can you send payments to without new development?',
        'What does a full deployment cost over three years, including hardware, maintenance and compliance effort on our side?',
      ],
    },
    {
      kind: 'faq',
      title: 'Comparison questions',
      items: [
        {
          question: 'Is DTMF masking in the cloud as secure as equipment on our own site?',
          answer: 'The masking technique is the same. The difference is who runs and assesses it: in the cloud, the provider’s Level 1 assessment covers the platform, whereas equipment on your site is part of your own environment, so its network, patching and access controls appear in your assessment.',
        },
        {
          question: 'Does pause-and-resume satisfy PCI DSS?',
          answer: 'It can keep card data out of recordings, which helps with one part of the standard. It does not stop agents hearing card details or keep their desktops and phone lines out of scope, and a missed pause leaves sensitive data in a recording that must then be found and removed.',
        },
        {
          question: 'Can we move from another provider without disrupting service?',
          answer: 'Yes. Because Keyline connects through the network or your trunks, we can run alongside your current set-up and move payment numbers across one team at a time, with a rollback plan for each step.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Further reading',
      items: [
        { label: 'Why pause-and-resume is no longer enough', to: '/resources/blog/pause-and-resume-call-recording-is-not-enough', text: 'What changed in PCI DSS 4.0.1 and why manual pauses fall short.' },
        { label: 'Channel separation', to: '/solutions/channel-separation', text: 'How keeping payment data on its own channel takes your network out of scope.' },
        { label: 'PCI DSS compliance at Keyline', to: '/legal/pci-dss-compliance', text: 'Our certification, what it covers and how to obtain our documents.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Compare us on your own call flows',
      text: 'A specialist will map your current set-up, show where card data flows today and what each approach would change.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact sales', to: '/contact-sales' },
      ],
    },
  ],
});
