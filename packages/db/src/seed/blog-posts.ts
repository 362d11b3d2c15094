/** Seed blog posts: practical articles for contact-centre, compliance and operations leaders. */
import type { BlogPostInput } from '../content-types.ts';
import { BLOG_POSTS_NOV_2025_TO_NOV_2026 } from './blog-posts-2026.ts';
import { withCovers, type WithCoverSubject } from './cover-image.ts';

const BLOG_POSTS_TO_OCT_2025: WithCoverSubject<BlogPostInput>[] = [
  {
    slug: 'pci-dss-4-0-1-what-changes-for-contact-centres',
    title: 'PCI DSS 4.0.1: what actually changes for contact centres',
    excerpt:
      'The future-dated requirements are now mandatory. Here is what they mean for phone payments, call recordings and the agent desktop, and where descoping saves the most effort.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['pci-dss', 'compliance', 'contact-centres'],
    cover: 'compliance',
    publishedAt: '2025-04-02T09:00:00Z',
    updatedAt: '2025-06-18T10:30:00Z',
    bodyMarkdown: `Since 31 March 2025 every requirement in PCI DSS 4.0.1 is in force, including the fifty-one that were "best practice" until then. For a contact centre that takes card payments by phone, a handful of them change day-to-day operations.

Version 4.0.1 itself is a limited revision: it corrects and clarifies the wording of version 4.0 rather than adding new obligations. The real change this year is that the future-dated requirements are no longer optional, so an assessment that passed comfortably in 2024 can produce findings in 2025 with nothing in the contact centre having changed.

## The requirements that bite on the phone channel

- **Requirement 12.5.2** asks you to confirm your PCI DSS scope at least once a year and after any significant change. A new dialler, a cloud contact-centre migration or a new call-recording vendor all count.
- **Requirement 3.3.1** forbids keeping the card security code after authorisation, *in any form*. A recording that contains a caller reading out their CVV is stored sensitive authentication data, even if nobody ever listens to it.
- **Requirement 8.4.2** extends multi-factor authentication to all access into the cardholder data environment. If agent desktops are in scope, so is every agent login.
- **Requirement 12.3.1** requires a documented targeted risk analysis wherever you choose how often a control runs, for example how often supervisors check that recordings were paused. "Quarterly, because it always has been" is no longer an answer.
- **Requirements 5.4.1 and 12.6.3.1** add anti-phishing mechanisms and awareness training on phishing and social engineering. Agents who take payments are an obvious target for callers who pretend to be colleagues, customers or IT support.
- **Requirement 12.8.5** expects you to record which requirements each third-party service provider manages, which you manage and which are shared. A telephony provider, a recording vendor and a payment-capture provider all belong on that list.

## Why descoping beats controlling

You can meet these requirements by pausing recordings, locking down desktops and adding MFA everywhere. Many contact centres did exactly that under version 3.2.1 and found that pause-and-resume fails silently when an agent forgets to press the button.

The alternative is to stop card data from reaching the contact centre at all. With DTMF masking and channel separation the caller types their card number on the keypad, the tones are flattened before they reach the agent or the recorder, and the data goes straight to the payment gateway. The agent desktop, the telephony platform and the recordings drop out of scope, and with them most of the evidence your QSA would otherwise sample.

## What your assessor will ask

Whichever route you take, expect questions like these at your next assessment:

- Show me your scope document, the date it was last confirmed and who approved it.
- Walk me through a data-flow diagram for a phone payment, from the carrier to the payment gateway.
- How do you know your recordings contain no security codes? Which calls did you sample, and when?
- Which requirements does your payment-capture provider meet on your behalf, and where is that written down?
- What do agents do when the secure capture service is unavailable?

The last question catches more organisations than any other. If the documented fallback is "take the card details verbally", the agent desktop and the recordings are still in scope, however rarely the fallback is used. A better fallback is to take a callback number or send a payment link, so that no card number is ever spoken.

## Common pitfalls

- **Forgotten routes.** A supervisor who takes "difficult" payments on an unmasked line, a complaints team that calls customers back from mobiles, or a finance team that processes refunds by phone can each pull systems back into scope.
- **The archive.** Descoping new calls does nothing for historic recordings that already hold card numbers. Until they are found and deleted or redacted, they remain in scope.
- **Assuming the provider's certificate covers you.** A provider's Attestation of Compliance covers its own environment. Your responsibility matrix defines the rest, and your acquirer decides which self-assessment questionnaire you complete.

## A practical checklist for this year

1. Map every route a card number can take into your estate today, including e-mail, chat and callbacks.
2. Check your recordings: search a sample for spoken card numbers and security codes.
3. Ask your payment-capture provider for their Attestation of Compliance and responsibility matrix.
4. Re-run your scoping exercise after go-live and record the result for requirement 12.5.2.
5. Agree a fallback procedure for outages that never involves a spoken card number, and train agents on it.
6. Set a date for remediating the recording archive, and keep evidence of what was deleted.

Done well, this turns a year of control testing into a much shorter self-assessment. Our [PCI DSS solutions page](/solutions/pci-dss) sets out how the phone, web and messaging channels fit together.`,
  },
  {
    slug: 'pause-and-resume-call-recording-is-not-enough',
    title: 'Why pause-and-resume call recording is no longer enough',
    excerpt: 'Manual and even automated pause-and-resume leave gaps that auditors now find. We look at where it fails and what replaces it.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['call-recording', 'pci-dss', 'dtmf'],
    cover: 'call-recording',
    publishedAt: '2025-03-11T09:00:00Z',
    updatedAt: '2025-03-11T09:00:00Z',
    bodyMarkdown: `Pause-and-resume was the first answer most contact centres gave to PCI DSS: stop the recorder while the customer reads out their card, start it again afterwards. It is cheap, and on paper it keeps card numbers out of recordings.

The PCI Security Standards Council's guidance on telephone payments treats pause-and-resume as a way of keeping card data out of recordings. It does not treat it as a way of taking the rest of the contact centre out of scope, and that distinction is where most of the cost lies.

## Where it breaks

In practice the recorder is only half the problem. While the recording is paused, the agent still **hears** the card number, often types it into a virtual terminal, and sometimes writes it down when the system is slow. All of that keeps the agent, their desktop and the room they sit in within PCI DSS scope.

Then there is human error. In the audits we have supported, the most common finding was not a missing pause but a late resume: the agent forgets, the rest of the call goes unrecorded, and a complaint months later cannot be investigated. Automated pause triggered by the payment screen helps, but it depends on screen-scraping that breaks whenever the CRM changes.

The other failure modes are less obvious but just as common:

- **Early resume.** The recorder restarts after the card number but before the security code, so the one value PCI DSS forbids you to keep after authorisation ends up in the recording.
- **Volunteered details.** Callers who have paid by phone before often start reading out their card number before they are asked, while the recorder is still running.
- **Transfers.** When a call moves to a second agent or a supervisor mid-payment, the pause state rarely follows it.
- **More than one recorder.** The telephony platform, the quality-management system and a speech-analytics tool may each capture the audio. Automation often pauses only one of them.
- **Screen recording.** Desktop capture for quality assurance records whatever the agent types into the payment page.

## What an assessor looks for

With pause-and-resume in place, an assessor will typically sample recordings of payment calls and listen for card numbers and security codes, check whether screen recordings capture the payment page, ask how the pause is triggered and what happens when the trigger fails, and then test the controls around the agent: a clear-desk policy, no personal phones or paper on the floor, restricted desktops and multi-factor authentication on every login. Every one of those is evidence you have to produce and keep, year after year.

## What replaces it

DTMF masking removes the need to pause at all. The customer enters their card details on the keypad; the tones are replaced with flat tones before they reach the agent or the recorder; the recording runs from start to finish and contains nothing sensitive. The agent sees fields complete on screen and can help if a digit is missed, but never sees or hears the number.

## Moving off pause-and-resume

1. **List every recorder.** Include the telephony platform's own recording, quality management, speech analytics and any screen capture.
2. **Pilot with one team.** Run secure capture for a single team and compare a sample of their recordings with those of a team still pausing.
3. **Remove the old trigger.** Once secure capture is live, switch off the automated pause so that a stale integration does not cut genuine parts of the call.
4. **Update the script.** Agents should tell callers they will be asked to use their keypad, which also stops most callers volunteering details aloud.
5. **Deal with the archive.** Search historic recordings for card data and delete or redact what you find.
6. **Re-scope.** Record which systems have left scope, and why, as evidence for your next assessment.

The result is a complete recording for quality and complaints, an agent who cannot leak what they never receive, and a compliance story that does not rely on anyone remembering to press a button. See how [DTMF suppression](/solutions/dtmf-suppression) works in practice.`,
  },
  {
    slug: 'dtmf-masking-explained',
    title: 'DTMF masking explained: how keypad tones become safe',
    excerpt: 'A plain-English walkthrough of what happens to each keypad tone between the caller’s phone, our platform, your agent and the payment gateway.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['dtmf', 'technology', 'agent-assisted'],
    cover: 'keypad',
    publishedAt: '2025-01-21T09:00:00Z',
    updatedAt: '2025-02-03T14:00:00Z',
    bodyMarkdown: `Every key on a phone keypad produces a dual-tone multi-frequency (DTMF) signal: two tones played together, one from a low group and one from a high group. The 5 key, for example, is 770 Hz plus 1336 Hz. Anyone who can hear or record those tones can work out which key was pressed.

The low group (697, 770, 852 and 941 Hz) identifies the row of the keypad and the high group (1209, 1336 and 1477 Hz) the column. Decoding them needs nothing more than freely available software, which is why a recording of a caller typing their card number is as sensitive as a recording of them reading it aloud.

## In-band and out-of-band tones

Tones can reach a contact centre in two ways. **In-band** tones travel as ordinary audio inside the voice stream. **Out-of-band** tones travel as signalling: RFC 4733 telephone events alongside the audio, or SIP INFO messages. A single call can switch between the two as it crosses carriers, session border controllers and contact-centre platforms, and compressed codecs can distort in-band tones on the way. A masking service has to recognise and remove every form, or the one it misses reaches the agent intact.

## Step by step

1. **The call is routed through our platform.** Depending on your set-up this happens in the carrier network, on your SIP trunk or through an integration with your cloud contact-centre platform. Voice passes through unchanged.
2. **The agent starts a secure payment.** From a browser panel or their CRM the agent requests a payment for a given amount and reference.
3. **The caller types their card number.** Our platform detects each tone, both in-band audio and RFC 4733 telephone events, and removes it from the audio stream.
4. **Flat tones go to the agent.** The agent and the recorder hear an identical neutral beep for every key, so they know the caller is typing but cannot tell what.
5. **Data goes to the gateway.** The digits are assembled inside our PCI DSS Level 1 environment, validated (length, Luhn check, expiry in the future) and sent to your payment gateway for authorisation.
6. **The result comes back.** The agent sees approved or declined, with a token and authorisation code for your records.

## What the agent sees

The agent panel shows progress such as \`**** **** **** 4242\` once the card is complete, the card brand, and whether expiry and security code have been entered. If the caller makes a mistake the agent can clear a single field and ask them to try again, which keeps the conversation natural.

## Edge cases a good implementation handles

- **Card brands.** American Express cards have 15 digits and a four-digit security code; other cards can be longer than 16 digits. Validation should follow the brand as soon as it is recognised.
- **Talk-off.** Speech, music on hold or background noise can occasionally resemble a tone. Detection must be strict enough to ignore it without missing real key presses.
- **Hidden keypads.** Mobile callers often need to tap "keypad" on screen before they can type. Agents need a short line in their script for this.
- **Transfers and conferences.** Masking must stay active for every party on the call, including a supervisor or an interpreter who joins mid-payment.
- **Dropped calls.** If the call ends part-way through, partial card data is discarded, never stored.
- **Callers who cannot use a keypad.** Offer a payment link or an assisted route instead, rather than falling back to reading the number aloud.

## Questions to ask a provider

- Where in the call path does masking happen, and which parts of my estate ever carry audio with live tones?
- Do you handle in-band tones, RFC 4733 events and SIP INFO?
- What happens to a call if your platform is unavailable, and does it fail safe?
- Can I see your Attestation of Compliance and a responsibility matrix for my set-up?

## Why it matters

Because the card number never exists in the contact centre, in any form, the agent desktop, telephony and recordings can be removed from PCI DSS scope. For the wider design, including how voice and data paths are kept apart, see [channel separation](/solutions/channel-separation).`,
  },
  {
    slug: 'choosing-between-ivr-and-agent-assisted-payments',
    title: 'IVR or agent-assisted? Choosing the right payment journey',
    excerpt:
      'Self-service IVR payments cut queue times; agent-assisted payments save difficult conversations. Most organisations need both, in the right places.',
    author: { name: 'Sophie Marshall', role: 'Customer Success Director' },
    tags: ['ivr', 'agent-assisted', 'customer-experience'],
    cover: 'keypad',
    publishedAt: '2024-11-05T09:00:00Z',
    updatedAt: '2024-11-05T09:00:00Z',
    bodyMarkdown: `When a contact centre moves to secure payments, one of the first design questions is which calls should reach an agent at all.

There is no right percentage. The answer depends on what the call is about, who is calling and what else they need to discuss, so the useful work is in sorting calls by type rather than setting a target for self-service.

## Where IVR wins

Routine, predictable payments are ideal for a payment IVR: a council tax instalment, a known invoice, a top-up of a fixed amount. The caller enters a reference, hears the balance, pays and receives a receipt by SMS. Typical IVR payment calls last under three minutes and cost a fraction of an agent-handled call. Available around the clock, they also catch the evening and weekend callers who would otherwise give up.

A good payment IVR has a few things in common:

- **It identifies callers by something they have in front of them**, such as the account number on their bill, ideally with a check digit so a mistyped reference is caught straight away.
- **It offers a sensible choice of amount**: the full balance, the amount due, or another amount within limits you set.
- **It confirms before it charges**, reading back the amount and the last four digits of the card.
- **It always offers a way out.** Pressing zero at any step should reach an agent, with the account and amount already passed across.
- **It sends a receipt** by SMS or e-mail, so the caller does not ring back to check the payment went through.

Our [IVR payment flow guide](/ivr-payment-flow-guide) walks through each step in more detail.

## Where agents win

Payments that come with a conversation belong with an agent: arrears with a vulnerable customer, an insurance claim excess, a holiday booking with changes, a donation where the supporter wants to talk about the cause. Here the agent keeps the call, and DTMF masking keeps the card data away from them.

For regulated firms, this is also about conduct. The FCA's Consumer Duty and its guidance on the fair treatment of vulnerable customers, and the equivalent expectations of energy and water regulators, assume that a customer in difficulty can reach a person. A caller in arrears who is pushed into an automated payment with no way to talk is a complaint, and possibly a regulatory finding, waiting to happen.

## A blended design

The best results we see use both. Start in the IVR, identify the account, offer self-service payment, and transfer to an agent with context if the caller needs help. Agents, in turn, can hand a caller into the IVR payment step and take them back afterwards.

In practice there are three journeys to design:

1. **Pure self-service**, from greeting to receipt, for known amounts and identified callers.
2. **Agent-assisted with masking**, where the agent stays on the line while the caller types, for conversations that matter.
3. **Agent to IVR and back**, where the agent passes the caller to the automated payment step and the call returns to them with the result. This suits teams whose telephony cannot support masking on the agent leg.

## Deciding call by call

Sort your payment call types against a few questions:

- Is the amount known before the call, or does it need working out?
- Can the caller be identified reliably by reference alone?
- Is the call likely to include a negotiation, a change or a complaint?
- Are there signs of vulnerability or financial difficulty?
- Does a rule or policy require a conversation, such as agreeing a payment plan?

The more "yes" answers after the first two, the stronger the case for an agent.

## Measuring the split

Measure three things after launch: IVR containment for payment calls, average handling time for agent payments, and payment success rate by channel. Together they tell you whether the split is right.

Read them together rather than one at a time. If containment is low and most drop-outs happen at one step, fix that step before moving more calls to agents. If average handling time on agent payments rises after simple payments move to the IVR, that is usually a sign of success: the calls that remain are the harder ones. Add repeat calls within a week and complaints by channel to catch the problems that averages hide.`,
  },
  {
    slug: 'open-banking-payments-for-utilities',
    title: 'Pay by bank for utilities: lower costs, fewer failed payments',
    excerpt: 'Open Banking payments avoid card fees and chargebacks. We look at how energy and water suppliers are using them for arrears and one-off bills.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['pay-by-bank', 'utilities', 'open-banking'],
    cover: 'pay-by-bank',
    publishedAt: '2025-05-14T09:00:00Z',
    updatedAt: '2025-05-14T09:00:00Z',
    bodyMarkdown: `Energy and water suppliers collect most of their revenue by Direct Debit, but the payments that matter most operationally, clearing arrears and paying final bills, still arrive by card over the phone.

Those card payments carry costs that rarely show up in one place: scheme and processing fees, the compliance effort of handling card data in the contact centre, declines when a customer is near their limit, and chargebacks months after the call. Pay by bank addresses most of them.

## The case for pay by bank

An Open Banking payment moves money directly from the customer's bank account to yours. The customer approves the exact amount in their own banking app with their usual biometrics. There is no card number to capture, so nothing to protect under PCI DSS, and no interchange or scheme fee. Funds arrive within seconds through Faster Payments, and an authorised push payment cannot be charged back the way a card transaction can.

## What happens, step by step

1. Your agent or billing system creates a payment request with the amount and the customer's account reference.
2. The customer chooses their bank from a list and is passed to their banking app, or to online banking on a computer.
3. They authenticate as they normally would, so strong customer authentication is done by their own bank.
4. The bank sends the payment and the provider receives the payment status.
5. Your agent sees the confirmation and the reference flows into your billing system.

One detail matters for finance teams: the status returned when the bank accepts the instruction is not the same as money in your account. Reconcile against funds received, using the reference, and most payments will match within seconds.

## Where it fits in a utility

- **Arrears and payment plans**, particularly when a Direct Debit has failed and the customer wants to clear a missed instalment.
- **Final bills** when customers move home and have no ongoing relationship to collect through.
- **Customers without a usable card**, or whose card limit is close to being reached.
- **One-off balances** after a meter reading correction or a bill query.

Regulators expect suppliers to offer a range of payment methods and to treat customers in payment difficulty fairly. Pay by bank adds an option; it should not replace the others.

## How it fits a phone call

During a call the agent sends a pay-by-bank link by SMS. The customer taps it, chooses their bank, approves the payment and returns to the call. The agent sees the confirmation in real time. For customers who prefer cards, the same link offers a card option with the same masking.

## What to watch

- **Bank coverage**: check which banks your provider supports; the larger UK banks cover the large majority of current accounts.
- **Refunds**: plan how you will refund, since the payment is not a card transaction. Refunds are a bank transfer back to the account the money came from, so check your provider can give you the payer's account details without asking the customer again.
- **Customer confidence**: tell callers what to expect before you send the link; unexpected links look like scams.
- **Payee name**: banks increasingly show scam warnings on unfamiliar payments. Make sure the name the customer sees when they approve matches the brand they know.
- **Limits**: banks set their own limits on individual and daily payments, which a large final bill can reach. Keep a card or split-payment option for those cases.
- **References**: make sure your account number travels with every payment, so nothing lands in suspense.

## Measuring the change

Track the share of arrears payments made by each method, drop-off between link sent and payment made (broken down by bank), the all-in cost per transaction including fees and disputes, and the time from call to cleared funds.

Suppliers that offer pay by bank alongside cards typically see a meaningful share of arrears payments move to it within months, at a lower cost per transaction. More on how it works for suppliers is on our [utilities page](/industries/utilities) and our [pay by bank page](/pay-by-bank).`,
  },
  {
    slug: 'securing-payments-in-ai-voice-agents',
    title: 'Securing payments in AI voice agents and live transcription',
    excerpt: 'Language models and transcription engines should never receive card numbers. Here is how to design AI-assisted calls so that they do not.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['ai', 'pci-dss', 'sensitive-data'],
    cover: 'ai-agent',
    publishedAt: '2025-07-08T09:00:00Z',
    updatedAt: '2025-07-22T11:15:00Z',
    bodyMarkdown: `Contact centres are adding real-time transcription, agent assist and fully automated voice agents at speed. Each of these sends call audio, or text derived from it, to a model. If a caller reads out a card number, that model, its logs and possibly its training data now hold cardholder data.

## Where card data leaks in an AI stack

It is rarely one system. A single spoken card number can end up in:

- the streaming transcription service and its stored transcripts;
- the language model's prompt, its conversation history and any cached context;
- the vendor's request logs, debugging traces and monitoring tools;
- the post-call summary written back into your CRM;
- audio kept for quality review or for evaluating the model;
- data sets used to train or fine-tune future versions.

Under PCI DSS, every system that stores, processes or transmits cardholder data is in scope, along with the systems connected to it. An AI pipeline that hears card numbers can pull a surprising amount of your estate in with it.

## The risk is broader than cards

Transcripts can also capture bank account numbers, National Insurance numbers, dates of birth and answers to security questions. Redaction after the fact is imperfect: speech recognition mishears digits, and a number split across two sentences can slip through.

UK GDPR adds its own expectations. Data minimisation means you should not collect more personal data than a purpose needs, and calls about health, debt or vulnerability can contain special category data that deserves particular care. A design that keeps sensitive values out of transcripts helps with both frameworks at once.

## Capture before the model hears it

The safer design captures sensitive values **out of band**:

1. The AI agent or the human agent reaches the point in the conversation where a sensitive value is needed.
2. The caller enters it on their keypad, or on a secure page sent by link.
3. The value goes to our platform, never into the audio or transcript.
4. The AI receives a token and a status: *card captured, Visa ending 4242, authorised*.

The model can carry on the conversation with all the context it needs and none of the data it should not have.

A few design details make the difference:

- **Mask the tones for every listener.** Flattened tones should reach the transcription engine as well as the agent and the recorder, or the engine can decode them.
- **Instruct the model never to ask for spoken card details**, and to direct the caller to the keypad or a link if they start reading them out.
- **Keep redaction as a backstop.** Pattern-matching for card-like numbers in transcripts is a useful safety net, not the primary control.
- **Plan the hand-over.** If the voice agent transfers to a human mid-payment, the secure capture session should carry across with the call.

## Test it before you trust it

- Make test calls in which the caller reads the number aloud anyway, and check the transcript, summary and logs.
- Transfer a call from the voice agent to a human part-way through a payment.
- Search logs and CRM notes for the test card numbers you used.
- Ask the vendor to confirm in writing what they keep after you request deletion.

## Questions to ask your AI vendor

- Where is audio processed and stored, and for how long?
- Is any customer data used to train or fine-tune models?
- Can the integration accept a token in place of a sensitive value?
- Which sub-processors receive audio or text, and in which countries?
- Can retention of audio and transcripts be switched off for payment calls?

Getting this right early avoids bringing an entire AI stack into PCI DSS scope. Our page on [sensitive data capture for AI](/solutions/sensitive-data-capture-for-ai) shows how the token hand-back works.`,
  },
  {
    slug: 'taking-donations-by-phone-without-pci-headaches',
    title: 'Taking donations by phone without the PCI headaches',
    excerpt:
      'Charities run telethons, emergency appeals and regular-giving campaigns on the phone. Secure capture keeps supporters’ card details away from volunteers and agencies.',
    author: { name: 'Sophie Marshall', role: 'Customer Success Director' },
    tags: ['non-profit', 'donations', 'recurring-payments'],
    cover: 'keypad',
    publishedAt: '2024-12-03T09:00:00Z',
    updatedAt: '2024-12-03T09:00:00Z',
    bodyMarkdown: `For a charity, phone fundraising brings together every difficult part of payment security: peaks of call volume during appeals, temporary staff and volunteers, outsourced agencies and a duty to protect supporters who trust you with their details.

A charity is held to the same PCI DSS requirements as any other merchant that takes cards. What differs is the shape of the risk: a small permanent team most of the year, then a surge of people the charity does not directly employ, handling the most generous moments of its supporters' lives.

## The appeal-night problem

During a televised appeal, call volumes can rise twentyfold within minutes. Extra capacity comes from agencies and volunteers who have had a short briefing. Asking each of them to handle card numbers safely, and proving afterwards that they did, is close to impossible.

With secure capture the supporter types their card details on their keypad while the volunteer stays on the line to thank them. Volunteers never hear the number, so there is nothing to mishandle.

## Before the appeal: a checklist

1. **Confirm capacity for the peak** with your provider, and where it comes from. Capture that runs in the network scales with calls, not with desks.
2. **Write secure capture into agency contracts.** Agencies taking calls for you should use the same secure route, with no fallback to taking card numbers verbally, and the contract should say who is responsible for which PCI DSS requirements.
3. **Brief volunteers on one page.** How to start a payment, what the supporter will hear, what to say if they hesitate and what to do if something fails.
4. **Agree the fallback.** If a payment cannot be completed, take a phone number for a call back or send a payment link. Never write down a card number, however busy the night gets.
5. **Rehearse.** Run test calls through every route, including transfers between agencies and your own team.

## Regular giving and Gift Aid

The same call can set up a monthly gift: the first payment is taken and the card is stored as a token for future instalments, with the correct stored-credential flags so later payments are less likely to be declined. Gift Aid declarations and marketing consent are captured alongside the payment reference.

A few details protect that income later. The first payment should be flagged as customer-initiated and the instalments as merchant-initiated, which is what card schemes expect when a card is stored. Card updater services, where your gateway supports them, keep tokens current when a supporter's card is replaced. And because HMRC accepts oral Gift Aid declarations only with an auditable record, check that your call recording or system record meets that standard before the appeal, not after. Direct Debit remains the backbone of most regular-giving programmes; a card option simply serves supporters who will not give bank details on the phone.

## Fundraising standards still apply

Secure capture changes who handles the card number; it does not change your duties to supporters. The Code of Fundraising Practice expects you to recognise when someone may be in a vulnerable situation and not to put pressure on them to give. Because the volunteer stays on the line throughout the payment, they can still hear hesitation or confusion and stop the payment if needed. For outbound calls, the usual rules on consent and the Telephone Preference Service continue to apply to fundraising calls.

## Choosing what to measure

- Conversion from call to gift, compared with previous appeals
- Share of one-off donors who sign up to regular giving
- Declined payments on the second and third instalment
- Calls abandoned during the payment step, by agency and by hour
- Supporter complaints that mention the payment process

Charities we work with use these numbers to tune scripts, not just to prove compliance. Our [charity solutions page](/charity-solutions) covers appeals, events and regular giving in more depth.`,
  },
  {
    slug: 'cutting-average-handling-time-on-payment-calls',
    title: 'Cutting average handling time on payment calls',
    excerpt: 'Secure payment capture is often seen as a compliance cost. Done well, it takes time out of every payment call. Here is where the seconds go.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['contact-centres', 'operations', 'agent-assisted'],
    cover: 'contact-centre',
    publishedAt: '2025-02-18T09:00:00Z',
    updatedAt: '2025-02-18T09:00:00Z',
    bodyMarkdown: `Ask operations leaders about secure payments and many expect longer calls. Our customers usually see the opposite once agents are used to the new flow.

## Where time is lost today

- **Reading and repeating**: a caller reads 16 digits, the agent reads them back, one is wrong, and they start again.
- **Pausing and resuming** recordings, and explaining the pause to the caller.
- **Re-keying** into a virtual terminal and switching between screens.
- **Failed authorisations** from typing errors, discovered only after submission.
- **Searching for the card**: callers put down the phone to find their wallet, then read the expiry date and security code separately.
- **Wrap-up work**: copying the authorisation code, amount and reference back into the CRM after the call.

## Measure before you change anything

Average handling time across all calls hides what is happening in the payment itself. Before launch, take a baseline that isolates the payment segment:

1. Time from the agent starting the payment to the result, for a sample of calls in each team.
2. The first-time authorisation rate: how many payments succeed at the first attempt.
3. Wrap-up time on payment calls compared with other calls.
4. The share of payment calls that need a supervisor.

Note the time of year as well. A baseline taken in a quiet month will flatter the old process against a busy month after go-live.

## Where secure capture gives it back

Keypad entry is faster than speaking and listening: callers type at their own pace and the platform validates each field as it is entered, so a mistyped digit is caught before submission, not after a decline. The agent's panel sits inside their CRM, so there is no second system. There is nothing to pause.

## Details that decide the seconds

Not every secure capture set-up is equally quick. The details that matter most:

- **Pre-fill the amount and reference** from the CRM, so the agent never types them.
- **Let callers enter each field in one go**, ending with the hash key, instead of waiting for a prompt between groups of digits.
- **Clear one field, not the whole payment**, when a caller makes a mistake.
- **Show the card brand early**, so the agent can say "that's your Visa card, thank you" and the caller knows it is working.
- **Write the result back automatically.** The token, authorisation code and amount should land in the customer record without anyone copying them, which takes time out of wrap-up as well as the call.

## Making the change stick

1. **Script the hand-off.** "I'll now ask you to type your card number on your keypad. I'll stay on the line, but I won't hear the numbers." Confident wording reduces hesitation.
2. **Coach on the panel.** Agents who can read field progress help callers through mistakes quickly.
3. **Watch the first fortnight.** Handling time often rises for a few days, then falls below the old baseline.
4. **Listen to the slow calls.** Review a handful of the longest payments each week. They usually point to one script line, one caller group or one screen that needs fixing.
5. **Share the results with agents.** Teams that can see their own payment times improving adopt the new flow faster than teams that are only told it is compulsory.

## What not to do

Do not set agents a payment-time target in the first weeks; it encourages rushing callers who are still learning the keypad. Do not judge the change on overall average handling time alone, either: if payment calls get shorter but the calls around them change too, the headline figure can move for reasons that have nothing to do with payments.

Measured across our contact-centre customers, a reduction of 30 to 60 seconds on a payment call is typical. See how this fits the agent's screen on our [agent-assisted payments page](/solutions/agent-assisted).`,
  },
  {
    slug: 'payment-links-best-practice',
    title: 'Secure payment links: seven rules that stop them looking like scams',
    excerpt: 'Payment links are convenient and secure, but only if customers trust them. Seven practical rules for sending links people will actually pay.',
    author: { name: 'Hannah Clarke', role: 'Head of Product Design' },
    tags: ['payment-links', 'customer-experience', 'fraud'],
    cover: 'payment-page',
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

## Writing the message

The words around the link matter as much as the link. A message that gets paid usually contains, in this order:

- who it is from, by the name the customer knows you by;
- why they are receiving it ("as discussed on your call today");
- what it is for: the amount and a partial reference, such as an account number ending in four digits;
- when the link stops working;
- how to check it is genuine without using the link, for example by calling the number on their bill.

Leave out threats and false urgency ("pay now or your supply will be cut off"), capital letters and exclamation marks. They are exactly the patterns customers are taught to treat as fraud, and they raise complaints as well as lowering payment rates.

## The link itself

Use a consistent domain that is recognisably yours, or one you can point customers to from your own website, rather than a generic link shortener. Keep it the same across SMS, e-mail and chat, so customers see the same address every time. If you change it, tell customers through channels they already trust.

## When a customer will not click

Some customers will not open a link, however well it is presented, and that is a reasonable choice. Always offer another secure route: paying on the phone using their keypad, through an automated payment line, or by logging in to their account themselves. Never respond to a distrustful customer by asking them to read their card number aloud instead.

## Accessibility

Check the payment page works with screen readers, with text enlarged and on small, older phones, and that error messages say what went wrong in plain words. Aim for WCAG 2.2 AA. A page that fails a customer with low vision does not just lose a payment; it generates a call.

## The numbers

When these rules are followed, most links sent during a call are paid within five minutes, and links sent after a call are mostly paid the same day. Links sent without warning perform far worse.

To see where your own process leaks, track a simple funnel for each sender and message template: sent, delivered, opened, paid and expired. Add the number of calls from customers asking whether a message is genuine. If that figure rises after a change to your wording, change it back. Our [secure payment links page](/solutions/secure-payment-links) shows how links are created from the agent's screen.`,
  },
  {
    slug: 'pci-scope-reduction-for-housing-associations',
    title: 'PCI scope reduction for housing associations',
    excerpt:
      'Rent, service charges and arrears payments arrive by phone, in person and online. How housing providers are reducing PCI DSS scope across every channel.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['housing', 'pci-dss', 'compliance'],
    cover: 'compliance',
    publishedAt: '2024-10-15T09:00:00Z',
    updatedAt: '2025-01-09T16:00:00Z',
    bodyMarkdown: `Housing associations take card payments in more places than most organisations: the income team's phone line, neighbourhood officers on estate visits, a customer portal, and sometimes a reception desk.

## Start with a map

Before choosing any technology, list every way money reaches you by card. Most providers find more than they expect:

- rent and arrears on the income team's line;
- service charges and ground rent from leaseholders and shared owners;
- rechargeable repairs, garage and parking rents;
- former tenant arrears chased by a recovery team or an agency;
- payments taken by the repairs line or general enquiries "to save the tenant ringing back";
- reception desks and community hubs;
- the customer portal and any app.

For each route, note who takes the payment, which system they use, whether the call is recorded, and whether card details are ever written down. That table is the starting point for your scope document.

## Why scope grows quietly

Each of those routes tends to be solved on its own. The income team gets a virtual terminal, officers get a card reader, the portal gets a hosted page. Over time the organisation ends up with several sets of controls, several SAQs and no single view of which systems touch card data.

## A single approach across channels

- **Phone**: DTMF masking on the income team's calls, so officers never hear card numbers and recordings can stay on for quality and safeguarding.
- **Estate visits**: officers send a payment link to the tenant's phone or call them into the secure IVR, rather than carrying card readers.
- **Out of hours**: an automated payment line takes rent and arrears payments at any time.
- **Online**: a hosted payment page with the same reporting as the other channels.

## The hidden cost of card readers in the field

Card readers carried by officers are payment devices under PCI DSS. Requirement 9.5.1 and its sub-requirements expect you to keep an up-to-date list of devices, inspect them periodically for tampering or substitution, and train staff to spot and report suspicious behaviour. For a fleet of readers spread across patches, cars and home-working officers, that is a real administrative burden, and a lost reader becomes an incident to investigate. Replacing readers with links and secure phone capture removes the devices, and the evidence, altogether.

## Support for tenants who need it

Some tenants struggle with keypad entry or links. Agents can see field progress and guide callers patiently, and the IVR can read back masked details for confirmation. Design these journeys with your tenant panel, not just your compliance team.

Think too about payments made on a tenant's behalf. Family members, support workers and appointees often pay rent for someone else, and the income team needs to record who paid without ever hearing the card. Keep cash and bank transfer options for tenants who do not use cards, and make sure no channel change pushes a tenant in difficulty away from talking to their income officer.

## What your assessor will ask

- Which channels accept cards, and which self-assessment questionnaire covers each?
- Where is your inventory of payment devices, and when were they last inspected?
- Who in the organisation can see a full card number, in any system?
- How do repairs and enquiries staff handle a tenant who insists on paying there and then?
- What are the written procedures when a payment cannot be completed?

## Measuring progress

Track the share of card payments by channel, arrears collected through each route, the number of systems and devices in scope, and the time officers spend taking payments rather than supporting tenants. A falling count of in-scope systems is the clearest sign that the approach is working.

The result for most housing providers is one provider, one reconciliation file and one much smaller self-assessment. See how other providers approach it on our [housing and rentals page](/industries/housing-rentals).`,
  },
  {
    slug: 'video-consultations-and-card-payments',
    title: 'Card payments in video consultations, done safely',
    excerpt:
      'Clinics, law firms and advisers increasingly meet clients on video. Asking them to read out a card number on a recorded call is the wrong answer.',
    author: { name: 'Hannah Clarke', role: 'Head of Product Design' },
    tags: ['video-payments', 'healthcare', 'legal'],
    cover: 'payment-page',
    publishedAt: '2025-08-12T09:00:00Z',
    updatedAt: '2025-08-12T09:00:00Z',
    bodyMarkdown: `Private clinics, solicitors, financial advisers and tutors now hold many first appointments on Zoom or Microsoft Teams. At the end of the session someone has to pay, and too often the answer is "just read me the long number".

## Why that is a problem

Video meetings are frequently recorded and sometimes transcribed automatically. A card number read aloud ends up in the recording, the transcript and any AI summary. The adviser may also jot it down. Each of those copies is cardholder data that now needs protecting.

## Where the copies end up

It is worth listing them, because most practices underestimate how many there are:

- the platform's cloud recording, and any local recording made by a participant;
- the automatic transcript and captions file;
- AI meeting assistants that write summaries and action points, often shared by e-mail;
- the meeting chat, when a client types their card number instead of saying it;
- screen sharing, if the adviser has a virtual terminal open while presenting;
- the adviser's notebook or the notes field in the practice system.

Each is in a different system with a different retention period, so finding and deleting every copy after the event is far harder than never creating them.

## A better flow

1. The adviser clicks **Request payment** in the meeting app or their practice system, with the amount and reference already filled.
2. The client sees a secure payment panel, inside the meeting or as a link in the chat.
3. The client enters their card details privately. The adviser sees progress and the result, never the number.
4. A receipt goes to the client and the payment appears in the practice's reporting.

## Setting it up in practice

- **Decide when payment is taken.** A deposit when the appointment is booked, payment at the end of the session, or a link sent afterwards each suit different services. Many practices use more than one.
- **Pre-fill the reference** from the practice or case management system, so the adviser does not type it during the meeting.
- **Design for phones and tablets.** Many clients join on a mobile, where a payment panel must work without covering the call.
- **Tell clients in advance** that they will be asked to pay through a secure panel and never to read or type card details into the meeting.
- **Have a plan for the chat.** If a client types a card number into the chat anyway, know how to delete the message and the chat log, and record that you did.

## For regulated professions

Solicitors handling client money and clinics collecting deposits need clear audit trails. Each payment carries the matter or patient reference, so reconciliation to the practice management system is automatic, and nothing sensitive ever enters the meeting record.

For law firms, the destination matters as much as the reference. Under the SRA Accounts Rules, money held on account of costs belongs in the client account, while payment of a bill already delivered belongs in the business account, so make sure each payment request routes to the right one. Clinics should keep clinical detail out of payment references, because a description of treatment in a reference can turn an ordinary payment record into health data. Financial advisers may be required to record certain conversations, which is all the more reason to keep card data out of them.

## A short checklist

1. Switch off any practice of taking card numbers verbally on video calls, and say so in your procedures.
2. Check recording, transcription and AI summary settings on every meeting account.
3. Search existing recordings and transcripts for card numbers, and delete or redact what you find.
4. Agree the payment reference format with your finance team before go-live.

Our [video meeting payments page](/solutions/zoom-payments) shows the panel inside the meeting.`,
  },
  {
    slug: 'travel-bookings-by-phone-fraud-and-compliance',
    title: 'Travel bookings by phone: fighting fraud without losing sales',
    excerpt:
      'Tour operators and travel agents take high-value payments by phone. Secure capture, 3-D Secure and tokenisation reduce fraud and chargebacks without adding friction.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['travel', 'fraud', 'tokenisation'],
    cover: 'card-token',
    publishedAt: '2025-09-09T09:00:00Z',
    updatedAt: '2025-09-09T09:00:00Z',
    bodyMarkdown: `Travel has some of the highest average transaction values taken over the phone: a family holiday can easily run into several thousand pounds. That attracts fraudsters, and it makes chargebacks expensive.

## Where the fraud comes from

Phone bookings attract a few recurring patterns:

- **Stolen card details** used to book travel for someone else, often departing within days so the booking is used before the genuine cardholder notices.
- **Social engineering of agents**: callers who ask to change the lead passenger's name, add travellers or send a refund to a different card.
- **First-party disputes**, where a genuine customer travels and later claims the booking was not theirs or not as described.

Typical warning signs include a lead passenger who is not the cardholder, a last-minute departure booked with a card new to you, several cards tried in quick succession and a billing address that does not match anything else on the booking. None of them proves fraud, but together they should change how the payment is taken.

## Deposits, balances and changes

A typical booking involves a deposit at the time of booking, a balance some weeks before departure and often amendments in between. Storing the card as a **token** at the first payment means later payments can be taken with the customer's agreement without asking them to read the card out again, and without the agency holding card numbers.

Make that agreement explicit. At the first payment, tell the customer when the balance will be taken and how much it will be, and record their consent. Card scheme rules on stored credentials expect it, and a customer who has been reminded before the balance is taken is far less likely to dispute it.

## Authentication on phone payments

Mail-order and telephone-order payments are out of scope for strong customer authentication, but for high-risk bookings many operators now prefer to send a payment link for the deposit, so the customer completes 3-D Secure in their banking app. That moves fraud liability to the card issuer for those payments.

A risk-based approach keeps friction where it belongs. Repeat customers paying for familiar bookings can pay on the call using their keypad; first-time customers with high-value or short-notice bookings, or bookings showing the warning signs above, receive a link. Write the rule down, so agents apply it consistently and nobody has to decide under pressure from a persuasive caller.

## Chargeback evidence

When a customer disputes a transaction, a full call recording that contains the booking conversation but not the card details is valuable evidence. With DTMF masking, recordings can run from start to finish.

Build the evidence pack as you go, not when the dispute arrives: the recording, the booking confirmation, acceptance of booking conditions, the 3-D Secure result where there is one, and proof that tickets or vouchers were issued. Remember that customers who paid by credit card may also claim against their card issuer under section 75 of the Consumer Credit Act, so the same evidence helps there too.

## Refunds and cancellations

Refund to the card that paid. Card scheme rules generally expect it, and it defeats the fraudster who asks for a refund to a different card. With a stored token, the refund can be processed without asking the customer for card details at all.

## Peak season

January and February bring the biggest booking peaks. Secure capture that scales in the network, with no extra hardware per agent, lets operators add seasonal staff without adding compliance risk.

Before the peak, make sure seasonal staff are trained on secure capture from their first day, that there is no fallback to taking card numbers verbally when queues build, and that supervisors know the escalation route for suspicious bookings. More on how tour operators and agents use secure capture is on our [travel page](/industries/travel).`,
  },
  {
    slug: 'gdpr-and-call-recordings-what-to-keep',
    title: 'GDPR and call recordings: what to keep, and for how long',
    excerpt:
      'Recordings are valuable for quality, complaints and disputes, but UK GDPR expects a clear purpose and retention period. A practical guide for contact centres.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['gdpr', 'call-recording', 'compliance'],
    cover: 'call-recording',
    publishedAt: '2025-10-07T09:00:00Z',
    updatedAt: '2025-10-07T09:00:00Z',
    bodyMarkdown: `Call recordings are personal data under UK GDPR, and recordings of payment calls can also be in scope for PCI DSS. Both frameworks expect you to know why you keep them and for how long.

## Decide the purpose first

Typical lawful purposes are quality assurance and training, complaint handling, evidence for disputes and chargebacks, and regulatory record-keeping (for example FCA requirements for certain financial services calls). Each purpose implies a retention period.

Each purpose also needs a lawful basis. Quality assurance and complaint handling usually rest on legitimate interests, which means carrying out and documenting a legitimate interests assessment. Regulated recording rests on a legal obligation. Consent is rarely the right basis, because a caller who refuses cannot realistically be served by a different, unrecorded call in most contact centres.

## Tell callers, clearly

Callers should know they are being recorded and why. A short message at the start of the call and a fuller explanation in your privacy notice is the usual pattern. If you also run speech analytics or AI tools over recordings, say so; a purpose you have not told people about is hard to justify later.

## Sensible retention periods

- Quality and training: often **90 days to 12 months**.
- Complaints and chargebacks: long enough to cover the dispute window, commonly **13 to 18 months** for card disputes.
- Regulated conversations: as the applicable rules require, often several years. Calls within the FCA's telephone recording rules, for example, have minimum retention periods set by those rules.

Write these down in your retention schedule and make sure the recording platform enforces them automatically.

## Making retention real

A retention schedule on paper is not the same as recordings being deleted. Check these points:

- **Automatic deletion** runs in the recording platform, and someone reviews its reports.
- **Legal holds** suspend deletion for recordings linked to open complaints, claims or litigation, and are released when the matter closes.
- **Copies** are covered too: clips exported into complaint files, transcripts and data held by speech analytics tools often sit outside the recording platform's rules.
- **Backups** age out on a known cycle, so deleted recordings do not survive indefinitely elsewhere.

## Keep sensitive data out of the recording altogether

The simplest way to reduce risk is not to record what you do not need. With DTMF masking, card numbers and security codes never enter the recording, so recordings can be kept for their legitimate purposes without becoming a store of card data. The same approach can protect bank details and other sensitive values.

This is where the two frameworks meet. PCI DSS requirement 3.2.1 expects account data storage to be kept to a minimum through retention and disposal policies, and requirement 3.3.1 forbids keeping sensitive authentication data such as the security code after authorisation at all. A recording that contains a spoken security code cannot be fixed by a shorter retention period; it should not exist.

## Subject access requests

Customers can ask for copies of their recordings. Make sure recordings are indexed by customer and that you can redact other people's data before release.

You normally have one calendar month to respond, which can be extended by up to two further months for complex or numerous requests. That is not long if recordings are spread across several platforms, so test the process before a request arrives: can you find every recording for a named customer, including calls made from a different number?

## A quick audit

1. List every system that records or transcribes calls.
2. Check each has a documented purpose, lawful basis and retention period.
3. Confirm deletion actually happens, with evidence.
4. Search a sample of recordings for card numbers and security codes.
5. Time a test subject access request from start to finish.

Our [call recording page](/resources/network-telephony-capture/call-recording) explains how recording and secure capture work together.`,
  },
];

/** Every seeded post, about one a month from October 2024 to November 2026. */
export const BLOG_POSTS: BlogPostInput[] = withCovers('blog', [...BLOG_POSTS_TO_OCT_2025, ...BLOG_POSTS_NOV_2025_TO_NOV_2026]);
