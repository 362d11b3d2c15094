import { FACTS } from '@site/contracts/company-facts';
import { EXTERNAL_LINKS } from '@site/contracts/site-links';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';

const core = (path: string, title: string, description: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title,
  description,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'core',
  meta: { priority: 0.9, changefreq: 'monthly' },
  ...extra,
});

const landing = (path: string, title: string, description: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput =>
  core(path, title, description, { category: 'landing', meta: { priority: 0.8, changefreq: 'monthly' }, ...extra });

/** Pages built around one of the lead forms of `@site/contracts/lead-forms`. */
const LEAD_FORM = { component: 'LeadFormPage', componentPath: 'lead-form-page' } as const;

/** The pages the shell owns itself (core and landing) and the site-wide redirects. */
export default defineRouteTable({
  routes: [
    core(
      '/',
      'Secure card payments for every channel',
      'Take card and bank payments by phone, chat, web and bank transfer while sensitive data never touches your agents, systems or recordings.',
      {
        component: 'HomePage',
        componentPath: 'home-page',
        meta: { priority: 1, changefreq: 'weekly' },
      },
    ),
    core(
      '/about',
      'About Keyline',
      'We help organisations take payments securely on every channel, as a PCI DSS Level 1 service provider trusted by banks, insurers and charities.',
      { nav: 'company' },
    ),
    core('/features', 'Features', 'Every capability of the Keyline platform, from DTMF masking and payment links to tokenisation and reporting.', {
      nav: 'company',
      component: 'FeaturesPage',
      componentPath: 'features-page',
    }),
    core('/contact', 'Contact us', 'Talk to a secure-payments specialist about your channels, volumes and compliance goals.', { nav: 'company', ...LEAD_FORM }),
    core(
      '/book-demo',
      'Book a demo',
      `See secure payment capture working on your own call flows in a ${FACTS.demoMinutes}-minute live demonstration.`,
      LEAD_FORM,
    ),
    core(
      '/contact-sales',
      'Contact sales',
      'Get pricing and a tailored proposal for secure payments across your contact centre and digital channels.',
      LEAD_FORM,
    ),
    core('/pricing', 'Pricing', 'Simple per-transaction and per-agent plans, with no set-up fee for standard integrations.', { nav: 'company' }),
    core('/pricing/trialapplication', 'Apply for a free trial', 'Tell us about your organisation to start a 30-day trial of secure payment capture.', {
      seoEnabled: false,
      exclude: true,
      ...LEAD_FORM,
    }),
    core('/thank-you', 'Thank you', 'We have received your message and a specialist will reply within one working day.', {
      meta: { priority: 0.4, changefreq: 'yearly' },
    }),
    core('/integrations', 'Integrations', 'Connect Keyline to the telephony, contact-centre, CRM and payment gateway platforms you already use.', {
      nav: 'company',
    }),
    landing(
      '/tryusout',
      'Try Keyline free',
      'Make a test payment on our secure line and see how agents guide customers without hearing card numbers.',
      LEAD_FORM,
    ),
    landing(
      '/ivr-payment-flow-guide',
      'IVR payment flow guide',
      'A step-by-step guide to designing a payment IVR that customers complete and auditors approve.',
    ),
    landing(
      '/payment-processing-savings-calculator',
      'Payment processing savings calculator',
      'Estimate what you could save each year on card processing and compliance costs with Keyline.',
      {
        component: 'SavingsCalculatorPage',
        componentPath: 'savings-calculator-page',
      },
    ),
    landing(
      '/card-processing-rate-review',
      'Card processing rate review',
      'Send us a statement and we will review your card processing rates for free, showing line by line where your fees can come down.',
      LEAD_FORM,
    ),
    landing(
      '/accept-credit-card-payments-by-phone',
      'Accept credit card payments by phone',
      'Take card payments over the phone securely and compliantly, on the telephony you already have.',
    ),
    landing(
      '/compare-secure-payment-providers',
      'Compare secure payment providers',
      'How Keyline compares with other secure payment capture providers on channels, certification, integrations and cost.',
    ),
    landing(
      '/ai-powered-telephony',
      'AI-powered telephony',
      'Bring AI voice agents and assistants into payment calls without exposing card data to models or transcripts.',
    ),
    landing(
      '/charity-solutions',
      'Payment solutions for charities',
      'Secure donation taking by phone, web and events, with Gift Aid capture and lower processing fees.',
    ),
    landing(
      '/pay-by-bank',
      'Pay by bank: lower-cost payments with open banking',
      'Accept instant account-to-account payments with open banking and cut card fees on large transactions.',
    ),
    core('/html-sitemap.html', 'Sitemap', 'Every page of the Keyline website, grouped by topic.', {
      component: 'SitemapPage',
      componentPath: 'sitemap-page',
      meta: { priority: 0.3, changefreq: 'weekly' },
    }),
    core('/search', 'Search', 'Every page, article, video and feature that matches what you are looking for.', {
      component: 'SearchPage',
      componentPath: 'search-page',
      seoEnabled: false,
      exclude: true,
    }),
    core('/404', 'Page not found', 'The page you asked for does not exist or has moved.', {
      component: 'NotFoundPage',
      componentPath: 'not-found-page',
      seoEnabled: false,
      exclude: true,
    }),
  ],
  redirects: [
    { from: '/request-a-trial', to: '/contact' },
    { from: '/demo-request', to: '/contact' },
    { from: '/schedule-demo', to: '/contact' },
    { from: '/products/secure-virtual-terminal', to: '/solutions/agent-assisted' },
    { from: '/products/agent-capture-assist', to: '/solutions/agent-assisted' },
    { from: '/our-partners', to: '/partners' },
    { from: '/features/pci-compliance-built-in', to: '/legal/pci-dss-compliance' },
    { from: '/pci-compliance', to: '/legal/pci-dss-compliance' },
    { from: '/cookies-policy', to: '/legal/cookie-policy' },
    { from: '/terms', to: '/legal/terms-conditions' },
    { from: '/api-docs', to: EXTERNAL_LINKS.apiDocs },
    { from: '/blog', to: '/resources/blog' },
    // Legacy paths from the previous site.
    // The support centre's address is a site setting: /go/support always leads to the current one.
    { from: '/help', to: '/go/support' },
    { from: '/help-centre', to: '/go/support' },
    { from: '/news', to: '/resources/blog' },
    { from: '/press', to: '/resources/blog' },
    { from: '/resource-centre', to: '/resources' },
    { from: '/partner-programme', to: '/partners' },
  ],
});
