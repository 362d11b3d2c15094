import { INTEGRATIONS_DIRECTORY_PATH } from '@site/contracts/integrations';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { integrationRoutes } from './integrations/integration-routes.ts';

const page = (path: string, title: string, description: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title,
  description,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'partner',
  nav: 'partners',
  meta: { priority: 0.7, changefreq: 'monthly' },
  ...extra,
});

/** Landing pages aimed at named third parties; their real paths are not published, so these are generic. */
const landing = (slug: string, title: string, description: string): RouteEntryInput =>
  page(`/partners-${slug}`, title, description, { category: 'landing', nav: undefined, meta: { priority: 0.8, changefreq: 'monthly' } });

export default defineRouteTable({
  routes: [
    page(
      '/partners',
      'Partner with Keyline',
      'Grow revenue by adding PCI DSS Level 1 secure payment capture to your telephony, integration or payments offering.',
      { nav: undefined },
    ),
    page(
      '/partners/system-integrators',
      'System integrators',
      'Deliver compliant payment journeys for contact-centre clients with certified integrations and partner support.',
    ),
    page(
      '/partners/payment-facilitators',
      'Payment facilitators',
      'Offer sub-merchants secure phone and digital payment capture with onboarding, reporting and revenue share.',
    ),
    page(
      '/partners/telephony-service-operators',
      'Telephony service operators',
      'Add secure payments to your voice network as a value-added service your business customers will pay for.',
    ),
    page(
      '/partners/telephony-service-operators/mobile',
      'Mobile network operators',
      'Offer in-call secure payments to enterprise customers on your mobile network with no handset changes.',
      { nav: undefined },
    ),
    page(
      '/partners/telephony-service-operators/fixed-line-voip',
      'Fixed-line and VoIP operators',
      'Protect card payments on SIP trunks and hosted voice by routing payment calls through secure capture in your core.',
      { nav: undefined },
    ),
    page(
      '/partners/integration-telephony',
      'Telephony integration partners',
      'Certified connectors for leading cloud contact-centre and unified-communications platforms.',
    ),
    page(
      '/partners/payment-gateways',
      'Payment gateways',
      'Connect your gateway once and let every Keyline customer take secure payments through it on every channel.',
    ),
    page(
      INTEGRATIONS_DIRECTORY_PATH,
      'Integrations directory',
      'Every payment gateway, acquirer, PSP and telephony or contact-centre platform Keyline works with: connection, channels, tokenisation and regions.',
      { component: 'IntegrationsDirectory', componentPath: 'integrations-directory', meta: { priority: 0.8, changefreq: 'monthly' } },
    ),
    page(
      '/partners/payment-gateways/integration',
      'Gateway integration',
      'The technical route to becoming a Keyline gateway: API, tokenisation, testing and certification.',
      { nav: undefined },
    ),
    page(
      '/partners/payment-gateways/onnet-gateway-partners',
      'On-net gateway partners',
      'Gateways fully integrated with the Keyline platform, available to customers with no extra development.',
      { nav: undefined },
    ),
    page(
      '/partners/payment-gateways/offnet-gateway-partners',
      'Off-net gateway partners',
      'Gateways reached through tokenised card relay, for customers who keep an existing acquiring relationship.',
      { nav: undefined },
    ),
    landing(
      'card-acquirers',
      'Secure capture for card acquirers',
      'Give your merchants PCI DSS-compliant phone and chat payments that settle through your acquiring platform.',
    ),
    landing(
      'payment-service-providers',
      'Secure capture for payment service providers',
      'Extend your PSP offer to contact centres with descoped voice, chat and link payments.',
    ),
    landing(
      'high-street-banks',
      'Secure capture for high-street banks',
      'Offer business banking customers compliant telephone payment taking as part of their merchant package.',
    ),
    landing(
      'challenger-banks',
      'Secure capture for challenger banks',
      'Bring secure card-not-present payments to your SME customers through an API-first partnership.',
    ),
    landing(
      'cloud-contact-centres',
      'Secure capture for cloud contact centres',
      'Add a certified payment capability to your cloud contact-centre platform without taking on PCI DSS scope.',
    ),
    landing('ucaas-platforms', 'Secure capture for UCaaS platforms', 'Let every user on your unified-communications platform take a secure payment mid-call.'),
    landing('crm-platforms', 'Secure capture for CRM platforms', 'Trigger secure payments from CRM records and write back tokenised results automatically.'),
    landing(
      'telephony-carriers',
      'Secure capture for telephony carriers',
      'Monetise your voice network with a compliant payment service delivered from within your infrastructure.',
    ),
    landing(
      'merchant-acquirers',
      'Secure capture for merchant acquirers',
      'Win and keep contact-centre merchants by bundling secure capture with your acquiring.',
    ),
    landing(
      'independent-sales-organisations',
      'Secure capture for independent sales organisations',
      'Sell a differentiated, compliant payment product to your merchant portfolio with recurring commission.',
    ),
    landing(
      'payment-orchestration',
      'Secure capture for payment orchestration platforms',
      'Route securely captured card data to any processor your merchants use, from one integration.',
    ),
    page('/partners-setup', 'Partner setup', 'Set up your partner account: technical contacts, sandbox access, certification steps and launch checklist.', {
      category: 'landing',
      nav: undefined,
      seoEnabled: false,
    }),
    page(
      '/gateways/hosted-gateway-integration',
      'Hosted gateway integration',
      'Connect a hosted payment gateway to Keyline secure capture with redirect or iframe flows and tokenised results.',
      { nav: undefined },
    ),
    page(
      '/gateways/direct-api-gateway-integration',
      'Direct API gateway integration',
      'Integrate a gateway by server-to-server API so securely captured cards are authorised without leaving the vault.',
      { nav: undefined },
    ),
    ...integrationRoutes(),
  ],
  redirects: [
    { from: '/partners/payment-gateways/on-net', to: '/partners/payment-gateways/onnet-gateway-partners' },
    { from: '/partners/payment-gateways/off-net', to: '/partners/payment-gateways/offnet-gateway-partners' },
  ],
});
