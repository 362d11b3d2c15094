import type { DiagramName } from './diagrams.ts';
import type { ProductVisualName } from './product-visuals.ts';

/**
 * What each video shows and says: the one source for the recording (`npm run videos` narrates
 * these lines and draws these scenes), its captions and the transcript on its page. Change a line
 * here and the video must be produced again; a test says so until it is.
 */
export type SceneVisual =
  | { kind: 'title'; heading: string; subheading: string }
  | { kind: 'diagram'; diagram: DiagramName }
  | { kind: 'product'; visual: ProductVisualName; caption: string }
  | { kind: 'points'; heading: string; points: readonly string[] };

export interface ScriptLine {
  speaker: Speaker;
  text: string;
}

export interface Scene {
  visual: SceneVisual;
  lines: readonly ScriptLine[];
}

export interface VideoScript {
  videoId: string;
  title: string;
  /** What the opening frame (the poster) shows, for its alt text. */
  posterAlt: string;
  scenes: readonly Scene[];
}

/** Each speaker's synthesised voice (espeak-ng voice+variant) so listeners can tell them apart. */
export const VOICES = {
  Narrator: 'en-gb',
  Agent: 'en-gb+f3',
  Caller: 'en-us+m3',
  Customer: 'en-us+f2',
  IVR: 'en-gb-x-rp+f4',
  Host: 'en-us+m5',
  'Priya Raman': 'en-gb+f4',
  'Daniel Okafor': 'en-gb-x-rp',
  'Head of Information Security': 'en-gb-scotland',
  'Contact Centre Manager': 'en-gb+f2',
} as const;

export type Speaker = keyof typeof VOICES;

const say = (speaker: Speaker, text: string): ScriptLine => ({ speaker, text });

