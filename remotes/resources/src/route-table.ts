import { DETAIL_ROUTE_PATTERNS } from '@site/contracts/detail-urls';
import { EXTERNAL_LINKS } from '@site/contracts/site-links';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';

const page = (path: string, title: string, description: string, extra: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path,
  title,
  description,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'resource',
  nav: 'resources',
  meta: { priority: 0.7, changefreq: 'monthly' },
  ...extra,
});

/** A page with its own component in `src/pages/<componentPath>.tsx` rather than a content file. */
const pageComponent = (component: string, componentPath: string): Partial<RouteEntryInput> => ({ component, componentPath });

export default defineRouteTable({
  routes: [
    page('/resources', 'Resources', 'Guides, customer stories, videos and integration documentation for teams taking payments securely.', { nav: undefined }),
    page('/resources/blog', 'Blog', 'Practical thinking on PCI DSS, contact-centre security and the future of voice and digital payments.', {
      meta: { priority: 0.7, changefreq: 'weekly' },
      ...pageComponent('BlogListPage', 'blog-list-page'),
    }),
    page(DETAIL_ROUTE_PATTERNS['blog-post'], 'Blog post', 'An article from the Keyline blog on secure payments and compliance.', {
      nav: undefined,
      meta: { template: 'blog-post', priority: 0.6, changefreq: 'yearly' },
      ...pageComponent('BlogPostPage', 'blog-post-page'),
    }),
    page(
      '/resources/case-studies',
      'Case studies',
      'How banks, insurers, charities and contact centres removed card data from their operations, with measured results.',
      pageComponent('CaseStudyListPage', 'case-study-list-page'),
    ),
    page(DETAIL_ROUTE_PATTERNS['case-study'], 'Case study', 'A customer story with the challenge, the solution and the measured results.', {
      nav: undefined,
      meta: { template: 'case-study', priority: 0.6, changefreq: 'yearly' },
      ...pageComponent('CaseStudyPage', 'case-study-page'),
    }),
    page(
      '/resources/videos',
      'Videos',
      'Short demonstrations of secure payment capture on phone, chat, web and video meetings.',
      pageComponent('VideoListPage', 'video-list-page'),
    ),
    page(DETAIL_ROUTE_PATTERNS.video, 'Video', 'A product demonstration or webinar recording from Keyline.', {
      nav: undefined,
      meta: { template: 'video', priority: 0.5, changefreq: 'yearly' },
      ...pageComponent('VideoPage', 'video-page'),
    }),
    page('/resources/integration', 'Integration', 'How Keyline connects to your telephony, CRM, contact-centre platform and payment gateway.'),
    page(
      '/resources/integration/applications',
      'Application integrations',
      'Connect secure payment capture to your CRM, billing and case-management applications through APIs and webhooks.',
      { nav: undefined },
    ),
    page(
      '/resources/integration/telephony-call-flows',
      'Telephony call flows',
      'Reference call flows showing how voice traffic is routed through secure capture for SIP, PSTN and cloud contact centres.',
      { nav: undefined },
    ),
    page(
      '/resources/platform/secureflow',
      'The SecureFlow platform',
      'The cloud platform behind every Keyline product: PCI DSS Level 1 certified, multi-region and built for high availability.',
    ),
    page(
      '/resources/platform/telephony',
      'Telephony platform',
      'Carrier-grade voice infrastructure with DTMF masking, SIP trunking and global points of presence.',
      { nav: undefined },
    ),
    page(
      '/resources/platform/status',
      'Platform status',
      'Live and historical availability of the Keyline platform, with incident reports and maintenance windows.',
      { nav: undefined, meta: { changefreq: 'daily' } },
    ),
    page(
      '/resources/network-telephony-capture/call-recording',
      'Secure call recording',
      'Record every payment call for quality and compliance while card digits are removed before the recording is written.',
    ),
  ],
  redirects: [
    // The support centre's address is a site setting: /go/support always leads to the current one.
    { from: '/resources/support-center', to: '/go/support' },
    { from: '/resources/support', to: '/go/support' },
    { from: '/resources/knowledge-base', to: EXTERNAL_LINKS.knowledgeBase },
  ],
});
