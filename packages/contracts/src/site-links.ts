/**
 * Contact details and external destinations, in one place for the header, footer, redirects and
 * search. The platform login is where a site starts; a deployment names its own (the site server's
 * PLATFORM_LOGIN_URL) and an ADMIN may change it in the settings.
 */
export const COMPANY = {
  name: 'Keyline Secure Payments',
  shortName: 'Keyline',
  phones: [
    { label: 'UK sales', display: '+44 20 3987 4410', href: 'tel:+442039874410' },
    { label: 'US sales', display: '+1 646 555 0172', href: 'tel:+16465550172' },
  ],
  email: 'hello@keyline.example',
  /** Where security researchers report vulnerabilities (published in /.well-known/security.txt). */
  securityEmail: 'security@keyline.example',
} as const;

export const EXTERNAL_LINKS = {
  platformLogin: 'https://accounts.keyline.example/login' as string,
  supportCenter: 'https://support.keyline.example/',
  knowledgeBase: 'https://support.keyline.example/knowledge-base',
  apiDocs: '/api/docs',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/keyline-secure-payments' },
    { label: 'YouTube', href: 'https://www.youtube.com/@keylinesecurepayments' },
    { label: 'X', href: 'https://x.com/keylinepay' },
  ],
} as const;

/** True for links that leave the site (they open in a new tab with rel="noopener noreferrer"). */
export const isExternalUrl = (href: string): boolean => /^https?:\/\//.test(href);

/**
 * True for destinations the page router cannot show: other sites, and the server's own pages
 * (the JSON API and its documentation, the HTML sitemap, the /go/ redirects to settings' addresses). Links to them are plain anchors.
 */
export const leavesPageRouter = (href: string): boolean => isExternalUrl(href) || href.startsWith('/api/') || href.startsWith('/go/') || href.endsWith('.html');