export const VIDEO_SCRIPTS: readonly VideoScript[] = [
  {
    videoId: 'agent-assisted-payment-demo',
    title: 'An agent-assisted card payment in one minute',
    posterAlt: 'Title card: an agent-assisted card payment in one minute, on Keyline’s dark blue background',
    scenes: [
      {
        visual: {
          kind: 'title',
          heading: 'An agent-assisted card payment in one minute',
          subheading: 'What the agent sees, what the recorder hears, what reaches the gateway',
        },
        lines: [
          say(
            'Narrator',
            'This is an agent-assisted card payment with Keyline. The caller types their card number on their phone keypad, and the agent stays on the line the whole time.',
          ),
          say(
            'Agent',
            "Thanks, Mrs Patel. The balance today is one hundred and twenty-four pounds fifty. I'll now ask you to type your card number on your phone keypad. I'll stay on the line, but I won't hear the numbers.",
          ),
        ],
      },
      {
        visual: { kind: 'product', visual: 'agent-payment-panel', caption: 'The agent’s payment panel: digits arrive as dots' },
        lines: [
          say(
            'Narrator',
            "On the agent's screen, the payment panel shows the amount and reference. As the caller types, each digit appears as a dot. The agent hears only flat tones.",
          ),
          say('Caller', 'OK, done.'),
          say('Agent', "That's the full card number, thank you. Now the expiry date, month then year, and then the three digits on the back."),
        ],
      },
      {
        visual: { kind: 'diagram', diagram: 'dtmf-masking' },
        lines: [
          say(
            'Narrator',
            'The platform checks the card number with a Luhn check, and checks the expiry date, before anything is sent. The data goes straight to the payment gateway.',
          ),
          say('Agent', "That's gone through. Your authorisation code is 4 8 2 9 1 7, and you'll get a receipt by text."),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'What stays out of your systems',
          points: [
            'The call recording holds the whole conversation and no card data',
            'The agent desktop never held a card number',
            'Your telephony carried only flat tones',
          ],
        },
        lines: [say('Narrator', 'The recording contains the whole conversation and none of the card data. The agent desktop never held it.')],
      },
    ],
  },
  {
    videoId: 'what-pci-dss-scope-reduction-means',
    title: 'What PCI DSS scope reduction really means',
    posterAlt: 'Title card: what PCI DSS scope reduction really means, presented by Priya Raman, Head of Compliance',
    scenes: [
      {
        visual: { kind: 'title', heading: 'What PCI DSS scope reduction really means', subheading: 'Priya Raman, Head of Compliance at Keyline' },
        lines: [
          say('Priya Raman', "Hello, I'm Priya Raman, Head of Compliance at Keyline."),
          say(
            'Priya Raman',
            'Scope is the set of people, processes and systems that store, process or transmit cardholder data, plus anything connected to them. Everything in scope must meet the PCI DSS requirements, and your assessor has to test it.',
          ),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'In scope in a typical contact centre',
          points: ['The telephony platform', 'Agent desktops and the network between them', 'The call recorder', 'Often the room agents sit in'],
        },
        lines: [
          say(
            'Priya Raman',
            'In a typical contact centre taking card payments by phone, that means the telephony platform, the agent desktops, the network between them, the call recorder, and often the room agents sit in.',
          ),
        ],
      },
      {
        visual: { kind: 'diagram', diagram: 'pci-scope' },
        lines: [
          say(
            'Priya Raman',
            "Scope reduction means removing the card data from those systems, so they no longer need to be assessed. With DTMF masking and channel separation, the caller's card number travels from their keypad to our PCI DSS Level 1 platform and on to your gateway. Your systems only ever see a token and a result.",
          ),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'What changes, and what does not',
          points: [
            'A much shorter self-assessment questionnaire',
            'Far fewer systems for your assessor to sample',
            'Still needed: policies, staff awareness, yearly checks of providers',
          ],
        },
        lines: [
          say(
            'Priya Raman',
            'What changes in practice? Your self-assessment questionnaire is usually much shorter. Your assessor samples far fewer systems. And the controls you no longer need, like clean-desk checks for card data, stop being a monthly burden.',
          ),
          say(
            'Priya Raman',
            "What doesn't change: you still need policies, staff awareness, and to check your providers' attestations every year. We supply our Attestation of Compliance and a responsibility matrix that shows who does what.",
          ),
        ],
      },
    ],
  },
  {
    videoId: 'payment-ivr-walkthrough',
    title: 'Inside a 24/7 payment IVR',
    posterAlt: 'Title card: inside a 24/7 payment IVR, a walkthrough for a utility',
    scenes: [
      {
        visual: { kind: 'title', heading: 'Inside a 24/7 payment IVR', subheading: 'Account look-up, balance, card or pay-by-bank, SMS receipt' },
        lines: [
          say('IVR', 'Welcome to the payment line. Please enter your eleven-digit account number, followed by the hash key.'),
          say('Narrator', 'The IVR looks up the account in the billing system in real time.'),
        ],
      },
      {
        visual: { kind: 'diagram', diagram: 'payment-ivr' },
        lines: [
          say(
            'IVR',
            'Thank you. Your balance is two hundred and six pounds thirty. To pay the full balance, press 1. To pay a different amount, press 2. To pay by bank transfer using your banking app, press 3.',
          ),
          say('Narrator', 'Pay by bank sends an Open Banking link by text. Here the caller chooses to pay by card.'),
          say('IVR', 'Please enter your card number, followed by hash.'),
        ],
      },
      {
        visual: { kind: 'product', visual: 'customer-payment-page', caption: 'Every digit is checked as it is typed' },
        lines: [
          say(
            'Narrator',
            'Every digit is validated as it is typed. If the card number fails its check digit, the caller is asked to try again before the gateway is contacted.',
          ),
          say(
            'IVR',
            "Your payment of two hundred and six pounds thirty has been approved. We'll send a receipt to the mobile number on your account. Is there anything else? Press 0 to speak to an adviser.",
          ),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'Handing over to an adviser',
          points: ['The account and payment context travel with the call', 'The caller never repeats themselves', 'Card digits never reach the adviser'],
        },
        lines: [say('Narrator', 'Transfers to an adviser carry the account and payment context, so the caller never has to repeat themselves.')],
      },
    ],
  },
  {
    videoId: 'pay-by-bank-on-a-phone-call',
    title: 'Pay by bank during a phone call',
    posterAlt: 'Title card: pay by bank during a phone call',
    scenes: [
      {
        visual: { kind: 'title', heading: 'Pay by bank during a phone call', subheading: 'An Open Banking payment, approved in the customer’s own app' },
        lines: [
          say('Agent', "I can send you a link to pay straight from your bank account, if that's easier. You'll approve it in your own banking app."),
          say('Customer', 'Yes, go on.'),
        ],
      },
      {
        visual: { kind: 'product', visual: 'agent-payment-panel', caption: 'Amount and reference are already filled in' },
        lines: [
          say(
            'Narrator',
            "The agent chooses Pay by bank in the payment panel. The amount and reference are already filled in. The customer receives a text from the organisation's registered sender name.",
          ),
          say('Customer', "Got it. It's asking me to pick my bank."),
        ],
      },
      {
        visual: { kind: 'diagram', diagram: 'pay-by-bank' },
        lines: [
          say(
            'Narrator',
            'The customer chooses their bank and is taken into their banking app, where they see the payee name and exact amount. They approve with their fingerprint.',
          ),
          say('Agent', "I can see that's come through now. Thank you, that's your balance cleared."),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'Why pay by bank',
          points: ['Settles through Faster Payments in seconds', 'No card data and no card fee', 'Reconciles to the account reference automatically'],
        },
        lines: [
          say(
            'Narrator',
            'The payment settles through Faster Payments. There is no card data involved, no card fee, and the payment reconciles to the account reference automatically.',
          ),
        ],
      },
    ],
  },
  {
    videoId: 'securing-ai-voice-agents-webinar',
    title: 'Webinar: securing payments in AI voice agents',
    posterAlt: 'Title card: webinar on securing payments in AI voice agents, with Daniel Okafor and Priya Raman',
    scenes: [
      {
        visual: { kind: 'title', heading: 'Securing payments in AI voice agents', subheading: 'A webinar with Daniel Okafor and Priya Raman' },
        lines: [
          say(
            'Host',
            "Welcome, everyone. Today we're looking at what happens to sensitive data when contact centres add AI to their calls. With me are Daniel Okafor, who leads our voice platform, and Priya Raman, our Head of Compliance.",
          ),
          say(
            'Host',
            "We'll cover where the data goes, why redaction is not enough, a short demonstration, and what to ask your vendors. Daniel, where does a caller's voice actually go?",
          ),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'Where a spoken card number ends up',
          points: [
            'The speech engine and its audio logs',
            'The language model’s prompts and logs',
            'Summaries and notes in your CRM',
            'Any data kept to train or tune models',
          ],
        },
        lines: [
          say(
            'Daniel Okafor',
            "Let's start with the flow. Audio goes to a speech engine, text goes to a language model, and summaries go into your CRM. If a caller reads out a card number, it can end up in all three.",
          ),
          say(
            'Daniel Okafor',
            "And often in a fourth place: many services keep prompts and transcripts for a while, to debug or to improve their models. Once a card number is in there, you can't easily prove it's gone.",
          ),
          say(
            'Priya Raman',
            "And from a PCI DSS perspective, every one of those systems is now storing or processing cardholder data. That includes the model provider's logs, and it includes the people who can read them.",
          ),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'Why redaction is not enough',
          points: [
            'Speech recognition mishears digits',
            'Numbers spoken in pieces slip through',
            'The audio itself still holds the number',
            'Redaction runs after the data has moved',
          ],
        },
        lines: [
          say('Host', "Can't we just redact the transcript?"),
          say(
            'Daniel Okafor',
            'Redaction helps, but speech recognition makes mistakes with digits, and a number spoken in pieces is hard to catch. Four five, pause, three nine, and so on. And redaction runs after the audio and the text have already travelled.',
          ),
          say('Daniel Okafor', 'The reliable approach is to capture the value outside the audio, so it never becomes speech or text at all.'),
        ],
      },
      {
        visual: { kind: 'diagram', diagram: 'ai-voice-agent' },
        lines: [
          say(
            'Daniel Okafor',
            "Here's the demo. The voice agent reaches the payment step and asks the caller to type their card number. Our platform captures it, and the voice agent receives a token: card captured, Mastercard ending 5100. The transcript shows exactly that and nothing more.",
          ),
          say('Daniel Okafor', 'The model never saw the digits, so there is nothing to redact, nothing in the logs, and nothing in any training data.'),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'Questions to ask an AI voice vendor',
          points: [
            'Where are audio, transcripts and prompts kept, and for how long?',
            'Is any call data used to train models?',
            'How is payment capture kept out of the audio?',
            'Which attestation covers the payment step?',
          ],
        },
        lines: [
          say(
            'Priya Raman',
            'The same pattern works for bank details and identity numbers. Design it in at the start; retrofitting it after an incident is far harder.',
          ),
          say(
            'Priya Raman',
            'When you talk to vendors, ask where audio, transcripts and prompts are kept and for how long, whether call data trains their models, how payment capture stays out of the audio, and which attestation covers the payment step.',
          ),
          say('Host', 'Thank you both. The slides and a checklist are available from the resources page.'),
        ],
      },
    ],
  },
  {
    videoId: 'customer-story-building-society',
    title: 'Customer story: a building society descopes its contact centre',
    posterAlt: 'Title card: customer story, a building society descopes its contact centre',
    scenes: [
      {
        visual: {
          kind: 'title',
          heading: 'A building society descopes its contact centre',
          subheading: 'An eleven-week rollout, told by the people who ran it',
        },
        lines: [
          say(
            'Head of Information Security',
            "Our contact centre was the part of the assessment everyone dreaded. One hundred and eighty desktops, two sites, and a recorder we couldn't fully trust because of pause and resume.",
          ),
          say('Contact Centre Manager', "The agents were nervous about the change. They worried members wouldn't want to type their card details."),
        ],
      },
      {
        visual: { kind: 'diagram', diagram: 'dtmf-masking' },
        lines: [
          say(
            'Head of Information Security',
            'We deployed on our SIP trunks, so nothing changed on the desks. The biggest piece of work was actually the script.',
          ),
          say(
            'Contact Centre Manager',
            'Within two weeks, handling time on payment calls was lower than before. Members liked not reading their card out loud, especially in a busy office or on a train.',
          ),
        ],
      },
      {
        visual: {
          kind: 'points',
          heading: 'At the next assessment',
          points: ['The contact centre took one morning', 'Recorder, desktops and telephony out of scope', '180 desktops no longer assessed'],
        },
        lines: [
          say(
            'Head of Information Security',
            "At the next assessment, the contact centre took one morning. The recorder, the desktops and the telephony were out of scope. Our assessor reviewed the provider's attestation and our responsibility matrix and moved on.",
          ),
          say('Contact Centre Manager', "If I did it again, I'd involve the agents even earlier. They came up with the best wording for the hand-off."),
        ],
      },
    ],
  },
];

/** The transcript shown on the video's page: every line said, in order, led by its speaker. */
export function transcriptOf(script: VideoScript): string {
  return script.scenes.flatMap((scene) => scene.lines.map((line) => `[${line.speaker}] ${line.text}`)).join('\n');
}

export function scriptOf(videoId: string): VideoScript | undefined {
  return VIDEO_SCRIPTS.find((script) => script.videoId === videoId);
}
