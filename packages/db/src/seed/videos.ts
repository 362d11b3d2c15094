/**
 * Seed videos: product explainers, a webinar and a customer story. What each says and shows is
 * scripted in @site/media, which produced the recording, its captions and poster; the record takes
 * its files, real duration and transcript from there, so the page says exactly what is heard.
 */
import { readManifest, recordingFieldsOf } from '@site/media/recordings';
import type { VideoInput } from '../content-types.ts';

const RECORDINGS = readManifest();

const media = (videoId: string) => {
  const fields = recordingFieldsOf(videoId, RECORDINGS);
  if (!fields) throw new Error(`video ${videoId} has no produced recording: run npm run videos --workspace @site/media`);
  return fields;
};

export const VIDEOS: VideoInput[] = [
  {
    videoId: 'agent-assisted-payment-demo',
    description:
      'Watch an agent take a card payment while the caller types on their keypad: what the agent sees, what the recorder hears and what reaches the gateway.',
    tags: ['agent-assisted', 'dtmf', 'demo'],
    publishedAt: '2024-10-01T09:00:00Z',
    updatedAt: '2024-10-01T09:00:00Z',
    ...media('agent-assisted-payment-demo'),
  },
  {
    videoId: 'what-pci-dss-scope-reduction-means',
    description:
      'Our Head of Compliance explains scope, the self-assessment questionnaires and what changes for your assessor when card data never enters your contact centre.',
    tags: ['pci-dss', 'compliance', 'explainer'],
    publishedAt: '2024-11-19T09:00:00Z',
    updatedAt: '2025-04-07T09:00:00Z',
    ...media('what-pci-dss-scope-reduction-means'),
  },
  {
    videoId: 'payment-ivr-walkthrough',
    description: 'A walkthrough of a hosted payment IVR for a utility: account look-up, balance read-back, card or pay-by-bank payment and SMS receipt.',
    tags: ['ivr', 'automated-payments', 'utilities'],
    publishedAt: '2025-02-04T09:00:00Z',
    updatedAt: '2025-02-04T09:00:00Z',
    ...media('payment-ivr-walkthrough'),
  },
  {
    videoId: 'pay-by-bank-on-a-phone-call',
    description:
      'See how an agent sends an Open Banking payment link, the customer approves it in their banking app and the agent sees confirmation seconds later.',
    tags: ['pay-by-bank', 'open-banking', 'demo'],
    publishedAt: '2025-05-27T09:00:00Z',
    updatedAt: '2025-05-27T09:00:00Z',
    ...media('pay-by-bank-on-a-phone-call'),
  },
  {
    videoId: 'securing-ai-voice-agents-webinar',
    description:
      'A recorded panel on keeping card numbers and bank details out of transcripts, language models and AI training data, with a live demonstration of tokenised capture.',
    tags: ['ai', 'sensitive-data', 'webinar'],
    publishedAt: '2025-07-29T09:00:00Z',
    updatedAt: '2025-07-29T09:00:00Z',
    ...media('securing-ai-voice-agents-webinar'),
  },
  {
    videoId: 'customer-story-building-society',
    description: 'The society’s information security and contact-centre leads describe their eleven-week rollout and what changed at their next assessment.',
    tags: ['banking', 'customer-story', 'pci-dss'],
    publishedAt: '2024-09-24T09:00:00Z',
    updatedAt: '2024-09-24T09:00:00Z',
    ...media('customer-story-building-society'),
  },
];
