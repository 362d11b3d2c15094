import { SITE_VISUALS, SITE_VISUAL_NAMES, type SiteVisualNameOf } from '@site/contracts/site-visuals';
import { lightPalette } from '@site/contracts/site-palette';
import { SVG_FONT, escapeXml, textBlock } from './svg.ts';

/**
 * The product as its users see it, drawn with the design system's tokens (colours, radii, type):
 * the agent's payment panel during a call, and the customer's payment page opened from a link.
 * Served as `/images/product/<name>.svg` and used as video scenes.
 */
export type ProductVisualName = SiteVisualNameOf<'product'>;
export const PRODUCT_VISUAL_NAMES = SITE_VISUAL_NAMES.filter((name): name is ProductVisualName => SITE_VISUALS[name].kind === 'product');

const c = lightPalette;

function field(x: number, y: number, width: number, label: string, value: string, state: 'done' | 'typing' | 'empty'): string {
  const border = state === 'typing' ? c.brand : c.border;
  const tick =
    state === 'done'
      ? `<circle cx="${x + width - 28}" cy="${y + 58}" r="14" fill="${c.accent}"/><path d="M${x + width - 35} ${y + 58}l5 5 10-10" fill="none" stroke="${c.onBrand}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
      : '';
  return (
    textBlock([label], x, y + 10, { size: 20, weight: 600, fill: c.text, anchor: 'start' }) +
    `<rect x="${x}" y="${y + 30}" width="${width}" height="56" rx="8" fill="${c.surface}" stroke="${border}" stroke-width="${state === 'typing' ? 3 : 2}"/>` +
    textBlock([value], x + 18, y + 58, { size: 24, fill: state === 'empty' ? c.muted : c.text, anchor: 'start' }) +
    tick
  );
}

function agentPaymentPanel(): string {
  const { width, height } = SITE_VISUALS['agent-payment-panel'];
  return (
    `<rect width="${width}" height="${height}" rx="24" fill="${c.surfaceAlt}"/>` +
    // The agent desktop's window bar.
    `<rect x="32" y="32" width="${width - 64}" height="${height - 64}" rx="16" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>` +
    `<path d="M32 48a16 16 0 0 1 16-16h${width - 96}a16 16 0 0 1 16 16v36H32z" fill="${c.ink}"/>` +
    textBlock(['Secure payment · call in progress 03:12'], 64, 66, { size: 20, weight: 600, fill: c.inkText, anchor: 'start' }) +
    `<circle cx="${width - 72}" cy="66" r="8" fill="${c.accent}"/>` +
    // Amount and reference.
    textBlock(['Amount'], 64, 124, { size: 18, fill: c.muted, anchor: 'start' }) +
    textBlock(['£124.50'], 64, 160, { size: 40, weight: 700, fill: c.text, anchor: 'start' }) +
    textBlock(['Reference'], 360, 124, { size: 18, fill: c.muted, anchor: 'start' }) +
    textBlock(['KL-20931'], 360, 160, { size: 32, weight: 600, fill: c.text, anchor: 'start' }) +
    `<rect x="${width - 252}" y="112" width="188" height="40" rx="20" fill="${c.accentSoft}"/>` +
    textBlock(['PCI DSS Level 1'], width - 158, 132, { size: 18, weight: 600, fill: c.accent }) +
    // The card fields, filled by the caller's keypad.
    field(64, 200, 540, 'Card number', '•••• •••• •••• 5100', 'done') +
    field(64, 310, 250, 'Expiry', '•• / ••', 'done') +
    field(354, 310, 250, 'Security code', '•', 'typing') +
    // Status: what the agent hears.
    `<rect x="640" y="230" width="256" height="166" rx="12" fill="${c.brandSoft}"/>` +
    textBlock(['Caller is typing'], 768, 270, { size: 22, weight: 700, fill: c.brandStrong }) +
    textBlock(['You hear flat tones;', 'digits never reach', 'this screen'], 768, 340, { size: 19, fill: c.text }) +
    `<rect x="64" y="440" width="232" height="64" rx="10" fill="${c.brand}"/>` +
    textBlock(['Take payment'], 180, 472, { size: 24, weight: 700, fill: c.onBrand }) +
    `<rect x="316" y="440" width="188" height="64" rx="10" fill="${c.surface}" stroke="${c.borderStrong}" stroke-width="2"/>` +
    textBlock(['Pay by bank'], 410, 472, { size: 22, weight: 600, fill: c.text }) +
    textBlock(['Luhn check passed · expiry valid · sent straight to the gateway'], 64, 552, { size: 19, fill: c.muted, anchor: 'start' })
  );
}

function customerPaymentPage(): string {
  const { width, height } = SITE_VISUALS['customer-payment-page'];
  const phone = { x: 300, y: 24, width: 360, height: 592 };
  const inner = phone.x + 28;
  return (
    `<rect width="${width}" height="${height}" rx="24" fill="${c.brandSoft}"/>` +
    `<circle cx="140" cy="160" r="90" fill="${c.surface}" fill-opacity="0.6"/><circle cx="830" cy="480" r="120" fill="${c.surface}" fill-opacity="0.6"/>` +
    `<rect x="${phone.x}" y="${phone.y}" width="${phone.width}" height="${phone.height}" rx="40" fill="${c.ink}"/>` +
    `<rect x="${phone.x + 12}" y="${phone.y + 12}" width="${phone.width - 24}" height="${phone.height - 24}" rx="30" fill="${c.surface}"/>` +
    textBlock(['pay.keyline.example'], phone.x + phone.width / 2, 64, { size: 15, fill: c.muted }) +
    textBlock(['Pay Northfield Water'], inner, 110, { size: 22, weight: 700, fill: c.text, anchor: 'start' }) +
    textBlock(['£206.30'], inner, 152, { size: 38, weight: 700, fill: c.text, anchor: 'start' }) +
    textBlock(['Account 40 1187 2231'], inner, 188, { size: 16, fill: c.muted, anchor: 'start' }) +
    textBlock(['Card number'], inner, 228, { size: 16, weight: 600, fill: c.text, anchor: 'start' }) +
    `<rect x="${inner}" y="242" width="304" height="46" rx="8" fill="${c.surface}" stroke="${c.brand}" stroke-width="3"/>` +
    textBlock(['5100 0000 0000 5100'], inner + 14, 265, { size: 19, fill: c.text, anchor: 'start' }) +
    textBlock(['Expiry'], inner, 314, { size: 16, weight: 600, fill: c.text, anchor: 'start' }) +
    `<rect x="${inner}" y="328" width="144" height="46" rx="8" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>` +
    textBlock(['MM / YY'], inner + 14, 351, { size: 19, fill: c.muted, anchor: 'start' }) +
    textBlock(['Security code'], inner + 160, 314, { size: 16, weight: 600, fill: c.text, anchor: 'start' }) +
    `<rect x="${inner + 160}" y="328" width="144" height="46" rx="8" fill="${c.surface}" stroke="${c.border}" stroke-width="2"/>` +
    textBlock(['3 digits'], inner + 174, 351, { size: 19, fill: c.muted, anchor: 'start' }) +
    `<rect x="${inner}" y="404" width="304" height="56" rx="10" fill="${c.brand}"/>` +
    textBlock(['Pay £206.30'], inner + 152, 432, { size: 22, weight: 700, fill: c.onBrand }) +
    `<path d="M${inner + 4} 500h14v12h-14z M${inner + 7} 500v-5a4 4 0 0 1 8 0v5" fill="none" stroke="${c.accent}" stroke-width="2.5"/>` +
    textBlock(['Card details go straight to the', 'payment provider, never to us.'], inner + 28, 514, { size: 15, fill: c.muted, anchor: 'start' }) +
    textBlock(['Secured by Keyline'], phone.x + phone.width / 2, 578, { size: 14, weight: 600, fill: c.brandStrong })
  );
}

const DRAW: Record<ProductVisualName, () => string> = {
  'agent-payment-panel': agentPaymentPanel,
  'customer-payment-page': customerPaymentPage,
};

/** The visual as a standalone SVG document (no script, no external reference). */
export function renderProductVisual(name: ProductVisualName): string {
  const { width, height, alt } = SITE_VISUALS[name];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(SVG_FONT)}" role="img">` +
    `<title>${escapeXml(alt)}</title>${DRAW[name]()}</svg>`
  );
}
