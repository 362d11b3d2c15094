import type { PageViewReport } from '@site/contracts/analytics';
import type { AnalyticsEventInput } from '@site/db/analytics';

/** Text that may be an e-mail address or a token: a campaign value like that is not kept. */
const PERSONAL = /@|%40|[A-Za-z0-9_-]{32,}/;

const campaignValue = (value: string | undefined): string | null => {
  const trimmed = value?.trim().toLowerCase().slice(0, 100);
  return trimmed && !PERSONAL.test(trimmed) ? trimmed : null;
};

/** The host a referrer names, when it is another site's web address (this site's own hosts are not a source). */
export function referringHost(referrer: string | undefined, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return ownHosts.has(url.host.toLowerCase()) || ownHosts.has(url.hostname.toLowerCase()) ? null : host;
}

/**
 * A reported view as stored: where the visit came from only on its entry view (a campaign's source,
 * medium and name, else the referring site's host), lower-cased, and nothing that may be personal.
 */
export function pageViewEvent(report: PageViewReport, visitor: string, ownHosts: ReadonlySet<string>): AnalyticsEventInput {
  const campaignSource = report.entry ? campaignValue(report.campaign?.source) : null;
  const source = report.entry ? (campaignSource ?? referringHost(report.referrer, ownHosts)) : null;
  return {
    kind: 'view',
    visit: report.visit,
    visitor,
    path: report.path,
    section: report.section,
    entry: report.entry,
    source,
    medium: campaignSource ? campaignValue(report.campaign?.medium) : null,
    campaign: campaignSource ? campaignValue(report.campaign?.name) : null,
  };
}
