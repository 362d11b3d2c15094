/**
 * What the public site shows that the team changes without a release: contact numbers and
 * e-mail, the support and platform-login addresses, and the tag manager container. Stored in the
 * database (seeded from the defaults below), edited by an ADMIN at /admin/settings, and handed to
 * every page with its HTML, so the shell renders them at once and prerendered pages carry them.
 */
import { z } from 'zod/mini';
import { COMPANY, EXTERNAL_LINKS } from './site-links.ts';

const https = z.string().check(z.maxLength(300), z.regex(/^https:\/\/[^\s<>"]+$/, 'an https address'));

export const sitePhoneSchema = z.strictObject({
  label: z.string().check(z.trim(), z.minLength(1, 'Name the line (e.g. UK sales)'), z.maxLength(40)),
  display: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,25}$/, 'a phone number, e.g. +44 20 3987 4410')),
});

export const siteSettingsSchema = z.strictObject({
  phones: z.array(sitePhoneSchema).check(z.minLength(1, 'At least one number'), z.maxLength(4)),
  email: z.string().check(z.trim(), z.maxLength(254), z.email('an e-mail address')),
  supportUrl: https,
  loginUrl: https,
  /** Google Tag Manager container (GTM-…), or empty for none. */
  tagManagerId: z.string().check(z.regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'a container id like GTM-ABC1234, or empty')),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

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

export const siteSettingsResponseSchema = z.strictObject({ settings: siteSettingsSchema, updatedBy: z.nullable(z.string()), updatedAt: z.nullable(z.string()) });
