/**
 * Seed videos: product explainers, a webinar and a customer story. The seed keeps what is editorial
 * about each (its listing: description, tags, dates); what each says and shows is scripted in
 * @site/media, which produced the recording, its captions and poster. The record takes its title,
 * files, real duration and transcript from there, so the page says exactly what is heard: the seed
 * is given them as an argument (`VideoMediaSource`), since the database depends on contracts only.
 */
import type { VideoInput } from '../content-types.ts';

/** The fields of a video's record that come from its production (@site/media's `recordingFieldsOf` gives them). */
export type VideoMedia = Pick<VideoInput, 'title' | 'mediaUrl' | 'captionsUrl' | 'thumbnail' | 'durationSeconds' | 'transcript'>;

/** What the seed itself says about a video: everything of its record but what its production gives. */
export type VideoListing = Omit<VideoInput, keyof VideoMedia>;

/** A video's produced fields, or null when it has not been produced. */
export type VideoMediaSource = (videoId: string) => VideoMedia | null;

export const VIDEO_LISTINGS: readonly VideoListing[] = [
  {
    videoId: 'agent-assisted-payment-demo',
    description:
      'Watch an agent take a card payment while the caller types on their keypad: what the agent sees, what the recorder hears and what reaches the gateway.',
    tags: ['agent-assisted', 'dtmf', 'demo'],
    publishedAt: '2024-10-01T09:00:00Z',
    updatedAt: '2024-10-01T09:00:00Z',
  },
  {
    videoId: 'what-pci-dss-scope-reduction-means',
    description:
      'Our Head of Compliance explains scope, the self-assessment questionnaires and what changes for your assessor when card data never enters your contact centre.',
    tags: ['pci-dss', 'compliance', 'explainer'],
    publishedAt: '2024-11-19T09:00:00Z',
    updatedAt: '2025-04-07T09:00:00Z',
  },
  {
    videoId: 'payment-ivr-walkthrough',
    description: 'A walkthrough of a hosted payment IVR for a utility: account look-up, balance read-back, card or pay-by-bank payment and SMS receipt.',
    tags: ['ivr', 'automated-payments', 'utilities'],
    publishedAt: '2025-02-04T09:00:00Z',
    updatedAt: '2025-02-04T09:00:00Z',
  },
  {
    videoId: 'pay-by-bank-on-a-phone-call',
    description:
      'See how an agent sends an Open Banking payment link, the customer approves it in their banking app and the agent sees confirmation seconds later.',
    tags: ['pay-by-bank', 'open-banking', 'demo'],
    publishedAt: '2025-05-27T09:00:00Z',
    updatedAt: '2025-05-27T09:00:00Z',
  },
  {
    videoId: 'securing-ai-voice-agents-webinar',
    description:
      'A recorded panel on keeping card numbers and bank details out of transcripts, language models and AI training data, with a live demonstration of tokenised capture.',
    tags: ['ai', 'sensitive-data', 'webinar'],
    publishedAt: '2025-07-29T09:00:00Z',
    updatedAt: '2025-07-29T09:00:00Z',
  },
  {
    videoId: 'customer-story-building-society',
    description: 'The society’s information security and contact-centre leads describe their eleven-week rollout and what changed at their next assessment.',
    tags: ['banking', 'customer-story', 'pci-dss'],
    publishedAt: '2024-09-24T09:00:00Z',
    updatedAt: '2024-09-24T09:00:00Z',
  },
];

/**
 * The seed's video records: each listing with its produced fields. A video the source has not
 * produced stops the seed, rather than storing a page with no recording.
 */
export function seedVideos(videoMedia: VideoMediaSource): VideoInput[] {
  return VIDEO_LISTINGS.map((listing) => {
    const media = videoMedia(listing.videoId);
    if (!media) throw new Error(`video ${listing.videoId} has no produced recording: run npm run videos --workspace @site/media`);
    return { ...listing, ...media };
  });
}
