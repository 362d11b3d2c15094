import { COMPANY } from '@site/contracts/site-links';

/** The design tokens' values, inlined: this screen may be drawn when nothing else could load. */
const INK = '#14213d';
const MUTED = '#4a5568';
const BRAND = '#0b5cad';
const SURFACE_ALT = '#f5f7fa';
const BORDER = '#d5dce6';

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text: string, css = ''): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.textContent = text;
  node.style.cssText = css;
  return node;
}

/**
 * "React Mounting Error": drawn with plain DOM because React itself may be what failed. It says
 * what happened in plain words, offers the one action that usually fixes it, and keeps the
 * error's message and stack behind a disclosure for support. Text goes in through textContent,
 * never as markup.
 */
export function renderMountingError(root: HTMLElement | null, error: unknown): void {
  console.error('[shell] the application could not start', error);
  if (!root) return;
  const err = error instanceof Error ? error : new Error(String(error));
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  section.dataset.testid = 'mounting-error';
  section.style.cssText = `box-sizing:border-box;width:calc(100% - 2rem);max-width:40rem;margin:4rem auto;padding:2rem 1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:${INK};border:1px solid ${BORDER};border-radius:16px;background:#fff`;

  const brand = element('p', COMPANY.name, `margin:0 0 1rem;font-weight:700;color:${BRAND}`);
  const title = element('h1', 'React Mounting Error', 'margin:0 0 0.75rem;font-size:1.75rem;line-height:1.2');
  const [phone] = COMPANY.phones;
  const explanation = element(
    'p',
    `The site could not start in this browser. It is usually a brief network problem or an update being rolled out, and reloading the page fixes it. If it keeps happening, call us on ${phone.display} or email ${COMPANY.email}.`,
    'margin:0 0 1.5rem',
  );
  const button = element(
    'button',
    'Reload Page',
    `min-height:44px;padding:0 1.5rem;font:inherit;font-weight:600;cursor:pointer;color:#fff;background:${BRAND};border:0;border-radius:8px`,
  );
  button.type = 'button';
  button.addEventListener('click', () => window.location.reload());

  const details = element('details', '', `margin-top:2rem;color:${MUTED};font-size:0.9375rem`);
  const summary = element('summary', 'Technical details for support', 'cursor:pointer;font-weight:600');
  const message = element('p', err.message, 'margin:0.75rem 0 0.5rem;overflow-wrap:anywhere');
  const stack = element(
    'pre',
    err.stack ?? '',
    `white-space:pre-wrap;overflow-wrap:anywhere;background:${SURFACE_ALT};padding:1rem;border-radius:8px;font-size:0.8125rem;margin:0`,
  );
  details.append(summary, message, stack);

  section.append(brand, title, explanation, button, details);
  root.replaceChildren(section);
}
