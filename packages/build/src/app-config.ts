import type { SectionName } from '@site/contracts/sections';
import type { SectionBudgets } from './bundle-report.ts';

/**
 * What an app (the shell or a section remote) tells the preset about itself in `site.config.ts`.
 * A section states its byte budgets (brotli KiB); its build reports against them.
 */
export type SiteAppConfig = { kind: 'host' } | { kind: 'remote'; section: SectionName; budgets: SectionBudgets };

export const defineSiteApp = (config: SiteAppConfig): SiteAppConfig => config;

/** Conventions every app follows, so that a new app needs no webpack of its own. */
export const APP_FILES = {
  entry: './src/index.ts',
  /** The host's first script (see landing-script-plugin.ts). */
  landing: './src/landing.ts',
  htmlTemplate: './src/index.html',
  favicon: './src/favicon.svg',
  exposedRoutes: './src/routes.ts',
  routeTable: './src/route-table.ts',
  /** A section's files for visitors to download, made at build time (see section-downloads.ts). */
  downloads: './src/downloads/index.ts',
} as const;
