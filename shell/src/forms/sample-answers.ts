import type { LeadForm } from '@site/contracts/lead-forms';
import type { FormValues } from './field-spec.ts';

/**
 * A complete, valid fill of each form, as a visitor would type it: used by the unit tests and the
 * end-to-end journeys, so both exercise the same realistic answers.
 */
export const SAMPLE_ANSWERS: { readonly [Form in LeadForm]: FormValues } = {
  contact: {
    name: 'Priya Raman',
    email: 'priya.raman@northbank-insurance.example',
    company: 'Northbank Insurance',
    phone: '020 7946 0321',
    message: 'We take renewal payments over the phone in two contact centres and want to remove call recordings from PCI DSS scope.',
    marketingOptIn: true,
  },
  'book-demo': {
    name: 'Tom Fairweather',
    email: 'tom.fairweather@harbour-housing.example',
    company: 'Harbour Housing Association',
    jobTitle: 'Head of Income',
    phone: '0161 496 0784',
    industry: 'housing-rentals',
    channels: ['phone', 'payment-links'],
    preferredDate: '2031-03-14',
    message: 'Our agents use Microsoft Teams telephony; please show how rent payments would work on it.',
  },
  'contact-sales': {
    name: 'Aisha Okafor',
    email: 'aisha.okafor@brightpath-energy.example',
    company: 'Brightpath Energy',
    jobTitle: 'Customer Operations Director',
    phone: '+44 113 496 0552',
    industry: 'utilities',
    companySize: '1000+',
    message: 'About 40,000 card payments a month across 300 agents; we need a proposal before our PCI DSS assessment in the autumn.',
  },
  trial: {
    name: 'Gareth Lloyd',
    email: 'gareth.lloyd@cymru-college.example',
    company: 'Cymru Further Education College',
    phone: '029 2018 0467',
    companySize: '250-999',
    channels: ['phone', 'web'],
    useCase: 'Course fee payments taken by the admissions team during enrolment week, plus refunds.',
    acceptTerms: true,
  },
  'try-us-out': {
    name: 'Sophie Bennett',
    email: 'sophie.bennett@wayfarer-travel.example',
    phone: '07700 900 415',
    company: 'Wayfarer Travel',
    channel: 'phone',
  },
  'rate-review': {
    name: 'Daniel Hughes',
    email: 'daniel.hughes@greenfield-retail.example',
    company: 'Greenfield Garden Centres',
    phone: '0117 496 0893',
    monthlyCardVolume: '£420,000',
    averageTransactionValue: '38.50',
    currentProvider: 'Example Merchant Services',
  },
};
