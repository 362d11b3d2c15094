import { SITE_VISUALS, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import { aiCallSync, bankDetailsCapture, bankTransfer, callRecording, paymentReminders, recurringSchedule, separateChannels } from './flow-scenes.ts';
import {
  clickToPayCheckout,
  hostedFields,
  ivrAnyHour,
  keypadEntry,
  outboundCall,
  paymentLinkSms,
  videoMeetingPayment,
  webChatPayment,
} from './channel-scenes.ts';
import {
  appealNight,
  bankCollections,
  clientAccountPayment,
  donation,
  industrySectors,
  insuranceClaimCall,
  patientBill,
  rentPayment,
  retailOrder,
  travelBooking,
  tuitionFees,
  utilityBill,
} from './industry-scenes.ts';
import {
  acquirerSettlement,
  businessBankingApp,
  carrierNetwork,
  crmRecord,
  gatewayConnector,
  integrationChecklist,
  integratorProject,
  partnerProgramme,
  platformConnector,
  subMerchants,
  tokenRelay,
} from './partner-scenes.ts';
import { TEXT, backdrop, badge, box, c, connector, label, shield, tick } from './scene-kit.ts';
import { svgDocument } from './svg.ts';

/**
 * Illustrations and scenes: every hero picture that is neither a call-flow diagram nor a product
 * screen. The general ones are here (platforms Keyline connects to, policies, the library, a
 * request received); the scenes for channel, flow, industry and partner pages are in their own
 * files. Flat shapes in the brand palette, one idea each, labels few and short.
 */
export type IllustrationName = SiteVisualNameOf<'illustrations'>;

/** Keyline at the centre of the platforms it connects to. */
function connectedPlatforms(): string {
  const tiles: [number, number, string, string][] = [
    [20, 40, 'Telephony', c.brand],
    [360, 40, 'Contact centre', c.accent],
    [20, 304, 'CRM', c.borderStrong],
    [360, 304, 'Gateways', c.brandStrong],
  ];
  return (
    backdrop() +
    tiles
      .map(([x, y]) =>
        connector(
          [
            [300, 200],
            [x + 110, y + 28],
          ],
          c.brand,
          { dashed: true },
        ),
      )
      .join('') +
    `<circle cx="300" cy="200" r="72" fill="${c.surface}" stroke="${c.brand}" stroke-width="4"/>` +
    shield(300, 204, 84) +
    tiles
      .map(
        ([x, y, name, accent]) =>
          box(x, y, 220, 56, c.surface, { rx: 14, stroke: c.border }) +
          box(x + 14, y + 16, 24, 24, accent, { rx: 6 }) +
          label(name, x + 48, y + 28, { weight: 600 }),
      )
      .join('')
  );
}

const nextStep = (y: number, text: string, done: boolean) =>
  (done ? tick(236, y, 16) : `<circle cx="236" cy="${y}" r="15" fill="${c.surface}" stroke="${c.borderStrong}" stroke-width="2"/>`) +
  label(text, 266, y, { size: TEXT.body, fill: done ? c.text : c.muted });

/** A request received: what happens next, in the order the thank-you page sets out. */
function requestReceived(): string {
  return (
    backdrop() +
    badge('mail', 110, 170, 62, 'brand') +
    tick(152, 128, 20) +
    box(206, 60, 370, 280, c.surface, { rx: 18, stroke: c.border }) +
    label('Message received', 232, 104, { size: TEXT.body, weight: 700 }) +
    nextStep(170, 'Read by a specialist', true) +
    nextStep(230, 'A personal reply', false) +
    nextStep(290, 'A call at your pace', false)
  );
}

/** The two drawings without words keep their first size, 960 × 640: the same 3 : 2 box as the scenes. */
const WIDTH = 960;
const HEIGHT = 640;

function policyDocuments(): string {
  const page = (x: number, y: number, rotate: number, fill: string) =>
    `<g transform="rotate(${rotate} ${x + 150} ${y + 200})"><rect x="${x}" y="${y}" width="300" height="400" rx="14" fill="${fill}" stroke="${c.border}" stroke-width="2"/>` +
    Array.from(
      { length: 7 },
      (_, line) => `<rect x="${x + 36}" y="${y + 70 + line * 38}" width="${line % 3 === 2 ? 150 : 228}" height="12" rx="6" fill="${c.border}"/>`,
    ).join('') +
    '</g>';
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${c.surfaceAlt}"/>` +
    `<circle cx="780" cy="140" r="90" fill="${c.accentSoft}"/><circle cx="150" cy="520" r="70" fill="${c.brandSoft}"/>` +
    page(290, 130, -8, c.surfaceAlt) +
    page(330, 110, 4, c.surface) +
    page(330, 110, 0, c.surface) +
    `<rect x="366" y="150" width="150" height="20" rx="10" fill="${c.brand}"/>` +
    `<circle cx="640" cy="470" r="84" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>` +
    shield(640, 474, 104)
  );
}

