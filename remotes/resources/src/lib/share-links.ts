/**
 * Where a reader can share a post: plain links to each network's own share page, so the site
 * loads no third-party script and nothing is told about the reader until they choose to share.
 */
export type ShareService = 'linkedin' | 'x' | 'email';

export interface ShareLink {
  service: ShareService;
  href: string;
}

// encodeURIComponent rather than URLSearchParams: mail programs show a "+" for a space literally.
const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The share links of the page at `url`, its canonical absolute address, titled `title`. */
export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  return [
    { service: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
    { service: 'x', href: `https://x.com/intent/post?${query({ url, text: title })}` },
    { service: 'email', href: `mailto:?${query({ subject: title, body: url })}` },
  ];
}
