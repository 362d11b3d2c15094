/**
 * What the public site shows that the team changes without a release: contact numbers and
 * e-mail, the support and platform-login addresses, and the tag manager container. Stored in the
 * database (seeded from the defaults below), edited by an ADMIN at /admin/settings, and handed to
 * every page with its HTML, so the shell renders them at once and prerendered pages carry them.
 * The schema that checks them is `./site-settings-schema.ts`, kept apart so that the shell, which
 * only reads what the server already checked, ships no schema library to visitors.
 */
import { COMPANY, EXTERNAL_LINKS } from './site-links.ts';

export interface SiteSettings {
  phones: { label: string; display: string }[];
  email: string;
  supportUrl: string;
  loginUrl: string;
  /** Google Tag Manager container (GTM-…), or empty for none. */
  tagManagerId: string;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  phones: COMPANY.phones.map((phone) => ({ label: phone.label, display: phone.display })),
  email: COMPANY.email,
  supportUrl: EXTERNAL_LINKS.supportCenter,
  loginUrl: EXTERNAL_LINKS.platformLogin,
  tagManagerId: '',
};

/** A phone number as a `tel:` link. */
export const telHref = (display: string): string => `tel:${display.replaceAll(/[^0-9+]/g, '')}`;

/** Where the HTML carries the settings for the shell. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** Site paths that always lead to the current support and login addresses (route-table redirects point here). */
export const SETTINGS_DESTINATIONS = { '/go/support': 'supportUrl', '/go/login': 'loginUrl' } as const;
