import { FACTS } from '@site/contracts/company-facts';
import type { LeadForm } from '@site/contracts/lead-forms';
import { TYPICAL_SAVINGS } from '../pricing/typical-savings-text.ts';

/** A short block of copy beside the form: an explanation with optional points. */
export interface PageHighlight {
  title: string;
  /** May state the typical saving (`TYPICAL_SAVINGS`), shown in the visitor's currency. */
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface NextStep {
  title: string;
  text: string;
}

/** Everything a lead form page says besides its title (the route entry's) and its fields. */
export interface LeadFormPage {
  form: LeadForm;
  eyebrow: string;
  lead: string;
  points: readonly string[];
  formTitle: string;
  formIntro: string;
  submitLabel: string;
  /** What this page's offer is and how it works (the rate review's scope, the trial, the test line). */
  highlight?: PageHighlight;
  nextSteps: readonly NextStep[];
  responseTime: string;
  prepare: readonly string[];
}

export const LEAD_FORM_PATHS = ['/contact', '/book-demo', '/contact-sales', '/pricing/trialapplication', '/tryusout', '/card-processing-rate-review'] as const;
export type LeadFormPath = (typeof LEAD_FORM_PATHS)[number];

const OFFICE_HOURS = 'Monday to Friday, 9am to 5.30pm UK time';

/** The copy of each lead form page, by route path. British English; every claim matches the rest of the site. */
export const LEAD_FORM_PAGES: Readonly<Record<LeadFormPath, LeadFormPage>> = {
  '/contact': {
    form: 'contact',
    eyebrow: 'Talk to a specialist',
    lead: 'Ask us anything about taking card and bank payments securely: channels, integrations, PCI DSS scope or pricing. A secure-payments specialist, not a call centre script, will reply.',
    points: ['Reply within one working day', 'UK-based payments specialists', 'No obligation'],
    formTitle: 'Send us a message',
    formIntro: 'Tell us a little about your organisation and what you would like to know. The more context you give, the more useful our first reply will be.',
    submitLabel: 'Send message',
    nextSteps: [
      {
        title: 'A specialist reads your message',
        text: 'Your enquiry goes straight to our secure-payments team, who read every message the same working day.',
      },
      { title: 'We reply within one working day', text: 'By e-mail, or by phone if you gave us a number and asked for a call.' },
      {
        title: 'We suggest the right next step',
        text: 'A direct answer, a tailored demo, a pricing proposal, or an introduction to our support team if you are already a customer.',
      },
    ],
    responseTime: `Within one working day (${OFFICE_HOURS}).`,
    prepare: [
      'The channels you take payments on today: phone, IVR, web, chat or payment links',
      'Your telephony or contact-centre platform, if you know it',
      'Your payment gateway or acquirer',
      'Any PCI DSS deadline or audit finding you are working towards',
    ],
  },
  '/book-demo': {
    form: 'book-demo',
    eyebrow: 'Live demonstration',
    lead: `See secure payment capture working on call flows like yours: a ${FACTS.demoMinutes}-minute online session with a payments specialist, set up for your channels, telephony and gateway.`,
    points: [`${FACTS.demoMinutes} minutes, online`, 'Tailored to your channels', 'Bring your compliance team'],
    formTitle: 'Request your demo',
    formIntro: 'Tell us who you are and what you want to see. We will confirm a time that suits you and set the demonstration up before the call.',
    submitLabel: 'Request a demo',
    nextSteps: [
      {
        title: 'We confirm a time',
        text: 'Within one working day we e-mail you two or three times on or close to the date you suggested, with a video-call link.',
      },
      {
        title: 'We set the demo up for you',
        text: 'We configure the channels and industry you chose and, if you tell us your telephony platform and gateway, we show those integrations.',
      },
      {
        title: 'You see it working',
        text: 'An agent takes a test payment while you key a test card on your own phone: the agent hears only flat tones, the recording stays clean and the payment is authorised.',
      },
      {
        title: 'You leave with answers',
        text: 'A written summary of how Keyline fits your call flows, which PCI DSS requirements it takes out of scope, and indicative pricing.',
      },
    ],
    responseTime: `We confirm your demo time within one working day (${OFFICE_HOURS}).`,
    prepare: [
      'How many agents take payments, and on which channels',
      'Your telephony set-up: a cloud contact centre, Microsoft Teams, or an on-premises phone system',
      'Your payment gateway or acquirer',
      'Questions from your compliance, security or IT colleagues: invite them along',
    ],
  },
  '/contact-sales': {
    form: 'contact-sales',
    eyebrow: 'Pricing and proposals',
    lead: 'Tell us about your organisation and payment volumes and we will prepare a proposal: per-transaction or per-agent pricing, the integration effort, and the PCI DSS scope you remove.',
    points: ['Written proposal within three working days', 'No set-up fee for standard integrations', 'Volume pricing for large contact centres'],
    formTitle: 'Tell us what you need',
    formIntro: 'A few details about your organisation and payments let our sales team come back with real numbers rather than a price list.',
    submitLabel: 'Contact sales',
    nextSteps: [
      {
        title: 'A sales specialist contacts you',
        text: 'Within one working day, to understand your channels, volumes, timescale and how you buy (direct, framework or tender).',
      },
      {
        title: 'We scope the integration',
        text: 'Our solutions engineers confirm how Keyline connects to your telephony and gateway, and how long it takes to go live.',
      },
      {
        title: 'You receive a written proposal',
        text: 'Pricing, an implementation plan and the PCI DSS requirements Keyline takes off your hands, usually within three working days of our call.',
      },
    ],
    responseTime: `A sales specialist contacts you within one working day (${OFFICE_HOURS}).`,
    prepare: [
      'Approximate monthly card transactions and their average value',
      'The number of agents, sites or teams that take payments',
      'Your telephony and payment gateway providers',
      'Your target go-live date and any procurement steps, such as a security questionnaire',
    ],
  },
  '/pricing/trialapplication': {
    form: 'trial',
    eyebrow: 'Free 30-day trial',
    lead: 'Try Keyline on your own telephony for 30 days, free of charge, with test cards and a named solutions engineer to help you set up.',
    points: ['30 days, free of charge', 'Test cards only: no live card data', 'No commitment to buy'],
    formTitle: 'Apply for your trial',
    formIntro: 'Tell us what you want to prove during the trial. We use your answers to build a sandbox that matches the way your teams take payments.',
    submitLabel: 'Apply for the trial',
    highlight: {
      title: 'How the 30-day trial works',
      paragraphs: [
        'You get a sandbox Keyline account connected to a test payment gateway. Route a test number or a few agent desks through it and take payments with test cards, exactly as your agents would in production.',
        'The 30 days start when your sandbox is ready, not when you apply. There is nothing to pay and nothing to cancel: at the end of the trial the sandbox closes unless you choose to move to a live contract.',
      ],
      bullets: [
        'Agent-assisted phone payments with DTMF masking',
        'Payment links by text message and e-mail',
        'Transaction search and reporting in the Keyline portal',
        'A named solutions engineer from set-up to your final review',
      ],
    },
    nextSteps: [
      {
        title: 'We review your application',
        text: 'Within one working day. Your solutions engineer may call to confirm your telephony and the scenarios you want to test.',
      },
      {
        title: 'We build your sandbox',
        text: 'Usually within two working days, connected to your telephony or to a Keyline test number if you cannot route one yet.',
      },
      { title: 'You test for 30 days', text: 'Your teams take test payments on the channels you chose, with your engineer on hand for questions and changes.' },
      {
        title: 'You decide',
        text: 'We review the results against your success criteria and, if you want to go live, prepare a proposal. If not, the sandbox simply closes.',
      },
    ],
    responseTime: `We review trial applications within one working day (${OFFICE_HOURS}).`,
    prepare: [
      'Who will run the trial, and which agents or teams will take part',
      'Your telephony platform, and whether you can route a test number to Keyline',
      'The payments you want to test, such as renewals, one-off payments or refunds',
      'How you will judge success, so we can report against it',
    ],
  },
  '/tryusout': {
    form: 'try-us-out',
    eyebrow: 'Try it yourself',
    lead: 'Make a test payment on our secure line and hear what your agents would hear: nothing but flat tones. It takes five minutes and no card is charged.',
    points: ['A five-minute test call', 'Test card supplied', 'Nothing is charged'],
    formTitle: 'Get your test details',
    formIntro: 'Tell us where to send the test line and which channel you want to try. You will not need a real card at any point.',
    submitLabel: 'Send me the test details',
    highlight: {
      title: 'How the test-payment line works',
      paragraphs: [
        'We send you the number of our test-payment line and a test card by text message and e-mail. Call the line and a Keyline specialist answers, playing the part of your agent.',
        'When the specialist asks for payment, you key the test card on your phone keypad. On the call they hear only flat, identical tones; on screen they see each digit as a masked character and a tick when the card is valid. The payment is authorised on our test gateway and the call recording holds no card data.',
        'If you chose a digital channel, such as a payment link or web chat, we send you a test link or chat session to complete in the same way.',
      ],
    },
    nextSteps: [
      {
        title: 'We send your test details',
        text: `Within one working hour (${OFFICE_HOURS}): the test line number, a test card and the time our specialist is ready for you.`,
      },
      {
        title: 'You make the test payment',
        text: 'Call the line, key the test card when asked, and watch the specialist complete the payment without hearing or seeing a single digit.',
      },
      {
        title: 'We explain what happened',
        text: 'If you would like, the specialist walks you through the payment behind the scenes and how it would fit your own call flows.',
      },
    ],
    responseTime: `Test details within one working hour (${OFFICE_HOURS}).`,
    prepare: [
      'A phone with a keypad: mobile or landline',
      'Five minutes somewhere quiet',
      'Colleagues who handle payments today, if you want them to listen in',
    ],
  },
  '/card-processing-rate-review': {
    form: 'rate-review',
    eyebrow: 'Free rate review',
    lead: 'Most organisations pay more for card processing than they need to. Tell us your volumes and we will show you, line by line, where your fees can come down.',
    points: ['Free and without obligation', 'Every saving shown line by line', 'Your report within five working days'],
    formTitle: 'Request your free rate review',
    formIntro:
      'Two numbers are enough to start: your monthly card turnover and your average transaction. We ask for your statements once we have been in touch.',
    submitLabel: 'Request my rate review',
    highlight: {
      title: 'What the review covers',
      paragraphs: [
        'Most organisations pay more than they need to for card processing: pricing agreed years ago, cards put in the wrong fee category, or costs hidden in blended rates. Our payments analysts compare every line of your merchant statements with current interchange and card scheme fees and with the rates we can secure for you.',
        `Typical yearly savings are ${TYPICAL_SAVINGS}: the lower figure for a smaller organisation, the higher for a high-volume contact centre. If we cannot find a saving, we will tell you so.`,
      ],
      bullets: [
        'Interchange and card scheme fees, by card type and region',
        'Your acquirer’s margin and any blended or “non-qualified” surcharges',
        'Monthly minimums, PCI non-compliance fees, and terminal or gateway charges',
        'The cost of chargebacks and refunds',
        'Where moving large payments to pay by bank would cut costs further',
      ],
    },
    nextSteps: [
      {
        title: 'We send a secure upload link',
        text: 'Within one working day, for your last three months of merchant statements. Never send statements by ordinary e-mail.',
      },
      {
        title: 'Our analysts review every line',
        text: 'Fees are checked against your card mix, volumes and current scheme rates, and against what you would pay with Keyline.',
      },
      {
        title: 'You receive a written report',
        text: 'Within five working days of receiving your statements: your current cost, the achievable cost and the annual saving, with no obligation to switch.',
      },
    ],
    responseTime: 'An upload link within one working day; your report within five working days of receiving your statements.',
    prepare: [
      'Your last three months of merchant statements (PDF is fine)',
      'The name of your acquirer or payment provider',
      'Your contract end date or notice period, if you know it',
    ],
  },
};

export const isLeadFormPath = (path: string): path is LeadFormPath => (LEAD_FORM_PATHS as readonly string[]).includes(path);

export const leadFormPageFor = (path: string): LeadFormPage | undefined => (isLeadFormPath(path) ? LEAD_FORM_PAGES[path] : undefined);
