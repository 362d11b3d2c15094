// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Video } from '../api/content-types.ts';
import { VideoMedia } from './video-media.tsx';

const VIDEO: Video = {
  videoId: 'agent-assisted-payment-demo',
  title: 'An agent-assisted card payment in one minute',
  description: 'Watch an agent take a card payment.',
  durationSeconds: 134,
  thumbnail: { url: '/images/videos/agent-assisted-payment-demo.webp', alt: 'Opening frame of the video' },
  tags: [],
  publishedAt: '2024-10-01T09:00:00Z',
  updatedAt: '2024-10-01T09:00:00Z',
  mediaUrl: '/videos/agent-assisted-payment-demo.mp4',
  captionsUrl: '/videos/agent-assisted-payment-demo.vtt',
  transcript: '[Agent] Thanks.',
};

afterEach(cleanup);

const player = (container: HTMLElement) => container.querySelector('video');

test('while the recording is checked, the thumbnail shows and the player stays hidden', () => {
  const { container } = render(<VideoMedia video={VIDEO} transcriptId="transcript" />);
  expect(player(container)?.hidden).toBe(true);
  expect(screen.getByRole('img', { name: 'Opening frame of the video' })).toBeTruthy();
});

test('a recording that loads replaces the thumbnail with the native player, described by the transcript', () => {
  const { container } = render(<VideoMedia video={VIDEO} transcriptId="transcript" />);
  act(() => void fireEvent.loadedMetadata(player(container) as HTMLVideoElement));
  expect(player(container)?.hidden).toBe(false);
  expect(player(container)?.controls).toBe(true);
  expect(player(container)?.getAttribute('aria-describedby')).toBe('transcript');
  expect(screen.queryByRole('img')).toBeNull();
});

test('a player that had its metadata before the app hydrated it shows at once (the page was prerendered)', () => {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState');
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 1 });
  try {
    const { container } = render(<VideoMedia video={VIDEO} transcriptId="transcript" />);
    expect(player(container)?.hidden).toBe(false);
  } finally {
    if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, 'readyState', descriptor);
    else delete (HTMLMediaElement.prototype as { readyState?: number }).readyState;
  }
});

test('the player shows the poster before it plays and offers English captions, on by default', () => {
  const { container } = render(<VideoMedia video={VIDEO} transcriptId="transcript" />);
  expect(player(container)?.getAttribute('poster')).toBe(VIDEO.thumbnail.url);
  const track = container.querySelector('video > track');
  expect([track?.getAttribute('kind'), track?.getAttribute('src'), track?.getAttribute('srclang'), track?.hasAttribute('default')]).toEqual([
    'captions',
    '/videos/agent-assisted-payment-demo.vtt',
    'en',
    true,
  ]);
});

test('a recording without captions has no empty track', () => {
  const { container } = render(<VideoMedia video={{ ...VIDEO, captionsUrl: null }} transcriptId="transcript" />);
  expect(container.querySelector('track')).toBeNull();
});

test('a recording that cannot be played never shows a player, and points to the transcript', () => {
  const { container } = render(<VideoMedia video={VIDEO} transcriptId="transcript" />);
  act(() => void fireEvent.error(player(container) as HTMLVideoElement));
  expect(player(container)?.hidden).toBe(true);
  expect(screen.getByText(/The transcript below covers everything said in the video/)).toBeTruthy();
});

test('with no recording at all there is no player element, only the thumbnail and the pointer to the transcript', () => {
  const { container } = render(<VideoMedia video={{ ...VIDEO, mediaUrl: '' }} transcriptId="transcript" />);
  expect(player(container)).toBeNull();
  expect(screen.getByRole('img', { name: 'Opening frame of the video' })).toBeTruthy();
  expect(screen.getByText(/cannot be played here/)).toBeTruthy();
});

test('a thumbnail that fails to load is left out rather than shown broken', () => {
  render(<VideoMedia video={{ ...VIDEO, mediaUrl: '' }} transcriptId="transcript" />);
  act(() => void fireEvent.error(screen.getByRole('img')));
  expect(screen.queryByRole('img')).toBeNull();
});
