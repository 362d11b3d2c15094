/** Seed blog posts, November 2025 to November 2026: one practical article a month for contact-centre, compliance, finance and operations leaders. */
import type { BlogPostInput } from '../content-types.ts';
import type { WithCoverSubject } from './cover-image.ts';

export const BLOG_POSTS_NOV_2025_TO_NOV_2026: WithCoverSubject<BlogPostInput>[] = [
  {
    slug: 'christmas-peak-phone-payments-retail-and-charity',
    title: 'Christmas peak on the phones: secure payments for retailers and charities',
    excerpt:
      'Seasonal staff, appeal nights and order-line queues all arrive at once. How retailers and charities keep card data out of the contact centre through December.',
    author: { name: 'Sophie Marshall', role: 'Customer Success Director' },
    tags: ['retail', 'donations', 'contact-centres', 'operations'],
    cover: 'contact-centre',
    publishedAt: '2025-11-11T09:00:00Z',
    updatedAt: '2025-11-11T09:00:00Z',
    bodyMarkdown: `For retailers and charities, the last six weeks of the year squeeze a large share of annual phone payments into a short window. Retail order lines take catalogue orders, gift purchases and delivery changes. Charities run Christmas appeals, raffles and year-end giving campaigns. Both bring in seasonal staff, extend opening hours and lean harder on outsourcers.

Every one of those changes is also a change to how card data moves through the organisation, and December is the worst possible month to discover a gap.

## What changes at peak, and why it matters for PCI DSS

- **New people.** Temporary agents, agency staff and volunteers join on short contracts with compressed training. Anyone who can hear or see card numbers needs security awareness training under requirement 12.6, and screening before they are given access under 12.7.1.
- **New seats and sites.** Overflow rooms, home-working agents and an outsourcer's site are added at speed. If agents take card numbers by voice, every one of those seats is in scope.
- **New routes.** Under pressure, staff improvise: a card number taken on a callback and written on a pad, a caller told to "just e-mail your details over", a supervisor's mobile used when the queue backs up.
- **Changes to telephony.** Extra trunks, new queues and temporary IVR messages. Requirement 12.5.2 expects you to confirm scope after significant changes, and a peak reconfiguration usually is one.

## Take the card out of the conversation before the peak

The simplest way to make seasonal scaling safe is to make sure no agent ever receives a card number. With DTMF masking the caller types their details on the keypad, the agent hears flat tones and sees fields complete on screen, and the data goes straight to the payment gateway. A seasonal agent then needs to learn a short hand-off script rather than a set of data-handling rules that they must follow perfectly on their third day.

Because the masking happens in the telephony path, adding overflow seats does not mean adding hardware at each desk. The question to ask is whether **every** route into those seats passes through secure capture, including the overflow number you only switch on in December.

## Retail: orders, amendments and refunds

- **Take the payment once.** Store the card as a token at the point of order so that split shipments, back-orders and amendments can be charged without asking the customer to read the card again.
- **Watch the fraud pattern.** Telephone orders are outside strong customer authentication, so the merchant usually carries the fraud liability. Gift orders with a delivery address different from the billing address are normal at Christmas, which is exactly why fraudsters use them. For high-value first-time orders, consider sending a payment link so that the customer completes 3-D Secure in their banking app.
- **Plan January now.** Returns and refunds peak after Christmas. Refund to the original card using the stored token or transaction reference, never to a different card on a caller's request.

## Charities: appeal nights and year-end giving

- **Expect spikes, not curves.** A broadcast appeal can fill every line within minutes. A payment IVR that takes simple one-off gifts keeps supporters from abandoning in the queue, while agents handle the conversations that need a person.
- **Turn one-off gifts into regular giving.** When a supporter agrees to give monthly, store the card as a token with the correct stored-credential flags so that later instalments are less likely to be declined.
- **Capture Gift Aid in the same call.** The declaration, marketing consent and payment reference belong together in one record, not in three systems.

## A pre-peak checklist for mid-November

1. **Trace every route.** List each inbound number, queue, overflow and outbound campaign, and confirm that each one reaches secure capture.
2. **Rehearse the fallback.** Decide what an agent does if a caller cannot use their keypad: a payment link by SMS or e-mail, or a callback, but never "read it out to me".
3. **Train the hand-off.** Give seasonal staff the exact words: "I'll ask you to type your card number on your keypad. I'll stay on the line, but I won't hear the numbers."
4. **Freeze changes.** Agree a change freeze on telephony and payment configuration from early December, with a named approver for emergencies.
5. **Prepare the leavers' list.** Requirement 8.2.5 expects access for leavers to be revoked immediately. Know now who finishes on 24 December and who removes their accounts.
6. **Brief the fraud team.** Agree thresholds for when an order is referred, and how quickly.

## After the peak

Hold a short review in January while the detail is fresh. Compare payment success rates by channel, average handling time on payment calls, IVR containment and the number of times agents had to fall back to a link. Look at the complaints log for anything about payments, and at the fraud log for orders that should have been stopped.

Those numbers tell you what to change before the spring sales and the next appeal. If you are planning secure capture for a charity helpline, [our charity solutions](/charity-solutions) describe the appeal-night set-up; retailers can start with [our retail page](/industries/retail).`,
  },
  {
    slug: 'payment-page-scripts-pci-dss-6-4-3-and-11-6-1',
    title: 'Payment-page scripts under PCI DSS 6.4.3 and 11.6.1: what merchants still own',
    excerpt:
      'Script inventories and tamper detection are now assessed. Which parts fall to you when you use hosted payment pages and payment links, and which to your provider.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['pci-dss', 'payment-links', 'e-commerce', 'technology'],
    cover: 'payment-page',
    publishedAt: '2025-12-09T09:00:00Z',
    updatedAt: '2025-12-16T11:00:00Z',
    bodyMarkdown: `Two of the requirements that became mandatory on 31 March 2025 target one specific attack: malicious JavaScript injected into a payment page, which copies card details as the customer types them and sends them somewhere else. Skimming of this kind does not need access to your servers. It usually arrives through a third-party script: an analytics tag, a chat widget or a compromised library on a content delivery network.

Nine months on, these are among the requirements merchants ask us about most, usually because they are not sure which parts are theirs.

## What the requirements say

- **Requirement 6.4.3** says that all payment-page scripts loaded and executed in the consumer's browser are managed. You need a method to confirm each script is authorised, a method to assure the integrity of each script, and an inventory of every script with a written business or technical justification for why it is needed.
- **Requirement 11.6.1** says that a change- and tamper-detection mechanism alerts personnel to unauthorised modification of the security-impacting HTTP headers and the script contents of payment pages *as received by the consumer's browser*. It must run at least weekly, or at a frequency set by a targeted risk analysis under requirement 12.3.1.

The phrase "as received by the browser" matters. Checking the files on your own server is not enough, because the attack often happens in something your page loads from elsewhere.

## Where your payment page actually lives

Who owns the controls depends on where the card fields are served from.

1. **A fully hosted page or payment link.** The customer enters their card on a page served by the payment provider. The scripts on that page are the provider's responsibility and should be covered in their Attestation of Compliance.
2. **An embedded form in an iframe.** The card fields belong to the provider, but they sit inside your page. If your page is compromised, an attacker can replace the iframe with a convincing fake form. The Council's guidance treats the merchant page that embeds the form as relevant to these requirements.
3. **A redirect from your checkout.** The card fields are on the provider's page, but the button that sends the customer there lives on yours. A tampered redirect can send customers to a look-alike page.
4. **A form your own page builds or posts.** Your page handles the card data directly, and both requirements apply to you in full.

For merchants eligible for SAQ A, the Council's January 2025 update removed 6.4.3 and 11.6.1 from that questionnaire and replaced them with an eligibility criterion: you confirm your site is not susceptible to attacks from scripts that could affect your e-commerce systems. That is a lighter form, not a free pass. You still need a reasoned basis for the confirmation, whether that comes from your own controls or from your provider's script protection.

## What assessors ask to see

- An **inventory** of scripts on every page in the payment path, with a justification for each. "Marketing wanted it" rarely survives the conversation.
- How scripts are **authorised**: who approves a new tag, and how the approval is recorded.
- How **integrity** is assured: Subresource Integrity hashes for static files, a Content Security Policy that limits where scripts may load from, or a commercial script-monitoring service.
- How **alerts** reach a person, who that person is, and evidence that alerts were reviewed.
- The **targeted risk analysis**, if you run the 11.6.1 check less often than weekly.
- Where you rely on a provider, their current AOC and a responsibility matrix that says clearly which parts they cover (requirement 12.8.5).

## Practical steps that reduce the work

1. **Strip the payment path.** Remove tag managers, heatmaps and chat widgets from the page that embeds or links to payment. Put them back on the confirmation page if you must.
2. **Set a strict Content Security Policy** with reporting switched on, so that an unexpected script source raises a report rather than loading quietly.
3. **Pin what you can.** Use Subresource Integrity for scripts that do not change; host them yourself where licences allow.
4. **Monitor what customers receive.** Use a check that loads the page as a browser would and compares scripts and headers against a known-good baseline.
5. **Prefer links for remote sales.** A payment link sent by SMS or e-mail takes the customer straight to the provider's hosted page, so your website is not in the path at all.

## The agent desktop is a browser too

Requirements 6.4.3 and 11.6.1 are written for the consumer's browser, but the same attack works against an agent's browser running a virtual terminal, through a malicious extension or a compromised page. That is one more reason to keep card numbers off the desktop entirely. With keypad capture the agent's screen shows only masked progress, so there is nothing on the page worth skimming.

If you are reviewing how customers pay you online and by phone, [secure payment links](/solutions/secure-payment-links) and a [customised hosted checkout](/solutions/customised-web-checkout) are the two patterns that move the payment page off your estate.`,
  },
  {
    slug: 'consumer-duty-vulnerable-customers-payment-calls',
    title: 'Consumer Duty on the payment call: designing for customers in vulnerable circumstances',
    excerpt:
      'Secure capture changes how a payment call sounds. How to design keypad, IVR and link journeys that meet Consumer Duty outcomes for customers who need more support.',
    author: { name: 'Hannah Clarke', role: 'Head of Product Design' },
    tags: ['consumer-duty', 'vulnerable-customers', 'customer-experience', 'agent-assisted'],
    cover: 'contact-centre',
    publishedAt: '2026-01-13T09:00:00Z',
    updatedAt: '2026-01-13T09:00:00Z',
    bodyMarkdown: `The FCA's Consumer Duty has applied to open products since July 2023 and to closed products since July 2024. It asks regulated firms to deliver good outcomes across four areas: products and services, price and value, consumer understanding and consumer support. The FCA's guidance on vulnerable customers groups the drivers of vulnerability into four: health, life events, resilience and capability.

Payment calls sit where those ideas meet. Someone calling about arrears may be anxious, short of money, unwell or recently bereaved. Energy and water customers are covered by their own regulators' expectations on vulnerability, which point the same way. The way a payment is taken can make that call easier or harder.

## Where payment calls go wrong

Secure capture removes the risk of an agent mishandling a card number, but it also changes the shape of the call. Design it without vulnerable customers in mind and new barriers appear:

- **Unexplained instructions.** "Please enter your card number now" without context sounds like a scam to a cautious caller.
- **Time-outs that are too short.** A caller who has to fetch their card from another room, or who reads slowly, runs out of time and has to start again.
- **No way to correct a single mistake.** Clearing the whole card because one digit was wrong is frustrating for anyone and exhausting for someone already under strain.
- **Hidden keypads.** On many smartphones the keypad disappears during a call, and some callers do not know how to bring it back.
- **Only one route.** Callers with hearing loss, limited dexterity or low vision may find keypad entry hard. If the only alternative is "read it to me", the journey has failed twice.

## Design principles that hold up

1. **Tell before you ask.** Explain what is about to happen and why: "To keep your card details safe, I'm going to ask you to type them on your keypad. I'll stay on the line the whole time, but I won't hear the numbers." Offer the same explanation in the IVR.
2. **Keep the agent on the line.** The agent sees field progress and can coach: "That's fifteen digits so far, there's one more to go." This is the single biggest help for callers who are unsure.
3. **Be generous with time.** Set time-outs for the slowest reasonable caller, not the average one, and let agents extend them.
4. **Let people fix one field.** Clearing only the expiry date or the security code keeps the conversation calm.
5. **Offer alternatives that are just as safe.** A payment link by SMS or e-mail to an accessible page, pay by bank in the customer's own banking app, or a callback at a time that suits them. None of them should be less secure than the keypad.
6. **Handle third-party payers properly.** A relative or carer paying on someone's behalf is common. Record whose card it is and that the cardholder consented, and make sure the person typing the details is the person entitled to use them.

## Do not rush to the payment

Consumer support under the Duty is not only about how you take a payment. It is also about whether taking it now is right. An agent handling arrears should have the time, and the permission, to talk about affordability, payment plans and sources of help before the keypad step. Operations targets that reward speed to payment can work against that. If handling-time targets apply, consider excluding calls where a vulnerability flag is raised.

The same applies to recurring payments. If setting up a regular payment takes one call, cancelling it should not take three.

## Evidence the outcomes

The Duty expects firms to monitor outcomes and report on them to their board at least annually. Payment journeys produce useful evidence if you collect it:

- payment success rate for customers with a recorded vulnerability, compared with everyone else;
- abandonment at the keypad step and at the payment-link step;
- how often agents extend time-outs or switch a caller to another route;
- repeat contacts within a week of a payment call;
- complaints that mention payments, by theme.

Complete recordings help too. When card data is masked, the recorder can run for the whole call, so a quality reviewer can hear how the agent explained the process and whether the customer was treated fairly. With pause-and-resume, the most sensitive minute of the call is exactly the minute that is missing.

## Test with the people it is for

Run the journey with customers who have lived experience of the barriers above: people who use screen readers, people with hearing loss, people with tremors, older callers on basic handsets. Watch where they hesitate. The fixes are usually small, a clearer prompt, a longer pause, a better link message, and they help every caller.

Our [agent-assisted payments](/solutions/agent-assisted) let agents guide callers through each field, and [secure payment links](/solutions/secure-payment-links) give the same protection to customers who prefer to pay on screen.`,
  },
  {
    slug: 'ccaas-migration-without-pci-scope',
    title: 'Moving to CCaaS without dragging PCI DSS scope along',
    excerpt:
      'Genesys Cloud, Five9, Amazon Connect, NICE CXone or Twilio Flex: how to plan a cloud contact-centre migration so card data stays out of the new platform from day one.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['ccaas', 'contact-centres', 'pci-dss', 'channel-separation'],
    cover: 'contact-centre',
    publishedAt: '2026-02-10T09:00:00Z',
    updatedAt: '2026-02-10T09:00:00Z',
    bodyMarkdown: `Many contact centres are retiring on-premises telephony this year and moving to a cloud platform: Genesys Cloud, Five9, Amazon Connect, NICE CXone, Twilio Flex or similar. A migration is the best moment to fix how card payments are taken, and the easiest moment to make it worse without noticing.

## How scope travels in a migration

If agents take card numbers by voice today, moving them to a cloud platform does not remove that data. It moves it, often into more places than before:

- **Recordings.** The new platform records calls by default, in its own storage, under its own retention settings. Spoken card numbers and security codes go with them.
- **Transcription and analytics.** Speech analytics, real-time agent assist and AI call summaries are often switched on as part of the move. Each one turns audio into text that can contain card data.
- **IVR logs.** Native IVR input blocks can write whatever the caller typed into flow logs, contact attributes or the contact record unless they are specifically configured not to.
- **Agent desktops.** The agent now works in a browser, next to CRM tabs, quality-monitoring tools and sometimes screen recording.
- **Integrations.** CRM connectors, workforce management and quality tools all receive call data.

A cloud platform's own PCI DSS attestation covers the platform as a service provider. It does not shrink your scope. If card data passes through it, your agents, desktops and configuration are still in scope, and the platform becomes one more third party in your responsibility matrix under requirement 12.8.5.

## Three ways to keep card data out

There are three broad patterns for secure capture with a cloud contact centre. Most organisations end up using more than one.

1. **In the network, before the platform.** Calls reach your secure-capture provider first, on the carrier or SIP trunk side, and then continue to the cloud platform. Keypad tones are removed before audio reaches anything you run. This works well where the platform supports bringing your own carrier or SIP trunks.
2. **An integration in the call flow.** The platform hands the call's media to the secure-capture service for the payment step and takes it back afterwards, with the result passed into the agent desktop. The agent stays on the call throughout.
3. **Out of band.** The agent sends a payment link or a pay-by-bank request from the desktop, and the customer pays on their own phone while still on the call. No card data touches the audio at all.

Whichever pattern you choose, the test is the same: tones must be removed **before** any recorder, transcription engine, analytics service or agent hears them. A design that masks the agent's audio but leaves an unmasked copy going to a speech-analytics service has failed.

## A migration plan that keeps scope small

- **Discover every payment journey.** Inbound and outbound, IVR and agent, transfers between queues, callbacks, web chat and e-mail. The forgotten journey is the one that drags scope back in.
- **Decide the pattern per journey before the build.** It is much cheaper to design the call flow around secure capture than to retrofit it after go-live.
- **Configure the platform defensively.** Keep recording on for the whole call, make sure transcription runs on masked audio, and switch off logging of caller input in any IVR block that might ever see a card number.
- **Test before each queue moves.** Place test calls through every path, listen to the agent audio and the recording, and check logs and transcripts for digits.
- **Cut over queue by queue.** Move payment queues once their journeys have passed, not all at once on a Friday night.
- **Re-confirm scope.** A platform migration is a significant change under requirement 12.5.2. Record the new data flows, update your responsibility matrix and keep the test evidence for your next assessment.

## Questions to ask both vendors

Put the same questions to the cloud platform and to the secure-capture provider, and compare the answers:

- Where are caller keypad digits visible: flow logs, contact attributes, the contact record, analytics exports?
- Can you guarantee that recording, transcription and agent assist receive only masked audio?
- What happens to a payment in progress if the call is transferred, put on hold or conferenced?
- What happens on failover between regions, and does the backup path pass through secure capture too?
- Which PCI DSS requirements does each party cover, and where is that written down?

## Do not forget the people side

A new platform usually brings new desktop layouts and new scripts. Build the payment panel into the agent's main workspace so that they never have to switch windows, and train the hand-off wording alongside everything else agents are learning. If agents find the payment step awkward on launch day, some will look for workarounds.

Done this way, the migration ends with a contact centre that is out of PCI DSS scope rather than one that has moved its scope into somebody else's data centre. Our [integrations page](/integrations) lists the platforms we connect to, and the [telephony call-flow guides](/resources/integration/telephony-call-flows) show how each pattern is wired.`,
  },
  {
    slug: 'pci-dss-4-0-1-one-year-on-what-assessors-ask',
    title: 'PCI DSS 4.0.1 one year on: what assessors are now asking for',
    excerpt:
      'A year after the future-dated requirements took effect, assessments have settled into a pattern. Targeted risk analyses, scoping evidence and third-party matrices lead the questions.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['pci-dss', 'compliance', 'audit'],
    cover: 'compliance',
    publishedAt: '2026-03-17T09:00:00Z',
    updatedAt: '2026-03-24T10:00:00Z',
    bodyMarkdown: `On 31 March it will be a year since the future-dated requirements of PCI DSS 4.0.1 became mandatory. Most organisations have now been through at least one assessment that included them, and a pattern has emerged in what assessors ask for. None of it is surprising, but the depth of evidence expected has caught some teams out.

## Targeted risk analyses

Several requirements let you choose how often to perform an activity, provided you justify the choice in a targeted risk analysis under requirement 12.3.1. Examples include periodic evaluation of systems considered not at risk from malware (5.2.3.1), the frequency of malware scans (5.3.2.1), reviews of application and system accounts (7.2.5.1), changes of passwords for application and system accounts (8.6.3), inspections of card-reading devices (9.5.1.2.1), log reviews for lower-risk components (10.4.2.1), payment-page tamper checks (11.6.1) and incident-response training (12.10.4.1).

Assessors are asking for:

- one analysis per requirement, not a single generic risk assessment;
- the assets the activity protects and the threats it addresses;
- the factors that raise or lower the likelihood of those threats;
- the frequency chosen and why it is adequate;
- evidence that each analysis has been reviewed within the last twelve months.

The fewer system components in scope, the fewer of these analyses you need, and the simpler each one is.

## Scope confirmation

Requirement 12.5.2 asks merchants to document and confirm their scope at least once every twelve months and after significant change. Service providers must do it every six months under 12.5.2.1. Assessors no longer accept a network diagram from the last assessment with a new date on it. They want to see:

- current data flows for every payment channel;
- every location where account data is stored, processed or transmitted, **including places outside the defined cardholder data environment**;
- the data-discovery method used to find those places;
- what changed since last year and how each change was assessed.

For contact centres, the places outside the defined environment are predictable: call recordings, chat transcripts, shared inboxes, free-text notes in the CRM and ticketing systems. Requirement 12.10.7 adds that your incident-response procedures must be triggered when stored card numbers are found anywhere they are not expected. An assessor will ask what happened the last time that occurred.

## Third-party service providers

Requirement 12.8 has always asked for a list of service providers, written agreements, annual monitoring and a record of which requirements each provider manages. Version 4 sharpened requirement 12.8.5 so that it also covers the requirements shared between you and the provider, and assessors now read that record closely. A contact centre can easily have five relevant providers: the carrier, the cloud contact-centre platform, the recording vendor, the secure-capture provider and an outsourcer.

Assessors want a matrix for each one, tied to the services you actually use, and a current Attestation of Compliance that covers those services. A provider's marketing page saying "PCI compliant" is not evidence.

## People, phishing and authentication

- **Requirement 5.4.1** expects automated mechanisms to detect and protect personnel against phishing attacks.
- **Requirement 12.6.3.1** expects security awareness training to cover phishing and related social engineering. For contact centres, that should include callers who try to talk agents into bypassing procedures.
- **Requirement 8.4.2** requires multi-factor authentication for all access into the cardholder data environment.
- **Requirement 8.3.6** sets a minimum password length of twelve characters, or eight where a system does not support twelve.

If agent desktops are in scope, every one of these applies to every agent, every day.

## Logging

Requirement 10.4.1.1 expects automated mechanisms for audit log reviews, and 10.7.2 expects failures of critical security control systems to be detected, alerted and addressed promptly. Assessors are sampling alerts and asking who responded and when. A tool that generates alerts nobody reads does not meet either requirement.

## What this means for contact centres

Almost every theme above scales with the number of people and systems in scope. A contact centre where agents hear card numbers brings hundreds of desktops, accounts and log sources into the assessment. A contact centre where card data never arrives reduces the conversation to the boundary: evidence that keypad tones are removed before they reach agents, recorders and analytics, test results showing it, and the secure-capture provider's AOC and responsibility matrix.

## Preparing for the next cycle

1. List every requirement where you rely on a targeted risk analysis and check each one has been reviewed in the last year.
2. Run data discovery across recordings, transcripts, inboxes and CRM notes before the assessor does.
3. Refresh the responsibility matrix for each provider and check that AOCs are current.
4. Record every significant change since the last assessment and how scope was re-confirmed.

The Council continues to publish FAQs and guidance documents that clarify how requirements should be read, and these often explain what assessors are looking for. Our [PCI DSS solutions page](/solutions/pci-dss) sets out how descoping the phone channel reduces the evidence you need, and our own attestation is described on our [PCI DSS compliance page](/legal/pci-dss-compliance).`,
  },
  {
    slug: 'app-fraud-reimbursement-and-pay-by-bank-for-merchants',
    title: 'APP fraud reimbursement and pay by bank: what organisations collecting payments need to know',
    excerpt:
      'Reimbursement rules changed who carries the cost of authorised push payment scams. What organisations taking pay-by-bank payments should know, and how to avoid being impersonated.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['pay-by-bank', 'fraud', 'open-banking', 'compliance'],
    cover: 'pay-by-bank',
    publishedAt: '2026-04-14T09:00:00Z',
    updatedAt: '2026-04-14T09:00:00Z',
    bodyMarkdown: `Since 7 October 2024, payment service providers in the UK have been required to reimburse most victims of authorised push payment (APP) scams. The rules, set by the Payment Systems Regulator for Faster Payments and mirrored by the Bank of England for CHAPS, changed the economics of fraud for banks. They also changed how banks look at the organisations receiving payments, which matters to anyone collecting money by bank transfer or pay by bank.

## A quick recap of the rules

- **Who is covered:** consumers, micro-enterprises and charities who are tricked into sending a payment to a fraudster.
- **Maximum reimbursement:** £85,000 per claim.
- **Who pays:** the cost is split equally between the sending and the receiving payment service provider.
- **Excess:** the sending provider may apply an excess of up to £100, but not for customers in vulnerable circumstances.
- **Time limits:** claims can be made up to 13 months after the last payment in the scam. Providers should normally reimburse within five business days, with limited scope to pause the clock to gather information.
- **Exceptions:** first-party fraud, and cases where the customer was grossly negligent, an exception that does not apply to vulnerable customers.

The government has said it intends to fold the Payment Systems Regulator into the FCA. The reimbursement requirement itself is a separate question from which body oversees it, and organisations should plan on the assumption that it continues.

## What the rules do not cover

APP reimbursement is about scams, not disputes. If a customer pays a genuine organisation and is unhappy with what they received, that is a civil dispute, not an APP scam, and it is handled through your own complaints and refund process and consumer law.

This is one of the real differences between pay by bank and cards. A card payment comes with scheme chargeback rights. A bank payment does not. If you offer pay by bank, make your refund policy clear and easy to use, because customers have no chargeback button to fall back on.

## Why receiving organisations feel the change

Because receiving providers now carry half the cost of a reimbursed scam, banks have strong reasons to scrutinise who receives payments and how. In practice this shows up in a few ways:

- **Confirmation of Payee.** When a customer pays you by bank transfer, their bank checks the name they typed against the name on your account. A "no match" or "close match" result triggers warnings that make cautious customers stop. Make sure the account name customers are told to use matches your account exactly, and consider asking your bank about how your trading name appears.
- **Questions about inbound patterns.** Expect your bank to ask more about unusual spikes in incoming payments, new collection accounts and changes in how customers pay you.
- **Warnings in banking apps.** Customers see more friction when paying new payees manually. Pay by bank, where the payee details are set by your payment journey rather than typed by the customer, avoids most of that friction.

## Impersonation is the risk to your brand

The organisations most often impersonated in APP scams are the ones customers expect to pay: energy suppliers, councils, banks, delivery companies, the tax authority. A fraudster calls or texts, claims to be you, and asks for a payment to "a new account".

You cannot stop impersonation on your own, but you can make it easier for customers to spot:

1. **Never ask customers to pay a new account by manual transfer over the phone.** Say so, often, in your communications.
2. **Use consistent sender names.** Send SMS from a registered sender ID and e-mail from your own domain with SPF, DKIM and DMARC in place.
3. **Keep the journey predictable.** If your agents send pay-by-bank requests, they should do it the same way every time, while the customer is on the call, with the amount and reference already filled in.
4. **Show the right name in the bank app.** The name a customer sees when approving a pay-by-bank payment should be the one they know you by.

## Designing pay-by-bank journeys customers trust

A good pay-by-bank journey from a phone call looks like this: the agent explains what is about to happen, sends a request by SMS or e-mail, the customer opens their own banking app, sees your name, the exact amount and a reference, approves with their usual biometrics, and the agent sees the confirmation in real time. No sort code or account number is typed, so there is nothing to misdirect.

That predictability is itself a fraud control. A customer who has paid you this way a few times is more likely to notice when a fraudster asks them to do something different.

## What to tell your finance team

- Faster Payments settle quickly and cannot be reversed by the payer, so refunds are a payment you make, not a reversal.
- Reconciliation works best when every request carries a unique reference generated by your system.
- Keep records of how each payment was requested, which helps if a customer later says they were scammed.

If you are considering pay by bank alongside cards, [our pay-by-bank overview](/pay-by-bank) explains how requests are sent during a call, and the [pay-by-bank solution page](/solutions/pay-by-bank) covers reporting and refunds.`,
  },
  {
    slug: 'variable-recurring-payments-for-utilities-and-councils',
    title: 'Variable Recurring Payments: what utilities and councils should plan for',
    excerpt:
      'Commercial VRP brings bank-to-bank recurring payments with more customer control. Where it fits alongside Direct Debit and card-on-file, and what to prepare now.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['vrp', 'pay-by-bank', 'utilities', 'recurring-payments'],
    cover: 'schedule',
    publishedAt: '2026-05-12T09:00:00Z',
    updatedAt: '2026-05-12T09:00:00Z',
    bodyMarkdown: `Variable Recurring Payments (VRP) let a customer give a regulated payment initiation provider a standing permission, a mandate, to make payments from their bank account within limits the customer sets. Each payment is a Faster Payment, so it arrives in seconds, and the customer can see and cancel the mandate in their own banking app.

Sweeping VRP, for moving money between a person's own accounts, has been mandated for the largest UK banks since 2022. Commercial VRP, for paying businesses and public bodies, is being rolled out in phases under an industry framework, starting with lower-risk uses including regulated utilities and government payments. The government's National Payments Vision backs open banking, including VRP, as part of the UK's future payments landscape. For utilities and councils, that makes it worth planning for now.

## How VRP compares with what you use today

**Direct Debit** remains the backbone of recurring collection. It is familiar, it comes with the Direct Debit Guarantee, and it handles variable amounts with advance notice. But collections run on a multi-day cycle, failures are discovered after the fact, and a customer who wants to pay now, or pay a different amount, cannot do it through a Direct Debit.

**Card-on-file** handles ad hoc and variable payments well, but stored cards expire and get reissued, card payments carry scheme and interchange fees, and they can be charged back.

**VRP** sits between the two. Payments are real-time and confirmed immediately, there is no card to expire, and the customer controls the mandate. Its limits matter: the customer sets a maximum per payment and a maximum per period, and any payment outside those limits is refused.

## Where it fits for utilities

- **Prepayment top-ups.** A customer on a prepayment meter can authorise automatic top-ups when their balance falls below a threshold, without topping up at a shop or storing a card.
- **Variable monthly bills.** Winter and summer bills differ widely. A mandate with a sensible monthly ceiling can cover the actual bill each month rather than a fixed estimate.
- **Arrears plans.** A customer agreeing a repayment plan on the phone can set up a mandate during the call, with limits matched to the plan. Immediate failure feedback means a missed payment is known the same day, not days later.

## Where it fits for councils

- **Subscriptions and permits.** Garden waste collection, parking permits and similar annual or monthly charges suit a mandate with a clear ceiling.
- **Council housing rent and service charges.** Tenants whose income arrives on different days can pay as money arrives, within a mandate, rather than matching a fixed Direct Debit date.
- **Council tax.** Direct Debit is likely to stay the default for instalments, but VRP gives residents who want more control an alternative to cards.

## What to prepare now

1. **Choose your use cases.** Start with one or two journeys where Direct Debit or card-on-file is causing real problems, such as arrears plans or prepayment top-ups.
2. **Set mandate limits thoughtfully.** A ceiling that is too low causes refused payments in winter; one that is too high alarms customers. Explain the limits plainly.
3. **Notify before you collect.** Even where it is not strictly required, telling customers the amount a few days before each payment reduces disputes and complaints.
4. **Design for failure.** Payments fail immediately when funds are short. Decide your retry policy, and how it treats customers in vulnerable circumstances, before launch.
5. **Update reconciliation.** Real-time confirmations need real-time matching. Give every mandate and payment a reference that your billing system recognises.
6. **Keep Direct Debit.** VRP is an addition, not a replacement. Many customers will stay with what they know.

## Setting up a mandate on a call

The contact centre is where many of these mandates will start. The agent agrees the plan, sends a request by SMS or e-mail, and the customer approves the mandate in their banking app while still on the line. The agent sees confirmation immediately, and no card or bank details are spoken or typed into your systems.

That matters for arrears and hardship conversations in particular: the customer stays in control of the limits, sees them in their own bank, and can cancel without calling you.

## Questions for your provider

- Which banks support commercial VRP for your sector today, and what is the customer coverage?
- What consumer protections apply, and how are disputes handled?
- How are mandate changes and cancellations reported back to you?
- Can the same journey fall back to a one-off pay-by-bank payment or a card if a mandate is not possible?

[Recurring payments](/solutions/recurring-payments) and [pay by bank](/pay-by-bank) describe the journeys available today, and our [utilities page](/industries/utilities) covers how suppliers combine them.`,
  },
  {
    slug: 'testing-dtmf-masking-before-go-live',
    title: 'Testing a DTMF masking deployment before go-live',
    excerpt:
      'A practical test plan for secure keypad capture: codecs, transfers, recordings, mobile handsets and failure modes, and the evidence your assessor will want to see.',
    author: { name: 'Daniel Okafor', role: 'Solutions Architect' },
    tags: ['dtmf', 'testing', 'contact-centres', 'technology'],
    cover: 'keypad',
    publishedAt: '2026-06-09T09:00:00Z',
    updatedAt: '2026-06-09T09:00:00Z',
    bodyMarkdown: `DTMF masking is only as good as the call path it fails to cover. A deployment that masks tones perfectly on a direct inbound call but leaks them on a transferred call, or in a recording made on a second system, has not removed anything from PCI DSS scope. Testing before go-live is where you find those paths, and the results become the evidence your assessor asks for later.

## Build a test matrix, not a test call

One successful test call proves very little. List the dimensions that vary in real life and test the combinations that matter.

- **Caller devices.** Landlines, mobiles on 4G with voice over LTE, Wi-Fi calling, softphones and callers from abroad. Each network treats keypad tones slightly differently.
- **How tones travel.** Tones can arrive as in-band audio, as RFC 4733 telephone events or, on some systems, as SIP INFO messages. Check that your platform detects each form your carriers use, and that nothing downstream converts events back into audible tones that escape masking.
- **Codecs.** G.711 carries in-band tones cleanly. Compressed codecs can distort them, so calls using those codecs should rely on telephone events. Test at least one call on each codec in use.
- **Call paths.** Direct inbound, IVR then agent, transfer between agents, consultation and conference calls, hold and resume during the payment, outbound and preview dialling, callbacks and any overflow to an outsourcer.
- **Agent set-ups.** Office seats, home workers and each desktop build in use.

## What to check on every test call

1. **The agent's audio.** Listen on the agent's headset. Every key press should produce the same flat tone.
2. **The recording.** Play it back, then run a DTMF detector over the file. Listening catches obvious leaks; a detector catches a few milliseconds of real tone before suppression starts, which a human ear will miss.
3. **Transcripts and analytics.** Search transcripts, call summaries and speech-analytics output for runs of digits.
4. **Logs.** Check IVR flow logs, contact records and any SIP traces you keep. Digits have a way of appearing in debug logs that nobody remembers switching on.
5. **The agent panel.** Confirm that field progress, card brand, masked number and result appear correctly, and that an agent can clear and re-enter a single field.
6. **The gateway.** Use your gateway's test card numbers in a test environment. Never use real cards for testing.

## Test the unhappy paths

Most leaks and most complaints come from the calls that do not go to plan. Rehearse them deliberately:

- **Validation failures.** A mistyped digit that fails the Luhn check, an expiry date in the past, a security code of the wrong length.
- **Declines.** A decline from the issuer, and what the agent says next.
- **Slow and fast callers.** A caller who types very quickly, one who pauses for a minute mid-number, and one who times out.
- **Early typing.** A caller who starts pressing keys before the agent has started the payment. Confirm whether those tones are masked and what the agent sees.
- **Dropped calls.** A call that drops after the card is entered but before the result comes back. Confirm there is no double charge and that the agent can see the final status.
- **Transfers mid-payment.** A call transferred while the caller is entering their card.
- **Platform unavailable.** Simulate the secure-capture service being unreachable. Agents must know the fallback, such as a payment link, pay by bank or a callback, and the fallback must never be "read me the number".

## Pilot before you switch everyone

Run a pilot with a small group of experienced agents on live calls. Review a sample of recordings every day, track average handling time and payment success rate against the previous baseline, and collect agents' comments on the hand-off wording. Early handling times are usually higher while agents learn; what matters is the trend over the first weeks.

Fix what the pilot finds, then widen the rollout queue by queue rather than all at once.

## Evidence for your assessor

Keep a test pack that you can hand over without rework:

- the test matrix and the script for each test;
- results for each test, with date, tester and call identifiers;
- sample recordings and the detector output showing no tones;
- configuration exports or screenshots for the recorder, IVR logging and transcription;
- a diagram showing where tones are removed relative to agents, recorders and analytics.

This pack supports the scope confirmation under requirement 12.5.2, and it shows that the descoping claim was tested rather than assumed.

## Test again after change

Masking depends on the call path, and call paths change: a new carrier, a new codec policy, a cloud contact-centre upgrade, a new outsourcer. Treat each of these as a trigger to re-run the relevant part of the matrix. A short quarterly regression, a handful of calls through the main paths with a detector run over the recordings, catches drift before an assessor or a customer does.

Our [DTMF suppression page](/solutions/dtmf-suppression) explains how tones are detected and replaced, and the [telephony call-flow guides](/resources/integration/telephony-call-flows) show where masking sits in each supported architecture.`,
  },
  {
    slug: 'ai-voice-agents-agentic-commerce-card-data',
    title: 'AI voice agents and agentic commerce: keeping card data away from the models',
    excerpt:
      'Voice agents now take payments, and software agents are starting to buy for customers. The design rules that keep card data out of prompts, transcripts and logs in both.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['ai', 'agentic-commerce', 'sensitive-data', 'tokenisation'],
    cover: 'ai-agent',
    publishedAt: '2026-07-14T09:00:00Z',
    updatedAt: '2026-07-21T14:30:00Z',
    bodyMarkdown: `A year ago most AI in contact centres sat beside a human agent: transcription, suggested answers, call summaries. Now fully automated voice agents handle whole calls in production, including calls that end in a payment. At the same time, card schemes and payment providers have announced programmes that let software agents buy things on a customer's behalf, using tokenised credentials with limits the customer sets.

Both developments raise the same question: how do you take a payment when part of the conversation is handled by a model that should never see card data?

## Where card data leaks in a voice-agent stack

A voice agent is not one system. It is a pipeline, and each stage can keep a copy of what passes through it:

- **Speech recognition** turns audio into text, and may store both.
- **The language model** receives the transcript in its context, and the provider may retain prompts for abuse monitoring.
- **Tool calls** pass arguments to back-end systems and are often logged in full.
- **Observability and evaluation tools** store conversations for debugging, testing and tuning.
- **Text-to-speech** can read sensitive values back to the caller, and those read-backs end up in the recording.
- **Recordings** of the whole call, kept for quality or disputes.

If a caller speaks their card number, it can end up in every one of those places, some of them run by vendors whose retention you do not control. Redacting afterwards is unreliable: speech recognition mishears digits, a number split across two sentences can slip through, and "four" and "for" look alike in a transcript.

## Design rules that hold up

1. **The model never receives card data.** Capture the card outside the model's hearing, by keypad with the tones masked, or on a secure page sent by link. The model receives a token and a status, such as "card captured, Visa ending 1234, authorised".
2. **Payment is a narrow tool.** Give the model a tool that starts a payment for an amount and reference your business rules have already set. The model should not be able to choose an amount outside those rules, however persuasive the caller.
3. **Mask the audio during capture.** While the caller is entering details, the speech recognition stream should receive only masked audio, and the model should be told that capture is in progress so that it waits rather than fills the silence.
4. **Read back only what is safe.** Card brand and last four digits are enough for confirmation. Never configure a voice agent to read back a full number or expiry date.
5. **Keep the protection on escalation.** When the voice agent hands over to a human, the human's side of the call must be masked in the same way.
6. **Treat logs as in scope until proven otherwise.** Include prompt logs, tool-call logs and evaluation datasets in your data discovery under requirement 12.5.2. If card numbers are ever found there, your incident-response procedures under requirement 12.10.7 apply.

There is a security benefit beyond PCI DSS. Prompt injection, where a caller tries to talk the model into revealing data or ignoring its instructions, is far less dangerous when the model has no card data to reveal.

## Agentic commerce: when the buyer is software

The card schemes' agentic programmes share a pattern. The customer enrols a card with their AI assistant; the assistant receives a network token restricted to that agent, with spending limits and permissions the customer sets; when the agent buys, the merchant receives a token and a cryptogram, not a card number. Much of the detail, including how authentication and disputes will work, is still being settled.

For organisations taking payments, three practical points follow:

- **The token model is the same one you should already use.** If your systems accept network tokens and never need to see a full card number, you are well placed.
- **Keep evidence of the mandate.** When a customer disputes a purchase their agent made, you will need records of what was ordered, by which agent, under what permission. Log the transaction context alongside the token.
- **Expect AI callers.** Some customers' assistants will phone your contact centre on their behalf. Your side of the call should behave exactly as it does for a person: capture card data by keypad or link, never by speech. A software caller can send keypad tones as easily as a human can.

## Questions to ask your AI vendor this year

- Which components of your pipeline retain audio, transcripts, prompts or tool calls, and for how long?
- Can the speech stream be muted or fed masked audio during a capture step?
- Can payment steps be implemented as tools that return only tokens and statuses?
- Are any customer conversations used to train or evaluate models, and can that be switched off per deployment?
- What is your Attestation of Compliance, and which services does it cover?

The answers decide whether your AI programme adds a whole new system to your cardholder data environment or stays outside it. [Sensitive data capture for AI](/solutions/sensitive-data-capture-for-ai) describes how capture works alongside voice agents, and [AI-powered telephony](/ai-powered-telephony) covers the wider set-up.`,
  },
  {
    slug: 'network-tokenisation-and-card-on-file',
    title: 'Network tokens and card-on-file: fewer failed repeat payments',
    excerpt:
      'Stored cards expire, get reissued and get declined. How network tokenisation and the stored-credential rules keep repeat payments working after a first payment by phone.',
    author: { name: 'Tom Whitaker', role: 'Product Manager, Payments' },
    tags: ['tokenisation', 'recurring-payments', 'card-on-file'],
    cover: 'card-token',
    publishedAt: '2026-08-11T09:00:00Z',
    updatedAt: '2026-08-11T09:00:00Z',
    bodyMarkdown: `Many relationships that begin with a payment by phone continue with payments the customer does not make in person: insurance instalments, subscriptions, regular donations, deposits followed by balances. The card is captured once and stored. Whether those later payments succeed depends on two things that are easy to overlook: what kind of token you store, and how each later payment is flagged.

## Two kinds of token

**Gateway tokens** are references issued by your payment provider. The card number sits in the provider's vault and your systems hold only the reference. That keeps card numbers out of your estate, but when the provider sends the payment to the card scheme, it sends the real card number. If the card is reissued, the stored number goes stale.

**Network tokens** are issued by the card schemes' own token services. They replace the card number in the transaction itself, all the way to the issuer. Each token is restricted to one merchant, or one token requestor acting for it, so it is useless if stolen. Many transactions also carry a cryptogram generated for that payment. Crucially, the scheme keeps the token linked to the underlying account: when a card expires or is replaced after loss, the token can carry on working without the customer doing anything.

Issuers see a network token as a stronger signal than a raw card number, which generally helps approval rates on repeat payments.

## Why card-on-file payments fail

The common reasons for declined repeat payments are predictable:

- the card has expired or been reissued;
- the account has been closed;
- insufficient funds on the day;
- the issuer did not recognise the payment as part of an agreed series, because it was not flagged correctly;
- the payment did not reference the original transaction in which the customer agreed to store their card.

Network tokens address the first two. Account updater services help too, but they work in batches and do not cover every issuer. The last two are about the stored-credential framework.

## Getting the stored-credential flags right

The card schemes expect stored cards to follow a clear pattern:

1. **Consent when the card is stored.** Tell the customer how the card will be used: how often, for what amounts, and how to cancel. Keep a record of that agreement.
2. **An initial customer-initiated transaction.** The first payment, or a zero-value verification, is flagged as storing the credential. For a card captured by keypad during a call, this is a telephone-order transaction, flagged as the initial stored credential.
3. **Later merchant-initiated transactions.** Each later payment is flagged with its type, such as recurring, instalment or unscheduled, and references the scheme's identifier for the initial transaction.

Payments flagged as the wrong type, or sent with no link to the original consent, are more likely to be declined and harder to defend if disputed.

## What this looks like after a phone payment

The customer types their card number on the keypad during the call. The secure-capture platform passes it to the gateway, which authorises the first payment and, where supported, provisions a network token in the background. Your systems store a token and the initial transaction reference. From then on, instalments are sent as merchant-initiated transactions using the token, and a reissued card usually does not interrupt the series.

The operational benefit is easy to miss: fewer "your payment failed, please call us to update your card" letters, and fewer calls to handle as a result.

## Questions for your gateway

- Do you support network tokens for the schemes your customers use, and is provisioning automatic?
- Can existing stored cards be migrated to network tokens without asking customers again?
- Who is the token requestor, and what happens to the tokens if we change provider?
- How do you apply the schemes' retry rules for declined merchant-initiated payments?
- Can your reports separate declines by reason, so we can see expiry-related failures falling?

## PCI DSS still applies, differently

Tokens are not card numbers, and systems that hold only tokens are generally outside PCI DSS scope. Systems that can turn a token back into a card number remain in scope, as does the first capture of the card. Keeping that capture outside your contact centre, with the card typed on the keypad and masked, means the whole lifecycle can run without card numbers entering your estate.

## What to measure

Track authorisation rates on merchant-initiated payments before and after enabling network tokens, the share of declines caused by expired or replaced cards, and the number of inbound contacts about failed payments. [Recurring payments](/solutions/recurring-payments) and our [tokenisation feature](/features#tokenisation) describe how stored cards are handled from the first call onwards.`,
  },
  {
    slug: 'chargebacks-and-refunds-on-phone-payments',
    title: 'Chargebacks and refunds on phone payments: a playbook for operations teams',
    excerpt:
      'Disputes on telephone orders are harder to win than online ones. How to refund cleanly, keep the evidence that matters and stop avoidable chargebacks at the source.',
    author: { name: 'Sophie Marshall', role: 'Customer Success Director' },
    tags: ['chargebacks', 'refunds', 'fraud', 'call-recording'],
    cover: 'card-token',
    publishedAt: '2026-09-08T09:00:00Z',
    updatedAt: '2026-09-08T09:00:00Z',
    bodyMarkdown: `Chargebacks on telephone payments tend to arrive weeks after the call, land with a finance team that was not on it, and are decided on whatever evidence can be found in time. Refunds, meanwhile, are often handled by whoever picks up the phone. Both are worth designing deliberately, because the cost of getting them wrong is not just the payment but the fees, the handling time and, eventually, the attention of your acquirer.

## Why phone payments are different

Card payments taken by phone are outside strong customer authentication, so there is no 3-D Secure check and, in most cases, no shift of fraud liability to the card issuer. If a fraudster uses stolen card details on your order line, the loss usually falls on you. That makes evidence and process more important than they are for authenticated online payments.

## The disputes you will see most

- **Not authorised.** The cardholder says they did not make the payment. On the phone channel this is often genuine fraud: someone else had the card details.
- **Not recognised.** The cardholder does not recognise the name on their statement. This is avoidable.
- **Cancelled recurring payment.** The customer believes they cancelled, and you charged again.
- **Credit not processed.** A refund was promised but did not arrive, or arrived late.
- **Not received or not as described.** The goods or service did not arrive or did not match what was agreed.
- **Duplicate payment.** A call dropped mid-payment, the agent tried again, and both payments went through.

## Refund cleanly

1. **Refund to the original card.** Use the stored token or the original transaction reference. There is no need to take card details again, and no agent should ever need to hear them.
2. **Never refund to a different card or account on request.** A caller asking for a refund to a new card is a classic fraud pattern. If the original card has been closed, the issuer will normally route the funds to the replacement.
3. **Set approval limits.** Refunds above a threshold, or refunds without a matching sale, should need a second person. Refunds are a route for insider fraud as well as customer fraud.
4. **Tell the customer what to expect.** Explain that refunds can take several working days to appear, give them a reference, and send a confirmation by SMS or e-mail. Many "credit not processed" disputes are raised by customers who were not told.

## Keep the evidence that wins

When a dispute arrives, the response window is limited and set by scheme rules. Evidence you cannot find quickly is evidence you do not have. For phone payments, the most useful items are:

- **A complete call recording** in which the customer agrees the amount, confirms delivery details and accepts the terms. With DTMF masking, the recording can run from start to finish without containing card data, so there is no gap at the moment that matters most.
- **Receipts and confirmations** sent by SMS or e-mail, with timestamps.
- **Authorisation details**, including address and security-code check results.
- **Proof of delivery or service**, matched to the order reference.
- **For payment links**, the record that the customer completed 3-D Secure, which changes the liability position for those payments.

Index all of it by transaction reference, and make sure your retention schedule keeps recordings for at least as long as disputes can be raised.

## Stop disputes at the source

- **Fix the statement name.** Make the merchant name customers see on their statement one they recognise, ideally with a contact number.
- **Confirm the amount on the call.** The agent reads back the amount and what it is for before the customer enters their card.
- **Send a receipt straight away.** A receipt in the customer's inbox within a minute removes much of the doubt that leads to "not recognised" claims.
- **Prevent duplicates.** Make sure a payment that has already been authorised cannot be submitted again from the same call, and that agents can see the status of a payment interrupted by a dropped call.
- **Authenticate high-risk orders.** For first-time customers and high-value orders, send a payment link so that the customer completes 3-D Secure.
- **Make cancellation easy.** A recurring payment that is easy to cancel generates far fewer "cancelled recurring" disputes than one that requires a letter.
- **Warn before amounts change.** Tell customers before a recurring amount rises.

## Measure and watch your ratios

Track disputes by channel and by reason, your win rate, how long responses take and how many refunds are issued without a matching sale. The card schemes monitor merchants' dispute and fraud ratios and apply programmes and fees to those that exceed their thresholds. Your acquirer will usually contact you before that point, but it is better to see the trend yourself first.

A rising "not recognised" rate points at the statement descriptor. A rising "not authorised" rate points at fraud on the order line, and is the moment to review which orders should move to an authenticated link. [Agent-assisted payments](/solutions/agent-assisted) keep recordings complete on every payment call, and [secure payment links](/solutions/secure-payment-links) bring 3-D Secure to the orders that need it.`,
  },
  {
    slug: 'wcag-2-2-accessible-payment-pages',
    title: 'Accessible payment pages: applying WCAG 2.2 to links and checkouts',
    excerpt:
      'A payment page that a screen-reader user cannot finish is a lost payment and a complaint. The WCAG 2.2 criteria that matter most on card and pay-by-bank pages.',
    author: { name: 'Hannah Clarke', role: 'Head of Product Design' },
    tags: ['accessibility', 'payment-links', 'customer-experience'],
    cover: 'payment-page',
    publishedAt: '2026-10-13T09:00:00Z',
    updatedAt: '2026-10-13T09:00:00Z',
    bodyMarkdown: `When a payment link replaces a phone conversation, the page becomes the conversation. If someone using a screen reader, a switch device or a magnified screen cannot complete it, the payment fails and the customer is back in the phone queue, often more frustrated than before.

The Web Content Accessibility Guidelines (WCAG) 2.2, published by the W3C in October 2023, are the standard most UK organisations work to. Public sector bodies are expected to meet WCAG 2.2 AA under the public sector accessibility regulations, and every service provider has duties under the Equality Act 2010 to make reasonable adjustments. A payment page is a good place to start.

## The WCAG 2.2 additions that affect payment pages

- **2.4.11 Focus Not Obscured (Minimum), AA.** When a field has keyboard focus, it must not be entirely hidden by something else on the page. Sticky headers, cookie banners and chat widgets are the usual culprits, covering the card-number field just as a keyboard user tabs into it.
- **2.5.7 Dragging Movements, AA.** Anything done by dragging must also be possible with a single pointer action. Donation pages with a slider to choose an amount need buttons or a text field as well.
- **2.5.8 Target Size (Minimum), AA.** Targets should be at least 24 by 24 CSS pixels, or spaced so that they do not crowd each other. Check payment-method selectors, the bank list on pay-by-bank pages and small "change" links.
- **3.2.6 Consistent Help, A.** If you offer help, such as a phone number or a chat link, put it in the same place on every page of the journey.
- **3.3.7 Redundant Entry, A.** Do not make people type the same information twice in one process. If you already have the billing address or the reference, prefill it or let the customer select it.
- **3.3.8 Accessible Authentication (Minimum), AA.** Do not rely on a memory or transcription test without an alternative. Allow pasting into code fields and let password managers work. You do not control an issuer's 3-D Secure page, but you do control your own fields.

## Older criteria that still catch payment pages out

- **Identify input purpose (1.3.5).** Mark card fields with the standard autocomplete purposes, such as \`cc-name\`, \`cc-number\`, \`cc-exp\` and \`cc-csc\`, so that browsers and assistive technology can fill them.
- **Labels and instructions (3.3.2).** Every field needs a visible label. Placeholder text that disappears when typing starts is not a label.
- **Error identification and suggestion (3.3.1, 3.3.3).** Say what is wrong and how to fix it in text: "The expiry date is in the past" rather than a red border alone.
- **Timing adjustable (2.2.1).** If a page times out, warn the customer, give them at least 20 seconds to extend with a simple action, and allow extension many times. Payment links that expire after a day are fine; a page that expires after two minutes of inactivity is not.
- **Reflow (1.4.10).** The page must work at a width of 320 CSS pixels without scrolling sideways, which is what a user zooming to 400% on a laptop sees.
- **Status messages (4.1.3).** "Processing your payment" and "Payment approved" must be announced to screen-reader users without moving their focus.

## Design details that help everyone

1. **One field for the card number.** Splitting it into four boxes breaks pasting, confuses screen readers and fails people who make a mistake in the third box.
2. **Accept spaces.** Let people type the number as it appears on the card, and strip the spaces yourself.
3. **Show the amount and reference in text** near the top, so the customer knows what they are paying before they start.
4. **Keep the pay-by-bank list searchable.** A long list of bank logos is hard to scan. Give each bank a text name and a search box.
5. **Explain redirects.** Tell customers that they are about to go to their bank's app or the card issuer's check, and what will happen when they come back.

## Testing that finds real problems

Automated checkers find a useful minority of issues. The rest need people:

- complete the whole journey with a keyboard only;
- complete it with a screen reader on desktop and on mobile;
- zoom to 400% and use the page at 320 pixels wide;
- include the 3-D Secure challenge and the bank redirect in every test, even though you do not own them;
- test with disabled users, not only with specialists simulating them.

Publish an accessibility statement for the payment pages, with a way to report problems.

## Always keep a human route

However good the page, some customers will prefer or need to pay with help. Make sure they can call and pay with an agent guiding them through keypad entry, with the same protection for their card details. Accessibility is not only the page; it is the choice of routes.

Our [secure payment links](/solutions/secure-payment-links) and [customised web checkout](/solutions/customised-web-checkout) are the pages these principles apply to.`,
  },
  {
    slug: 'qsa-assessment-with-a-descoped-contact-centre',
    title: 'Running a QSA assessment when your contact centre is out of scope',
    excerpt:
      'Descoping the contact centre does not mean the assessor skips it. What evidence a QSA looks for, how to prepare it, and the findings we see most often at the boundary.',
    author: { name: 'Priya Raman', role: 'Head of Compliance' },
    tags: ['pci-dss', 'audit', 'compliance', 'contact-centres'],
    cover: 'compliance',
    publishedAt: '2026-11-17T09:00:00Z',
    updatedAt: '2026-11-24T09:30:00Z',
    bodyMarkdown: `For many organisations, autumn is when the next PCI DSS assessment is planned. If you have descoped your contact centre with secure payment capture, you might expect the assessor to spend little time there. In practice, the contact centre is where a good assessor looks first, because a scoping claim is only as good as the evidence behind it.

## What "out of scope" has to mean

Under PCI DSS, system components are in scope if they store, process or transmit cardholder data or sensitive authentication data, if they are connected to systems that do, or if they could affect the security of the cardholder data environment. A contact centre is out of scope when card data genuinely never enters it: not the agents' ears, not their desktops, not the telephony, not the recordings.

That is a stronger claim than "we segmented the network" or "we pause the recordings". The assessor's task is to confirm that scope is accurate, so they will test it.

## The evidence pack

Prepare these before fieldwork starts:

1. **Data-flow diagrams** for every payment journey, showing where card data goes (from the caller's keypad to the secure-capture platform to the gateway) and, just as clearly, where it does not.
2. **Telephony diagrams** showing where keypad tones are removed relative to agents, recorders, transcription, analytics and any cloud contact-centre platform.
3. **Third-party evidence.** A current Attestation of Compliance from your secure-capture provider that covers the services you use, the responsibility matrix required by requirement 12.8.5, the written agreement under 12.8.2 and your annual monitoring under 12.8.4.
4. **Test evidence.** Your go-live test results and any periodic re-tests, including recordings checked with a DTMF detector.
5. **Data-discovery results.** Searches of recordings, chat transcripts, shared inboxes, CRM notes and ticketing systems for card numbers, as part of the scope confirmation under 12.5.2, and what you did with anything found, under 12.10.7.
6. **Procedures and scripts.** The agent script for the payment hand-off, what an agent does if a caller starts reading out their number anyway, and the fallback when secure capture is unavailable.
7. **Change records.** Every telephony, platform and process change since the last assessment, and how its effect on scope was assessed.

## What the assessor will do

Expect the assessor to test the claim, not just read about it:

- **Interview agents.** "What happens if a customer insists on reading out the card number?" The answer should be the same from every agent, and it should match the procedure.
- **Listen.** Observe live or test calls, and sample recordings from different queues and dates.
- **Review configuration.** Look at recorder, transcription and IVR logging settings to confirm they only ever receive masked audio.
- **Check other channels.** Ask how card data arriving by e-mail, web chat, post or social media is handled, because customers volunteer it whether you ask or not.

## Findings we see most often at the boundary

- **A forgotten route.** An old direct-dial number, an outbound dialler, a disaster-recovery path or an overflow outsourcer that bypasses secure capture.
- **Card numbers in free text.** Agents typing numbers into CRM notes "to help the next agent", or customers pasting them into chat.
- **An out-of-date AOC,** or one that does not list the service actually in use.
- **A generic responsibility matrix** that does not reflect how your journeys are built.
- **A fallback that undoes everything.** A business-continuity plan that says "take card details manually and key them later".
- **Untested changes.** A platform upgrade or new carrier since the last tests, with no evidence that masking still works on every path.

Each of these is easier to fix before the assessor arrives than after.

## A sensible running order

Well before fieldwork, re-confirm scope and run data discovery, so that anything found can be dealt with through your incident-response process rather than discovered by the assessor. In the weeks before, assemble the evidence pack, refresh third-party documents and re-run a short set of test calls through each path. Brief team leaders so that agents are not surprised by interview questions. During fieldwork, have someone who understands the telephony available to answer questions directly. Afterwards, feed any findings into the next year's change and testing plan.

## The result

A well-evidenced descoped contact centre turns what would be the largest part of an assessment, hundreds of desktops, accounts and log sources, into a focused review of a boundary. That saves time for the assessor and for you, and it gives the board a clearer answer to the question of where card data actually lives.

Our [PCI DSS solutions page](/solutions/pci-dss) explains how descoping works across phone, digital and AI channels, and our [PCI DSS compliance page](/legal/pci-dss-compliance) describes our own attestation. If you want to walk through your current call flows with a specialist, you can [book a demo](/book-demo).`,
  },
];
