/**
 * Seed videos: short product explainers and webinars, each with its full transcript. The
 * recordings themselves are not hosted by this site yet, so `mediaUrl` is null.
 */
import type { VideoInput } from '../content-types.ts';

const media = (videoId: string) => ({
  mediaUrl: null,
  thumbnail: { url: `/images/videos/${videoId}.svg`, alt: `Opening frame of the video` },
});

export const VIDEOS: VideoInput[] = [
  {
    videoId: 'agent-assisted-payment-demo',
    title: 'Agent-assisted payments in two minutes',
    description: 'Watch an agent take a card payment while the caller types on their keypad: what the agent sees, what the recorder hears and what reaches the gateway.',
    durationSeconds: 134,
    tags: ['agent-assisted', 'dtmf', 'demo'],
    publishedAt: '2024-10-01T09:00:00Z',
    updatedAt: '2024-10-01T09:00:00Z',
    ...media('agent-assisted-payment-demo'),
    transcript: `[Agent] Thanks, Mrs Patel. The balance today is one hundred and twenty-four pounds fifty. I'll now ask you to type your card number on your phone keypad. I'll stay on the line, but I won't hear the numbers.
[Narrator] On the agent's screen, the payment panel shows the amount and reference. As the caller types, each digit appears as a dot. The agent hears only flat tones.
[Caller] OK, done.
[Agent] That's the full card number, thank you. Now the expiry date, month then year, and then the three digits on the back.
[Narrator] The platform checks the card number with a Luhn check and the expiry date before anything is sent. The data goes straight to the payment gateway.
[Agent] That's gone through. Your authorisation code is 4 8 2 9 1 7 and you'll get a receipt by text.
[Narrator] The recording contains the whole conversation and none of the card data. The agent desktop never held it.`,
  },
  {
    videoId: 'what-pci-dss-scope-reduction-means',
    title: 'What PCI DSS scope reduction really means',
    description: 'Our Head of Compliance explains scope, the self-assessment questionnaires and what changes for your assessor when card data never enters your contact centre.',
    durationSeconds: 412,
    tags: ['pci-dss', 'compliance', 'explainer'],
    publishedAt: '2024-11-19T09:00:00Z',
    updatedAt: '2025-04-07T09:00:00Z',
    ...media('what-pci-dss-scope-reduction-means'),
    transcript: `Hello, I'm Priya Raman, Head of Compliance at Keyline.
Scope is the set of people, processes and systems that store, process or transmit cardholder data, plus anything connected to them. Everything in scope must meet the PCI DSS requirements, and your assessor has to test it.
In a typical contact centre taking card payments by phone, that means the telephony platform, the agent desktops, the network between them, the call recorder, and often the room agents sit in.
Scope reduction means removing the card data from those systems so they no longer need to be assessed. With DTMF masking and channel separation, the caller's card number travels from their keypad to our PCI DSS Level 1 platform and on to your gateway. Your systems only ever see a token and a result.
What changes in practice? Your self-assessment questionnaire is usually much shorter. Your assessor samples far fewer systems. And the controls you no longer need, like clean-desk checks for card data, stop being a monthly burden.
What doesn't change: you still need policies, staff awareness and to check your providers' attestations every year. We supply our Attestation of Compliance and a responsibility matrix that shows who does what.`,
  },
  {
    videoId: 'payment-ivr-walkthrough',
    title: 'Inside a 24/7 payment IVR',
    description: 'A walkthrough of a hosted payment IVR for a utility: account look-up, balance read-back, card or pay-by-bank payment and SMS receipt.',
    durationSeconds: 246,
    tags: ['ivr', 'automated-payments', 'utilities'],
    publishedAt: '2025-02-04T09:00:00Z',
    updatedAt: '2025-02-04T09:00:00Z',
    ...media('payment-ivr-walkthrough'),
    transcript: `[IVR] Welcome to the payment line. Please enter your eleven-digit account number, followed by the hash key.
[Narrator] The IVR looks up the account in the billing system in real time.
[IVR] Thank you. Your balance is two hundred and six pounds thirty. To pay the full balance, press 1. To pay a different amount, press 2. To pay by bank transfer using your banking app, press 3.
[Narrator] Pay by bank sends an Open Banking link by text. Here the caller chooses to pay by card.
[IVR] Please enter your card number, followed by hash.
[Narrator] Every digit is validated as it is typed. If the card number fails its check digit, the caller is asked to try again before the gateway is contacted.
[IVR] Your payment of two hundred and six pounds thirty has been approved. We'll send a receipt to the mobile number on your account. Is there anything else? Press 0 to speak to an adviser.
[Narrator] Transfers to an adviser carry the account and payment context, so the caller never has to repeat themselves.`,
  },
  {
    videoId: 'pay-by-bank-on-a-phone-call',
    title: 'Pay by bank during a phone call',
    description: 'See how an agent sends an Open Banking payment link, the customer approves it in their banking app and the agent sees confirmation seconds later.',
    durationSeconds: 178,
    tags: ['pay-by-bank', 'open-banking', 'demo'],
    publishedAt: '2025-05-27T09:00:00Z',
    updatedAt: '2025-05-27T09:00:00Z',
    ...media('pay-by-bank-on-a-phone-call'),
    transcript: `[Agent] I can send you a link to pay straight from your bank account, if that's easier. You'll approve it in your own banking app.
[Customer] Yes, go on.
[Narrator] The agent chooses Pay by bank in the payment panel. The amount and reference are already filled in. The customer receives a text from the organisation's registered sender name.
[Customer] Got it. It's asking me to pick my bank.
[Narrator] The customer chooses their bank and is taken into their banking app, where they see the payee name and exact amount. They approve with their fingerprint.
[Agent] I can see that's come through now. Thank you, that's your balance cleared.
[Narrator] The payment settles through Faster Payments. There is no card data involved, no card fee, and the payment reconciles to the account reference automatically.`,
  },
  {
    videoId: 'securing-ai-voice-agents-webinar',
    title: 'Webinar: securing payments in AI voice agents',
    description: 'A recorded panel on keeping card numbers and bank details out of transcripts, language models and AI training data, with a live demonstration of tokenised capture.',
    durationSeconds: 1835,
    tags: ['ai', 'sensitive-data', 'webinar'],
    publishedAt: '2025-07-29T09:00:00Z',
    updatedAt: '2025-07-29T09:00:00Z',
    ...media('securing-ai-voice-agents-webinar'),
    transcript: `[Host] Welcome, everyone. Today we're looking at what happens to sensitive data when contact centres add AI to their calls.
[Daniel Okafor] Let's start with the flow. Audio goes to a speech engine, text goes to a language model, and summaries go into your CRM. If a caller reads out a card number, it can end up in all three.
[Priya Raman] And from a PCI DSS perspective, every one of those systems is now storing or processing cardholder data. That includes the model provider's logs.
[Host] Can't we just redact the transcript?
[Daniel Okafor] Redaction helps, but speech recognition makes mistakes with digits, and a number spoken in pieces is hard to catch. The reliable approach is to capture the value outside the audio.
[Daniel Okafor] Here's the demo. The voice agent reaches the payment step and asks the caller to type their card number. Our platform captures it, and the voice agent receives a token: card captured, Mastercard ending 5100. The transcript shows exactly that and nothing more.
[Priya Raman] The same pattern works for bank details and identity numbers. Design it in at the start; retrofitting it after an incident is far harder.
[Host] Thank you both. The slides and a checklist are available from the resources page.`,
  },
  {
    videoId: 'customer-story-building-society',
    title: 'Customer story: a building society descopes its contact centre',
    description: 'The society’s information security and contact-centre leads describe their eleven-week rollout and what changed at their next assessment.',
    durationSeconds: 297,
    tags: ['banking', 'customer-story', 'pci-dss'],
    publishedAt: '2024-09-24T09:00:00Z',
    updatedAt: '2024-09-24T09:00:00Z',
    ...media('customer-story-building-society'),
    transcript: `[Head of Information Security] Our contact centre was the part of the assessment everyone dreaded. One hundred and eighty desktops, two sites, and a recorder we couldn't fully trust because of pause and resume.
[Contact Centre Manager] The agents were nervous about the change. They worried members wouldn't want to type their card details.
[Head of Information Security] We deployed on our SIP trunks, so nothing changed on the desks. The biggest piece of work was actually the script.
[Contact Centre Manager] Within two weeks, handling time on payment calls was lower than before. Members liked not reading their card out loud, especially in a busy office or on a train.
[Head of Information Security] At the next assessment, the contact centre took one morning. The recorder, the desktops and the telephony were out of scope. Our assessor reviewed the provider's attestation and our responsibility matrix and moved on.
[Contact Centre Manager] If I did it again, I'd involve the agents even earlier. They came up with the best wording for the hand-off.`,
  },
];
