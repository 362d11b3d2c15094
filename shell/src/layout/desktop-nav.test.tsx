import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createBrowserRouter } from '@site/ui/router';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { DesktopNav } from './desktop-nav.tsx';
import { navMenus } from './nav-groups.ts';

const solution = (slug: string, title: string, navSection: string): RouteEntryInput => ({
  path: `/solutions/${slug}`,
  title,
  description: `What ${title} does.`,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'solution',
  nav: 'solutions',
  navSection,
});

const { routes } = defineRouteTable({
  routes: [
    solution('agent-assisted', 'Agent-assisted payments', 'Phone and contact centre'),
    solution('dtmf-suppression', 'DTMF suppression', 'Phone and contact centre'),
    solution('keypad-payments', 'Keypad payments', 'Phone and contact centre'),
    solution('secure-payment-links', 'Secure payment links', 'Links, chat and web'),
    solution('advanced-payment-links', 'Advanced payment links', 'Links, chat and web'),
    solution('pay-by-bank', 'Pay by bank', 'Bank payments'),
    { ...solution('banking', 'Banking', 'unused'), path: '/industries/banking', nav: 'industries', navSection: undefined },
  ],
});

function renderNav() {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ path: '*', element: <DesktopNav menus={navMenus(routes)} /> }]);
  render(<RouterProvider router={router} />);
  const panel = document.getElementById('menu-solutions');
  if (!panel) throw new Error('no Solutions panel');
  return { panel, button: screen.getByRole('button', { name: 'Solutions' }) };
}

const link = (name: string) => screen.getByRole('link', { name });
const focused = () => document.activeElement?.getAttribute('href');

/** Presses `key` where focus is; true when the menu kept it (the page does not scroll). */
const press = (key: string, init: KeyboardEventInit = {}) => !fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

/** happy-dom has no popovers: this one reports itself open, as a browser does once its button was pressed. */
const showOpen = (panel: HTMLElement) => {
  const matches = panel.matches.bind(panel);
  panel.matches = ((selector: string) => selector === ':popover-open' || matches(selector)) as typeof panel.matches;
};

afterEach(cleanup);

describe('an open desktop menu', () => {
  it('lists each page under its group heading, the description as the link’s description', () => {
    const { panel } = renderNav();
    const bank = within(panel).getByRole('region', { name: 'Bank payments' });
    const payByBank = within(bank).getByRole('link', { name: 'Pay by bank' });
    expect(payByBank.getAttribute('href')).toBe('/solutions/pay-by-bank');
    expect(document.getElementById(payByBank.getAttribute('aria-describedby') ?? '')?.textContent).toBe('What Pay by bank does.');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Phone and contact centre', 'Links, chat and web', 'Bank payments']);
  });

  it('moves focus down and up through its links in reading order, wrapping at both ends', () => {
    renderNav();
    link('Solutions overview').focus();
    expect(press('ArrowDown')).toBe(true);
    expect(focused()).toBe('/solutions/agent-assisted');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(focused()).toBe('/solutions/secure-payment-links');
    press('ArrowUp');
    expect(focused()).toBe('/solutions/keypad-payments');
    link('Pay by bank').focus();
    press('ArrowDown');
    expect(focused()).toBe('/solutions');
    press('ArrowUp');
    expect(focused()).toBe('/solutions/pay-by-bank');
  });

  it('goes to the first and last link with Home and End', () => {
    renderNav();
    link('DTMF suppression').focus();
    expect(press('End')).toBe(true);
    expect(focused()).toBe('/solutions/pay-by-bank');
    expect(press('Home')).toBe(true);
    expect(focused()).toBe('/solutions');
  });

  it('moves between groups (columns) with Left and Right, keeping the row where it can', () => {
    renderNav();
    link('Solutions overview').focus();
    press('ArrowRight');
    expect(focused()).toBe('/solutions/agent-assisted');
    link('Keypad payments').focus();
    press('ArrowRight');
    expect(focused()).toBe('/solutions/advanced-payment-links');
    press('ArrowRight');
    expect(focused()).toBe('/solutions/pay-by-bank');
    press('ArrowRight');
    expect(focused()).toBe('/solutions');
    press('ArrowLeft');
    expect(focused()).toBe('/solutions/pay-by-bank');
    press('ArrowLeft');
    expect(focused()).toBe('/solutions/secure-payment-links');
  });

  it('leaves Tab, Escape, Enter and modified arrows to the browser', () => {
    renderNav();
    link('DTMF suppression').focus();
    for (const key of ['Tab', 'Escape', 'Enter']) expect(press(key)).toBe(false);
    expect(press('ArrowDown', { altKey: true })).toBe(false);
    expect(press('End', { ctrlKey: true })).toBe(false);
    expect(focused()).toBe('/solutions/dtmf-suppression');
  });
});

describe('a menu button', () => {
  it('sends Down and Up to the first and last link of its open menu', () => {
    const { panel, button } = renderNav();
    showOpen(panel);
    button.focus();
    expect(press('ArrowDown')).toBe(true);
    expect(focused()).toBe('/solutions');
    button.focus();
    expect(press('ArrowUp')).toBe(true);
    expect(focused()).toBe('/solutions/pay-by-bank');
  });

  it('leaves the arrows to the page while its menu is closed', () => {
    const { button } = renderNav();
    button.focus();
    expect(press('ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});
