/**
 * Seed case studies. Each names its customer (fictional organisations, drawn for the site as the
 * wordmarks of `@site/ui/customer-wordmarks`) and the person quoted, with measured results; its
 * title, summary and quote say only what those results show (seed.test.ts holds them to it with
 * `@site/contracts/case-study-claims`).
 */
import type { CaseStudyInput } from '../content-types.ts';
import { withCovers, type WithCoverSubject } from './cover-image.ts';

const CASE_STUDIES_WITH_COVER_SUBJECTS: WithCoverSubject<CaseStudyInput>[] = [
  {
    slug: 'regional-building-society-descopes-contact-centre',
    title: 'Northmere Building Society takes its contact centre out of PCI DSS scope',
    customer: 'Northmere Building Society',
    industry: 'banking',
    summary:
      'Agent-assisted payments with DTMF masking took 180 agent desktops and call recording out of PCI DSS scope in eleven weeks, and cut compliance effort by 62%.',
    challenge:
      'Northmere is a regional building society with 40 branches. Its 180-seat contact centre took mortgage arrears and savings top-up payments by card. Agents typed card numbers into a virtual terminal, recordings were paused manually, and the annual assessment sampled desktops, recordings and clean-desk checks across two sites. An internal audit had found recordings containing security codes after late resumes.',
    solution:
      'Keyline was deployed on the society’s SIP trunks with no change to handsets or the recorder. Agents launch a payment from a panel embedded in the CRM; members enter card details on their keypad; tones are masked before reaching the agent or recorder; payments route to the existing gateway. Card-on-file tokens support regular arrears arrangements.',
    results: [
      { label: 'Agent desktops in PCI DSS scope', value: 0, baseline: 180, unit: 'count', direction: 'decrease', period: 'at go-live' },
      { label: 'Average handling time on payment calls', value: 41, unit: 'seconds', direction: 'decrease', period: 'first 3 months' },
      { label: 'Annual compliance effort', value: 62, unit: 'percent', direction: 'decrease', period: 'first assessment cycle' },
    ],
    quote: {
      text: 'Our assessor spent one morning on the contact centre instead of a week. That alone paid for the project.',
      name: 'Fiona Marsh',
      role: 'Head of Information Security, Northmere Building Society',
    },
    products: ['agent-assisted-payments', 'dtmf-suppression', 'tokenisation'],
    cover: 'keypad',
    publishedAt: '2024-09-17T09:00:00Z',
    updatedAt: '2026-12-04T09:00:00Z',
  },
  {
    slug: 'national-charity-appeal-night-payments',
    title: 'Heartwell handles a televised appeal with volunteers who never hear a card number',
    customer: 'Heartwell',
    industry: 'non-profit',
    summary:
      'Secure keypad capture and tokenised regular giving let 350 volunteers take donations on appeal night, and conversion to monthly gifts rose from 14% to 23%.',
    challenge:
      'Heartwell is a national health charity. Its annual televised appeal brings a twentyfold spike in calls over four hours, answered by two agencies and several hundred volunteers. Card details were read aloud and written on paper forms before being keyed the next day, creating risk, delays and a backlog of declined payments.',
    solution:
      'Keyline’s carrier-level DTMF masking was switched on for the appeal numbers. Volunteers used a simple browser panel to start a payment and offer a monthly gift; supporters typed card details on their keypad. Regular gifts were stored as tokens with the correct stored-credential flags and Gift Aid declarations captured with the reference.',
    results: [
      {
        label: 'Donations taken in real time instead of keyed next day',
        value: 100,
        baseline: 0,
        unit: 'percent',
        direction: 'increase',
        period: 'appeal night',
      },
      {
        label: 'Callers converting to a monthly gift',
        value: 23,
        baseline: 14,
        unit: 'percent',
        direction: 'increase',
        period: 'appeal night vs previous year',
      },
      { label: 'Declined first payments', value: 38, unit: 'percent', direction: 'decrease', period: 'appeal night vs previous year' },
    ],
    quote: {
      text: 'Volunteers could focus on thanking people, not on writing down sixteen digits correctly.',
      name: 'Daniel Osei',
      role: 'Director of Supporter Care, Heartwell',
    },
    products: ['keypad-payments', 'recurring-payments', 'dtmf-suppression'],
    cover: 'contact-centre',
    publishedAt: '2024-12-10T09:00:00Z',
    updatedAt: '2026-12-04T09:00:00Z',
  },
  {
    slug: 'water-utility-automated-arrears-payments',
    title: 'Riverbrook Water moves routine arrears payments to 24/7 self-service',
    customer: 'Riverbrook Water',
    industry: 'utilities',
    summary:
      'A payment IVR, payment chase and pay by bank took a third of payment calls out of agent queues and saved £148,000 in card fees and agent time in the first year.',
    challenge:
      'Riverbrook Water supplies water and wastewater services to 1.2 million households. Payment calls made up 28% of its customer service line’s volume, peaking after bill runs. Most were routine: a known account, a known balance. Evening and weekend callers reached voicemail, and card fees on large arrears payments were rising.',
    solution:
      'Keyline’s hosted payment IVR identifies the account, reads the balance from the billing system and takes card or pay-by-bank payments at any hour. Payment chase sends SMS reminders with a secure link before accounts escalate. Callers who need help are transferred to an agent with context, where DTMF masking protects the payment.',
    results: [
      { label: 'Payment calls contained in self-service', value: 34, unit: 'percent', direction: 'increase', period: 'first 6 months' },
      { label: 'Arrears payments made by pay by bank', value: 19, baseline: 0, unit: 'percent', direction: 'increase', period: 'first 6 months' },
      { label: 'Annual saving in card fees and agent time', value: 148000, unit: 'gbp', direction: 'decrease', period: 'first year' },
    ],
    quote: {
      text: 'Evening and weekend callers used to reach voicemail. Now a third of payment calls never need an agent, and the callers who do want one reach someone with time to help.',
      name: 'Gareth Pryce',
      role: 'Head of Customer Service, Riverbrook Water',
    },
    products: ['ivr-payments', 'automated-payments', 'payment-chase', 'pay-by-bank'],
    cover: 'schedule',
    publishedAt: '2025-03-25T09:00:00Z',
    updatedAt: '2026-12-04T09:00:00Z',
  },
  {
    slug: 'motor-insurer-claims-excess-payments',
    title: 'Harbourside Insurance cuts the wait for a claims excess from three days to six hours',
    customer: 'Harbourside Insurance',
    industry: 'insurance',
    summary:
      'Agent-assisted capture and SMS payment links cut the median wait for a claims excess from 72 hours to 6 hours, and every claims call is now recorded end to end.',
    challenge:
      'At Harbourside Insurance, a UK motor and home insurer, claims handlers needed to collect excess payments but were not permitted to take card details, so customers were transferred to a separate payments team or sent a letter. Repairs waited on payment, and recordings of claims calls were paused and incomplete.',
    solution:
      'Claims handlers now offer to take the excess during the claims call, using a Keyline panel in the claims system. Customers without their card to hand, or whose excess falls due when the repair is booked, receive a payment link by SMS instead, which is why the median is measured in hours rather than minutes. Recordings run uninterrupted, and payments reconcile to the claim reference automatically.',
    results: [
      { label: 'Median time from first notification to excess paid', value: 6, baseline: 72, unit: 'hours', direction: 'decrease', period: 'first quarter' },
      { label: 'Transfers to the payments team', value: 91, unit: 'percent', direction: 'decrease', period: 'first quarter' },
      { label: 'Claims calls recorded end to end', value: 100, baseline: 64, unit: 'percent', direction: 'increase', period: 'first quarter' },
    ],
    quote: {
      text: 'Customers used to wait days for a letter or a call back from the payments team before their repair could start. Now the handler takes the excess or sends the link while the claim is open, and the recording runs the whole way through.',
      name: 'Tom Ellery',
      role: 'Claims Operations Manager, Harbourside Insurance',
    },
    products: ['agent-assisted-payments', 'payment-links', 'channel-separation'],
    cover: 'call-recording',
    publishedAt: '2025-05-20T09:00:00Z',
    updatedAt: '2026-12-04T09:00:00Z',
  },
  {
    slug: 'university-tuition-and-accommodation-payments',
    title: 'The University of Eastmoor brings tuition, accommodation and event payments onto one secure platform',
    customer: 'University of Eastmoor',
    industry: 'education',
    summary:
      'Phone, link and video-meeting payments replaced five card processes, and 71% of international deposits now arrive within 48 hours of the offer call, up from 44%.',
    challenge:
      'At the University of Eastmoor, with 28,000 students, finance, accommodation, the international office and events each took card payments their own way: a virtual terminal, card forms by e-mail, and card numbers read out in video calls with overseas applicants. The university could not say with confidence which systems held card data.',
    solution:
      'Keyline now provides agent-assisted phone payments for finance and accommodation, payment links for deposits and event tickets, and video-meeting payments for international admissions calls. Every payment carries the student number and reconciles into the finance system through one report.',
    results: [
      { label: 'Separate card-payment processes', value: 1, baseline: 5, unit: 'count', direction: 'decrease', period: 'after rollout' },
      {
        label: 'International deposits paid within 48 hours of offer call',
        value: 71,
        baseline: 44,
        unit: 'percent',
        direction: 'increase',
        period: 'first intake',
      },
      { label: 'Reconciliation effort in the finance team', value: 12, unit: 'hours', direction: 'decrease', period: 'per month' },
    ],
    quote: {
      text: 'We could not say which of our systems held card numbers. Now the answer is none of them, and finance reconciles every payment from one report.',
      name: 'Dr Anjali Mehta',
      role: 'Director of Finance, University of Eastmoor',
    },
    products: ['agent-assisted-payments', 'payment-links', 'video-meeting-payments', 'reporting-and-reconciliation'],
    cover: 'payment-page',
    publishedAt: '2025-07-15T09:00:00Z',
    updatedAt: '2026-12-04T09:00:00Z',
  },
  {
    slug: 'outsourced-contact-centre-multi-client-compliance',
    title: 'Clearpoint Contact Services offers secure payments to every client from one platform',
    customer: 'Clearpoint Contact Services',
    industry: 'contact-centers',
    summary:
      'Network-level masking and multi-gateway routing cut the time to launch a client’s payment line from 35 days to 4 days, with all 2,400 seats out of PCI DSS scope.',
    challenge:
      'Clearpoint, a UK business process outsourcer with 2,400 seats, runs payment lines for retail, utility and travel clients, each with its own gateway and compliance expectations. Every new client meant weeks of integration, and the outsourcer’s own estate was in scope for several clients’ assessments at once.',
    solution:
      'Keyline masks DTMF in the carrier network for every client number. Each client’s payments route to its own gateway and merchant account; agents use one panel whatever the client. Clients receive Keyline’s Attestation of Compliance and a responsibility matrix for their own assessments.',
    results: [
      { label: 'Time to launch a new client payment line', value: 4, baseline: 35, unit: 'days', direction: 'decrease', period: 'average of last 8 launches' },
      { label: 'Seats in PCI DSS scope', value: 0, baseline: 2400, unit: 'count', direction: 'decrease', period: 'at go-live' },
      { label: 'Payment authorisation rate', value: 2.8, unit: 'points', direction: 'increase', period: 'first 6 months' },
    ],
    quote: {
      text: 'Secure payments went from a bespoke project to something we switch on in a week.',
      name: 'Marcus Bell',
      role: 'Chief Operating Officer, Clearpoint Contact Services',
    },
    products: ['dtmf-suppression', 'multi-gateway-routing', 'telephony-integration', 'pci-dss-scope-reduction'],
    cover: 'compliance',
    publishedAt: '2025-09-23T09:00:00Z',
    updatedAt: '2026-12-04T09:00:00Z',
  },
];

export const CASE_STUDIES: CaseStudyInput[] = withCovers('case-studies', CASE_STUDIES_WITH_COVER_SUBJECTS);
