import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  hero: {
    visual: 'payment-ivr',
    eyebrow: 'Guide',
    lead: 'A payment IVR succeeds when callers finish it and auditors sign it off. This guide walks through each stage of a well-designed card payment flow, with prompt wording, validation rules, timeouts and the compliance decisions behind them, drawn from the payment lines we design and run.',
    actions: [
      { label: 'Review your flow with us', to: '/book-demo' },
      { label: 'See the payment IVR', to: '/solutions/payment-ivr', variant: 'secondary' },
    ],
    points: ['Eight stages, in call order', 'Example prompts you can adapt', 'PCI DSS notes at each step'],
  },
  blocks: [
    {
      kind: 'steps',
      title: 'The eight stages of a payment call',
      intro: 'Design them in this order. Each stage should do one job, and a caller should always know what to press next and how to get to a person.',
      items: [
        { title: '1. Decide what the line is for', text: 'List the payments callers make today and their share of calls: arrears, one-off bills, instalments, donations. Automate the two or three that make up most of the volume first; leave unusual cases to agents.' },
        { title: '2. Identify the account', text: 'Ask for one reference the caller has to hand, such as the account number on their bill, then one verification item such as the postcode’s digits or date of birth. Use the calling number to pre-select the account where your policy allows, but always confirm it.' },
        { title: '3. State the balance and agree the amount', text: 'Read the balance from your system and offer simple choices: press 1 to pay the full balance, press 2 to pay a different amount. Read amounts back in words, in pounds and pence, before taking card details.' },
        { title: '4. Capture the card', text: 'Ask for the long card number, then the expiry date as four digits, then the three-digit security code. Validate each field as it arrives: length, a Luhn check on the number and an expiry in the future, so mistakes are caught at once.' },
        { title: '5. Confirm and authorise', text: 'Summarise: “You are paying £84.50 with the card ending 4417. Press 1 to confirm.” Then send the payment for authorisation while playing a short holding message, never silence.' },
        { title: '6. Handle declines kindly', text: 'Give a general reason, never the issuer’s detailed response, and offer to try another card. Allow three attempts per call, then offer a transfer to an agent or a payment link by text message.' },
        { title: '7. Confirm the payment', text: 'Read a short reference twice, slowly, and send the same reference by text or e-mail. Update the account at once so a caller who rings back hears the new balance.' },
        { title: '8. Measure and improve', text: 'Track completion rate, drop-off at each prompt and transfers to agents. A prompt where more than about 5% of callers hang up or press star to repeat needs rewriting.' },
      ],
    },
    {
      kind: 'table',
      title: 'Card capture prompts that work',
      caption: 'Example prompts for card capture, with the validation applied and what to do when it fails',
      columns: ['Field', 'Example prompt', 'Validation', 'On failure'],
      rows: [
        ['Card number', 'Please enter the long number on the front of your card, then press hash.', '12 to 19 digits and a Luhn check', '“That number does not look right. Please enter it again.” Two retries, then offer an agent.'],
        ['Expiry date', 'Now enter the expiry date as four digits, for example zero eight two seven for August 2027.', 'A valid month and a date not in the past', 'Repeat the example and ask again.'],
        ['Security code', 'Finally, enter the three-digit security code from the back of your card.', 'Three digits, or four for cards that print four on the front', 'Explain where to find it, then ask again.'],
        ['Confirmation', 'You are paying £84.50 with the card ending 4417. Press 1 to confirm or 2 to start again.', 'Only 1 or 2 accepted', 'Replay the summary once, then offer an agent.'],
      ],
    },
    {
      kind: 'prose',
      title: 'Timing, retries and accessibility',
      paragraphs: [
        'Most abandoned payment calls fail on timing rather than wording. Give callers about ten seconds to start entering a number and five seconds between digits, accept hash to finish early, and let star repeat the last prompt at any point. Two re-prompts per field is the right ceiling; after that the caller needs a person.',
        'Design for people who find automated lines hard: older callers, people with hearing or motor impairments, people in financial difficulty. Keep prompts under about fifteen words, say one instruction at a time, offer a slower version of each prompt, and make zero reach an agent from anywhere in the flow, with the call context passed across so nobody has to start again.',
      ],
      bullets: [
        'Never ask for card start dates or issue numbers; they are no longer used and only add errors',
        'Do not ask callers to say card numbers aloud: keypad entry is more accurate, and speech-recognised numbers bring the speech engine into scope',
        'Read back only the last four digits of the card, never the full number',
      ],
    },
    {
      kind: 'prose',
      title: 'The compliance decisions to make up front',
      paragraphs: [
        'An IVR that takes card numbers is part of your cardholder data environment, together with everything that can see the tones: the IVR platform, its logs, the telephony in front of it and any recorder listening to the line. Hosting the payment part of the flow on a PCI DSS Level 1 platform takes all of that out of your scope; your IVR hands the caller over and receives a result and a token back.',
        'Phone payments are mail order and telephone order transactions, which are outside the scope of strong customer authentication, so no one-time passcode is needed. The security code may be used for authorisation but must never be stored afterwards, in logs, recordings or anywhere else.',
      ],
    },
    {
      kind: 'faq',
      title: 'IVR design questions',
      items: [
        {
          question: 'How long should a payment call take?',
          answer: 'A caller paying a known balance with one card should finish in under two minutes, including identification. If your median is much longer, look at the identification stage first; it is usually the slowest.',
        },
        {
          question: 'Should we offer pay by bank in the IVR?',
          answer: 'For large balances, yes. Offer to text a pay-by-bank link during the call: the caller approves the payment in their banking app while still on the line, and the IVR confirms it as soon as the bank does.',
        },
        {
          question: 'Can we reuse our existing IVR and only host the payment step?',
          answer: 'Yes, and most customers do. Your IVR keeps identification and menus, transfers the caller to the secure payment step with the amount and reference, and takes them back with the result.',
        },
      ],
    },
    {
      kind: 'links',
      title: 'Keep reading',
      items: [
        { label: 'Inside a 24/7 payment IVR', to: '/resources/videos/payment-ivr-walkthrough', text: 'A video walk-through of a live payment line, prompt by prompt.' },
        { label: 'IVR or agent-assisted?', to: '/resources/blog/choosing-between-ivr-and-agent-assisted-payments', text: 'How to decide which calls to automate and which to keep with agents.' },
        { label: '24/7 automated payments', to: '/solutions/24x7-automated-payments', text: 'Self-service payments at any hour, reconciled like agent-taken ones.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Want a second opinion on your payment flow?',
      text: 'Send us your current call flow and we will mark up where callers drop off and where card data reaches systems that could be out of scope.',
      actions: [
        { label: 'Book a demo', to: '/book-demo' },
        { label: 'Contact us', to: '/contact' },
      ],
    },
  ],
});
