/** Seed blog posts: practical articles for contact-centre, compliance and operations leaders. */
import type { BlogPostInput } from '../content-types.ts';
import { coverImage } from './cover-image.ts';

const hero = (slug: string) => coverImage('blog', slug);

export const BLOG_POSTS: BlogPostInput[] = [
  {
    slug: 'pci-dss-4-0-1-what-changes-for-contact-centres',
    title: 'PCI DSS 4.0.1: what actually changes for contact centres',
    excerpt:
      'The future-dated requirements are now mandatory. Here is what they mean for phone payments, call recordings and the agent desktop, and where descoping saves the most effort.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['pci-dss', 'compliance', 'contact-centres'],
    heroImage: hero('pci-dss-4-0-1-what-changes-for-contact-centres'),
    publishedAt: '2025-04-02T09:00:00Z',
    updatedAt: '2025-06-18T10:30:00Z',
    bodyMarkdown: `Since 31 March 2025 every requirement in PCI DSS 4.0.1 is in force, including the fifty-one that were "best practice" until then. For a contact centre that takes card payments by phone, a handful of them change day-to-day operations.

## The requirements that bite on the phone channel

- **Requirement 12.5.2** asks you to confirm your PCI DSS scope at least once a year and after any significant change. A new dialler, a cloud contact-centre migration or a new call-recording vendor all count.
- **Requirement 3.3.1** forbids keeping the card security code after authorisation, *in any form*. A recording that contains a caller reading out their CVV is stored sensitive authentication data, even if nobody ever listens to it.
- **Requirement 8.4.2** extends multi-factor authentication to all access into the cardholder data environment. If agent desktops are in scope, so is every agent login.

## Why descoping beats controlling

You can meet these requirements by pausing recordings, locking down desktops and adding MFA everywhere. Many contact centres did exactly that under version 3.2.1 and found that pause-and-resume fails silently when an agent forgets to press the button.

The alternative is to stop card data from reaching the contact centre at all. With DTMF masking and channel separation the caller types their card number on the keypad, the tones are flattened before they reach the agent or the recorder, and the data goes straight to the payment gateway. The agent desktop, the telephony platform and the recordings drop out of scope, and with them most of the evidence your QSA would otherwise sample.

## A practical checklist for this year

1. Map every route a card number can take into your estate today, including e-mail, chat and callbacks.
2. Check your recordings: search a sample for spoken card numbers and security codes.
3. Ask your payment-capture provider for their Attestation of Compliance and responsibility matrix.
4. Re-run your scoping exercise after go-live and record the result for requirement 12.5.2.

Done well, this turns a year of control testing into a much shorter self-assessment.`,
  },
  {
    slug: 'pause-and-resume-call-recording-is-not-enough',
    title: 'Why pause-and-resume call recording is no longer enough',
    excerpt: 'Manual and even automated pause-and-resume leave gaps that auditors now find. We look at where it fails and what replaces it.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['call-recording', 'pci-dss', 'dtmf'],
    heroImage: hero('pause-and-resume-call-recording-is-not-enough'),
    publishedAt: '2025-03-11T09:00:00Z',
    updatedAt: '2025-03-11T09:00:00Z',
    bodyMarkdown: `Pause-and-resume was the first answer most contact centres gave to PCI DSS: stop the recorder while the customer reads out their card, start it again afterwards. It is cheap, and on paper it keeps card numbers out of recordings.

## Where it breaks

In practice the recorder is only half the problem. While the recording is paused, the agent still **hears** the card number, often types it into a virtual terminal, and sometimes writes it down when the system is slow. All of that keeps the agent, their desktop and the room they sit in within PCI DSS scope.

Then there is human error. In the audits we have supported, the most common finding was not a missing pause but a late resume: the agent forgets, the rest of the call goes unrecorded, and a complaint months later cannot be investigated. Automated pause triggered by the payment screen helps, but it depends on screen-scraping that breaks whenever the CRM changes.

## What replaces it

DTMF masking removes the need to pause at all. The customer enters their card details on the keypad; the tones are replaced with flat tones before they reach the agent or the recorder; the recording runs from start to finish and contains nothing sensitive. The agent sees fields complete on screen and can help if a digit is missed, but never sees or hears the number.

The result is a complete recording for quality and complaints, an agent who cannot leak what they never receive, and a compliance story that does not rely on anyone remembering to press a button.`,
  },
  {
    slug: 'dtmf-masking-explained',
    title: 'DTMF masking explained: how keypad tones become safe',
    excerpt: 'A plain-English walkthrough of what happens to each keypad tone between the caller’s phone, our platform, your agent and the payment gateway.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['dtmf', 'technology', 'agent-assisted'],
    heroImage: hero('dtmf-masking-explained'),
    publishedAt: '2025-01-21T09:00:00Z',
    updatedAt: '2025-02-03T14:00:00Z',
    bodyMarkdown: `Every key on a phone keypad produces a dual-tone multi-frequency (DTMF) signal: two tones played together, one from a low group and one from a high group. The 5 key, for example, is 770 Hz plus 1336 Hz. Anyone who can hear or record those tones can work out which key was pressed.

## Step by step

1. **The call is routed through our platform.** Depending on your set-up this happens in the carrier network, on your SIP trunk or through an integration with your cloud contact-centre platform. Voice passes through unchanged.
2. **The agent starts a secure payment.** From a browser panel or their CRM the agent requests a payment for a given amount and reference.
3. **The caller types their card number.** Our platform detects each tone, both in-band audio and RFC 4733 telephone events, and removes it from the audio stream.
4. **Flat tones go to the agent.** The agent and the recorder hear an identical neutral beep for every key, so they know the caller is typing but cannot tell what.
5. **Data goes to the gateway.** The digits are assembled inside our PCI DSS Level 1 environment, validated (length, Luhn check, expiry in the future) and sent to your payment gateway for authorisation.
6. **The result comes back.** The agent sees approved or declined, with a token and authorisation code for your records.

## What the agent sees

The agent panel shows progress such as \`**** **** **** 4242\` once the card is complete, the card brand, and whether expiry and security code have been entered. If the caller makes a mistake the agent can clear a single field and ask them to try again, which keeps the conversation natural.

## Why it matters

Because the card number never exists in the contact centre, in any form, the agent desktop, telephony and recordings can be removed from PCI DSS scope.`,
  },
  {
    slug: 'choosing-between-ivr-and-agent-assisted-payments',
    title: 'IVR or agent-assisted? Choosing the right payment journey',
    excerpt:
      'Self-service IVR payments cut queue times; agent-assisted payments save difficult conversations. Most organisations need both, in the right places.',
    author: { name: 'Sophie Marshall', role: 'Customer Success Director' },
    tags: ['ivr', 'agent-assisted', 'customer-experience'],
    heroImage: hero('choosing-between-ivr-and-agent-assisted-payments'),
    publishedAt: '2024-11-05T09:00:00Z',
    updatedAt: '2024-11-05T09:00:00Z',
    bodyMarkdown: `When a contact centre moves to secure payments, one of the first design questions is which calls should reach an agent at all.

## Where IVR wins

Routine, predictable payments are ideal for a payment IVR: a council tax instalment, a known invoice, a top-up of a fixed amount. The caller enters a reference, hears the balance, pays and receives a receipt by SMS. Typical IVR payment calls last under three minutes and cost a fraction of an agent-handled call. Available around the clock, they also catch the evening and weekend callers who would otherwise give up.

## Where agents win

Payments that come with a conversation belong with an agent: arrears with a vulnerable customer, an insurance claim excess, a holiday booking with changes, a donation where the supporter wants to talk about the cause. Here the agent keeps the call, and DTMF masking keeps the card data away from them.

## A blended design

The best results we see use both. Start in the IVR, identify the account, offer self-service payment, and transfer to an agent with context if the caller needs help. Agents, in turn, can hand a caller into the IVR payment step and take them back afterwards.

Measure three things after launch: IVR containment for payment calls, average handling time for agent payments, and payment success rate by channel. Together they tell you whether the split is right.`,
  },
  {
    slug: 'open-banking-payments-for-utilities',
    title: 'Pay by bank for utilities: lower costs, fewer failed payments',
    excerpt: 'Open Banking payments avoid card fees and chargebacks. We look at how energy and water suppliers are using them for arrears and one-off bills.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['pay-by-bank', 'utilities', 'open-banking'],
    heroImage: hero('open-banking-payments-for-utilities'),
    publishedAt: '2025-05-14T09:00:00Z',
    updatedAt: '2025-05-14T09:00:00Z',
    bodyMarkdown: `Energy and water suppliers collect most of their revenue by Direct Debit, but the payments that matter most operationally, clearing arrears and paying final bills, still arrive by card over the phone.

## The case for pay by bank

An Open Banking payment moves money directly from the customer's bank account to yours. The customer approves the exact amount in their own banking app with their usual biometrics. There is no card number to capture, so nothing to protect under PCI DSS, and no interchange or scheme fee. Funds arrive within seconds through Faster Payments, and an authorised push payment cannot be charged back the way a card transaction can.

## How it fits a phone call

During a call the agent sends a pay-by-bank link by SMS. The customer taps it, chooses their bank, approves the payment and returns to the call. The agent sees the confirmation in real time. For customers who prefer cards, the same link offers a card option with the same masking.

## What to watch

- **Bank coverage**: check which banks your provider supports; the larger UK banks cover the large majority of current accounts.
- **Refunds**: plan how you will refund, since the payment is not a card transaction.
- **Customer confidence**: tell callers what to expect before you send the link; unexpected links look like scams.

Suppliers that offer pay by bank alongside cards typically see a meaningful share of arrears payments move to it within months, at a lower cost per transaction.`,
  },
  {
    slug: 'securing-payments-in-ai-voice-agents',
    title: 'Securing payments in AI voice agents and live transcription',
    excerpt: 'Language models and transcription engines should never receive card numbers. Here is how to design AI-assisted calls so that they do not.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['ai', 'pci-dss', 'sensitive-data'],
    heroImage: hero('securing-payments-in-ai-voice-agents'),
    publishedAt: '2025-07-08T09:00:00Z',
    updatedAt: '2025-07-22T11:15:00Z',
    bodyMarkdown: `Contact centres are adding real-time transcription, agent assist and fully automated voice agents at speed. Each of these sends call audio, or text derived from it, to a model. If a caller reads out a card number, that model, its logs and possibly its training data now hold cardholder data.

## The risk is broader than cards

Transcripts can also capture bank account numbers, National Insurance numbers, dates of birth and answers to security questions. Redaction after the fact is imperfect: speech recognition mishears digits, and a number split across two sentences can slip through.

## Capture before the model hears it

The safer design captures sensitive values **out of band**:

1. The AI agent or the human agent reaches the point in the conversation where a sensitive value is needed.
2. The caller enters it on their keypad, or on a secure page sent by link.
3. The value goes to our platform, never into the audio or transcript.
4. The AI receives a token and a status: *card captured, Visa ending 4242, authorised*.

The model can carry on the conversation with all the context it needs and none of the data it should not have.

## Questions to ask your AI vendor

- Where is audio processed and stored, and for how long?
- Is any customer data used to train or fine-tune models?
- Can the integration accept a token in place of a sensitive value?

Getting this right early avoids bringing an entire AI stack into PCI DSS scope.`,
  },
  {
    slug: 'taking-donations-by-phone-without-pci-headaches',
    title: 'Taking donations by phone without the PCI headaches',
    excerpt:
      'Charities run telethons, emergency appeals and regular-giving campaigns on the phone. Secure capture keeps supporters’ card details away from volunteers and agencies.',
    author: { name: 'Sophie Marshall', role: 'Customer Success Director' },
    tags: ['non-profit', 'donations', 'recurring-payments'],
    heroImage: hero('taking-donations-by-phone-without-pci-headaches'),
    publishedAt: '2024-12-03T09:00:00Z',
    updatedAt: '2024-12-03T09:00:00Z',
    bodyMarkdown: `For a charity, phone fundraising brings together every difficult part of payment security: peaks of call volume during appeals, temporary staff and volunteers, outsourced agencies and a duty to protect supporters who trust you with their details.

## The appeal-night problem

During a televised appeal, call volumes can rise twentyfold within minutes. Extra capacity comes from agencies and volunteers who have had a short briefing. Asking each of them to handle card numbers safely, and proving afterwards that they did, is close to impossible.

With secure capture the supporter types their card details on their keypad while the volunteer stays on the line to thank them. Volunteers never hear the number, so there is nothing to mishandle.

## Regular giving and Gift Aid

The same call can set up a monthly gift: the first payment is taken and the card is stored as a token for future instalments, with the correct stored-credential flags so later payments are less likely to be declined. Gift Aid declarations and marketing consent are captured alongside the payment reference.

## Choosing what to measure

- Conversion from call to gift, compared with previous appeals
- Share of one-off donors who sign up to regular giving
- Declined payments on the second and third instalment

Charities we work with use these numbers to tune scripts, not just to prove compliance.`,
  },
  {
    slug: 'cutting-average-handling-time-on-payment-calls',
    title: 'Cutting average handling time on payment calls',
    excerpt: 'Secure payment capture is often seen as a compliance cost. Done well, it takes time out of every payment call. Here is where the seconds go.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['contact-centres', 'operations', 'agent-assisted'],
    heroImage: hero('cutting-average-handling-time-on-payment-calls'),
    publishedAt: '2025-02-18T09:00:00Z',
    updatedAt: '2025-02-18T09:00:00Z',
    bodyMarkdown: `Ask operations leaders about secure payments and many expect longer calls. Our customers usually see the opposite once agents are used to the new flow.

## Where time is lost today

- **Reading and repeating**: a caller reads 16 digits, the agent reads them back, one is wrong, and they start again.
- **Pausing and resuming** recordings, and explaining the pause to the caller.
- **Re-keying** into a virtual terminal and switching between screens.
- **Failed authorisations** from typing errors, discovered only after submission.

## Where secure capture gives it back

Keypad entry is faster than speaking and listening: callers type at their own pace and the platform validates each field as it is entered, so a mistyped digit is caught before submission, not after a decline. The agent's panel sits inside their CRM, so there is no second system. There is nothing to pause.

## Making the change stick

1. **Script the hand-off.** "I'll now ask you to type your card number on your keypad. I'll stay on the line, but I won't hear the numbers." Confident wording reduces hesitation.
2. **Coach on the panel.** Agents who can read field progress help callers through mistakes quickly.
3. **Watch the first fortnight.** Handling time often rises for a few days, then falls below the old baseline.

Measured across our contact-centre customers, a reduction of 30 to 60 seconds on a payment call is typical.`,
  },
  {
    slug: 'payment-links-best-practice',
    title: 'Secure payment links: seven rules that stop them looking like scams',
    excerpt: 'Payment links are convenient and secure, but only if customers trust them. Seven practical rules for sending links people will actually pay.',
    author: { name: 'Hannah Clarke', role: 'Head of Product Design' },
    tags: ['payment-links', 'customer-experience', 'fraud'],
    heroImage: hero('payment-links-best-practice'),
    publishedAt: '2025-06-03T09:00:00Z',
    updatedAt: '2025-06-03T09:00:00Z',
    bodyMarkdown: `Payment links remove card data from the conversation completely. But customers have learned, rightly, to distrust unexpected links. These rules come from reviewing millions of links sent by our customers.

1. **Announce it first.** Send the link while you are on the call, or tell the customer in advance when it will arrive and from which sender name.
2. **Use a registered sender ID.** An SMS from "KEYLINE" or your brand, not a random number, and an e-mail from your own domain with SPF, DKIM and DMARC in place.
3. **Lock the amount and reference.** The customer should see exactly what they expect to pay and what for, without typing anything but card details.
4. **Expire links.** A link that works for 24 or 72 hours is safer than one that works forever, and creates a natural reminder point.
5. **Brand the page.** Your logo, colours and a support number the customer already knows.
6. **Never ask for anything else.** A payment page that also asks for a password or a one-time code teaches customers bad habits.
7. **Confirm immediately.** A receipt by SMS or e-mail, and a confirmation to the agent if they are still on the call.

## The numbers

When these rules are followed, most links sent during a call are paid within five minutes, and links sent after a call are mostly paid the same day. Links sent without warning perform far worse.`,
  },
  {
    slug: 'pci-scope-reduction-for-housing-associations',
    title: 'PCI scope reduction for housing associations',
    excerpt:
      'Rent, service charges and arrears payments arrive by phone, in person and online. How housing providers are reducing PCI DSS scope across every channel.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['housing', 'pci-dss', 'compliance'],
    heroImage: hero('pci-scope-reduction-for-housing-associations'),
    publishedAt: '2024-10-15T09:00:00Z',
    updatedAt: '2025-01-09T16:00:00Z',
    bodyMarkdown: `Housing associations take card payments in more places than most organisations: the income team's phone line, neighbourhood officers on estate visits, a customer portal, and sometimes a reception desk.

## Why scope grows quietly

Each of those routes tends to be solved on its own. The income team gets a virtual terminal, officers get a card reader, the portal gets a hosted page. Over time the organisation ends up with several sets of controls, several SAQs and no single view of which systems touch card data.

## A single approach across channels

- **Phone**: DTMF masking on the income team's calls, so officers never hear card numbers and recordings can stay on for quality and safeguarding.
- **Estate visits**: officers send a payment link to the tenant's phone or call them into the secure IVR, rather than carrying card readers.
- **Out of hours**: an automated payment line takes rent and arrears payments at any time.
- **Online**: a hosted payment page with the same reporting as the other channels.

## Support for tenants who need it

Some tenants struggle with keypad entry or links. Agents can see field progress and guide callers patiently, and the IVR can read back masked details for confirmation. Design these journeys with your tenant panel, not just your compliance team.

The result for most housing providers is one provider, one reconciliation file and one much smaller self-assessment.`,
  },
  {
    slug: 'video-consultations-and-card-payments',
    title: 'Card payments in video consultations, done safely',
    excerpt:
      'Clinics, law firms and advisers increasingly meet clients on video. Asking them to read out a card number on a recorded call is the wrong answer.',
    author: { name: 'Hannah Clarke', role: 'Head of Product Design' },
    tags: ['video-payments', 'healthcare', 'legal'],
    heroImage: hero('video-consultations-and-card-payments'),
    publishedAt: '2025-08-12T09:00:00Z',
    updatedAt: '2025-08-12T09:00:00Z',
    bodyMarkdown: `Private clinics, solicitors, financial advisers and tutors now hold many first appointments on Zoom or Microsoft Teams. At the end of the session someone has to pay, and too often the answer is "just read me the long number".

## Why that is a problem

Video meetings are frequently recorded and sometimes transcribed automatically. A card number read aloud ends up in the recording, the transcript and any AI summary. The adviser may also jot it down. Each of those copies is cardholder data that now needs protecting.

## A better flow

1. The adviser clicks **Request payment** in the meeting app or their practice system, with the amount and reference already filled.
2. The client sees a secure payment panel, inside the meeting or as a link in the chat.
3. The client enters their card details privately. The adviser sees progress and the result, never the number.
4. A receipt goes to the client and the payment appears in the practice's reporting.

## For regulated professions

Solicitors handling client money and clinics collecting deposits need clear audit trails. Each payment carries the matter or patient reference, so reconciliation to the practice management system is automatic, and nothing sensitive ever enters the meeting record.`,
  },
  {
    slug: 'travel-bookings-by-phone-fraud-and-compliance',
    title: 'Travel bookings by phone: fighting fraud without losing sales',
    excerpt:
      'Tour operators and travel agents take high-value payments by phone. Secure capture, 3-D Secure and tokenisation reduce fraud and chargebacks without adding friction.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['travel', 'fraud', 'tokenisation'],
    heroImage: hero('travel-bookings-by-phone-fraud-and-compliance'),
    publishedAt: '2025-09-09T09:00:00Z',
    updatedAt: '2025-09-09T09:00:00Z',
    bodyMarkdown: `Travel has some of the highest average transaction values taken over the phone: a family holiday can easily run into several thousand pounds. That attracts fraudsters, and it makes chargebacks expensive.

## Deposits, balances and changes

A typical booking involves a deposit at the time of booking, a balance some weeks before departure and often amendments in between. Storing the card as a **token** at the first payment means later payments can be taken with the customer's agreement without asking them to read the card out again, and without the agency holding card numbers.

## Authentication on phone payments

Mail-order and telephone-order payments are out of scope for strong customer authentication, but for high-risk bookings many operators now prefer to send a payment link for the deposit, so the customer completes 3-D Secure in their banking app. That moves fraud liability to the card issuer for those payments.

## Chargeback evidence

When a customer disputes a transaction, a full call recording that contains the booking conversation but not the card details is valuable evidence. With DTMF masking, recordings can run from start to finish.

## Peak season

January and February bring the biggest booking peaks. Secure capture that scales in the network, with no extra hardware per agent, lets operators add seasonal staff without adding compliance risk.`,
  },
  {
    slug: 'gdpr-and-call-recordings-what-to-keep',
    title: 'GDPR and call recordings: what to keep, and for how long',
    excerpt:
      'Recordings are valuable for quality, complaints and disputes, but UK GDPR expects a clear purpose and retention period. A practical guide for contact centres.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['gdpr', 'call-recording', 'compliance'],
    heroImage: hero('gdpr-and-call-recordings-what-to-keep'),
    publishedAt: '2025-10-07T09:00:00Z',
    updatedAt: '2025-10-07T09:00:00Z',
    bodyMarkdown: `Call recordings are personal data under UK GDPR, and recordings of payment calls can also be in scope for PCI DSS. Both frameworks expect you to know why you keep them and for how long.

## Decide the purpose first

Typical lawful purposes are quality assurance and training, complaint handling, evidence for disputes and chargebacks, and regulatory record-keeping (for example FCA requirements for certain financial services calls). Each purpose implies a retention period.

## Sensible retention periods

- Quality and training: often **90 days to 12 months**.
- Complaints and chargebacks: long enough to cover the dispute window, commonly **13 to 18 months** for card disputes.
- Regulated conversations: as the applicable rules require, often several years.

Write these down in your retention schedule and make sure the recording platform enforces them automatically.

## Keep sensitive data out of the recording altogether

The simplest way to reduce risk is not to record what you do not need. With DTMF masking, card numbers and security codes never enter the recording, so recordings can be kept for their legitimate purposes without becoming a store of card data. The same approach can protect bank details and other sensitive values.

## Subject access requests

Customers can ask for copies of their recordings. Make sure recordings are indexed by customer and that you can redact other people's data before release.`,
  },
];
