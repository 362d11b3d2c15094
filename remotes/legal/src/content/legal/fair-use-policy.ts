import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'Keyline runs one shared platform for hundreds of organisations, so one account’s unusual use can affect everyone else’s payments. This policy explains the limits that keep capture fast and reliable, how we tell you when you approach them, and what we do if they are exceeded.',
    points: ['Limits sized well above normal use', 'A warning before any throttling', 'Higher limits available on request'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Why a fair use policy',
      paragraphs: [
        'Our plans are priced for the volumes and channels in your order form. Nearly all customers stay well inside them. This policy exists for the rare cases where a fault, a misconfigured integration or a change of business sends far more traffic than expected, such as a script retrying a failed payment link thousands of times, and for use that the platform is not designed for.',
      ],
    },
    {
      kind: 'table',
      title: 'Standard limits',
      caption: 'Default limits per customer account on standard plans; your order form may set different ones',
      columns: ['What', 'Limit', 'What happens above it'],
      rows: [
        ['API requests', '50 per second sustained, bursts of 200', 'Requests answered with HTTP 429 and a Retry-After header'],
        ['Concurrent secure capture sessions', '1.5 times the agent seats in your order form', 'New sessions queue for up to 10 seconds, then fail with a clear message to the agent'],
        ['Payment links sent', '20 per payer per day', 'Further links to the same payer are held for review'],
        ['Automated IVR payment minutes', 'As in your order form, measured monthly', 'Charged at your plan’s overage rate; never cut off mid-call'],
        ['Webhook endpoints failing', '24 hours of continuous failures', 'Delivery paused and your technical contact alerted'],
      ],
    },
    {
      kind: 'prose',
      title: 'Use the platform is not for',
      paragraphs: ['Regardless of volume, you may not use the service:'],
      bullets: [
        'to test stolen or generated card numbers, or to run card-testing or enumeration of any kind;',
        'to take payments for goods or services that are unlawful where you or the payer are, or that differ materially from what you described at onboarding;',
        'to send unsolicited payment links or messages that breach the Privacy and Electronic Communications Regulations;',
        'to load-test the production platform without agreeing a window with us; we provide a sandbox for that;',
        'to resell or share access with another organisation unless your order form allows it.',
      ],
    },
    {
      kind: 'prose',
      title: 'How we apply it',
      paragraphs: [
        'Automatic limits protect the platform in real time. For anything else, we first contact your named technical or account contact, explain what we have seen and agree a fix or a change to your plan. We act without notice only where use threatens the security or availability of the platform for other customers, appears fraudulent, or breaks the law, and we restore normal service as soon as the cause is resolved.',
        'If your business genuinely needs more, for example during a seasonal appeal or a billing run, tell your account manager in advance and we will raise the relevant limits at no charge for the period where capacity allows.',
      ],
    },
    {
      kind: 'faq',
      title: 'Fair use questions',
      items: [
        { question: 'Will a spike in calls cut off my customers?', answer: 'No. Telephone capture sessions already in progress are never ended by a limit. At worst, new sessions wait briefly to start, and your dashboard shows the queue so that you can act.' },
        { question: 'How will I know I am near a limit?', answer: 'The dashboard shows usage against each limit, and we email your technical contact when you pass 80 % of any of them for a sustained period.' },
        { question: 'Are the limits the same for every plan?', answer: 'The table shows the standard plan. Enterprise order forms set limits sized to your forecast, and charities on our community plan have the same limits at a lower fee.' },
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'Terms and conditions', to: '/legal/terms-conditions', text: 'The contract this policy forms part of.' },
        { label: 'Pricing', to: '/pricing', text: 'Plans, volumes and overage rates.' },
        { label: 'Platform status', to: '/resources/platform/status', text: 'Live availability of every service.' },
      ],
    },
  ],
});