const libraryCard = (x: number, y: number, body: string) =>
  `<rect x="${x}" y="${y}" width="250" height="300" rx="16" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>${body}`;

function resourceLibrary(): string {
  const article = libraryCard(
    70,
    190,
    `<rect x="70" y="190" width="250" height="120" rx="16" fill="${c.brandSoft}"/>` +
      Array.from(
        { length: 5 },
        (_, line) => `<rect x="98" y="${336 + line * 26}" width="${line === 4 ? 110 : 194}" height="10" rx="5" fill="${c.border}"/>`,
      ).join(''),
  );
  const video = libraryCard(
    355,
    130,
    `<rect x="355" y="130" width="250" height="170" rx="16" fill="${c.ink}"/>` +
      `<circle cx="480" cy="215" r="38" fill="${c.inkText}"/><path d="M468 195v40l32-20z" fill="${c.ink}"/>` +
      `<rect x="383" y="330" width="194" height="12" rx="6" fill="${c.border}"/><rect x="383" y="358" width="150" height="12" rx="6" fill="${c.border}"/>`,
  );
  const chart = libraryCard(
    640,
    190,
    [90, 150, 120, 200]
      .map((height, bar) => `<rect x="${676 + bar * 46}" y="${430 - height}" width="30" height="${height}" rx="6" fill="${bar === 3 ? c.accent : c.brand}"/>`)
      .join('') + `<rect x="668" y="438" width="194" height="4" rx="2" fill="${c.borderStrong}"/>`,
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${c.surfaceAlt}"/>${article}${video}${chart}`;
}

const DRAW: Record<IllustrationName, () => string> = {
  'connected-platforms': connectedPlatforms,
  'policy-documents': policyDocuments,
  'resource-library': resourceLibrary,
  'request-received': requestReceived,
  'keypad-entry': keypadEntry,
  'ivr-any-hour': ivrAnyHour,
  'outbound-call': outboundCall,
  'payment-link-sms': paymentLinkSms,
  'web-chat-payment': webChatPayment,
  'video-meeting-payment': videoMeetingPayment,
  'click-to-pay-checkout': clickToPayCheckout,
  'hosted-fields': hostedFields,
  'recurring-schedule': recurringSchedule,
  'payment-reminders': paymentReminders,
  'bank-transfer': bankTransfer,
  'bank-details-capture': bankDetailsCapture,
  'ai-call-sync': aiCallSync,
  'call-recording': callRecording,
  'separate-channels': separateChannels,
  'industry-sectors': industrySectors,
  'bank-collections': bankCollections,
  'insurance-claim-call': insuranceClaimCall,
  'retail-order': retailOrder,
  'patient-bill': patientBill,
  'travel-booking': travelBooking,
  'utility-bill': utilityBill,
  'rent-payment': rentPayment,
  'client-account-payment': clientAccountPayment,
  donation: donation,
  'tuition-fees': tuitionFees,
  'appeal-night': appealNight,
  'partner-programme': partnerProgramme,
  'integrator-project': integratorProject,
  'integration-checklist': integrationChecklist,
  'sub-merchants': subMerchants,
  'carrier-network': carrierNetwork,
  'platform-connector': platformConnector,
  'crm-record': crmRecord,
  'gateway-connector': gatewayConnector,
  'token-relay': tokenRelay,
  'business-banking-app': businessBankingApp,
  'acquirer-settlement': acquirerSettlement,
};

export function renderIllustration(name: IllustrationName): string {
  const { width, height, alt } = SITE_VISUALS[name];
  return svgDocument({ width, height, title: alt, body: DRAW[name]() });
}
