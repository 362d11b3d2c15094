import { describe, expect, test } from 'vitest';
import { draftSchemaOf, fieldErrorsOf, publishSchemaOf } from './content-editing.ts';

const post = (heroUrl: string) => ({
  slug: 'a-post',
  title: '',
  excerpt: '',
  bodyMarkdown: '',
  author: { name: '', role: '' },
  tags: [],
  heroImage: { url: heroUrl, alt: '' },
  seoTitle: '',
  seoDescription: '',
});

const video = (thumbnailUrl: string, mediaUrl: string | null) => ({
  slug: 'a-video',
  title: '',
  description: '',
  durationSeconds: 0,
  thumbnail: { url: thumbnailUrl, alt: '' },
  mediaUrl,
  captionsUrl: null,
  transcript: '',
  tags: [],
  seoTitle: '',
  seoDescription: '',
});

describe('draft fields follow the published rules (a draft may only be unfinished)', () => {
  test.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://tracker.example/pixel.png',
    '//evil.example/cover.png',
    '/admin/users',
    ' /media/cover.png',
  ])('a draft image at %s is refused, as it is at publish', (url) => {
    for (const schema of [draftSchemaOf('blog-post'), publishSchemaOf('blog-post')]) {
      const parsed = schema.safeParse(post(url));
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toMatchObject({ 'heroImage.url': 'an uploaded image' });
    }
    expect(draftSchemaOf('video').safeParse(video(url, null)).success).toBe(false);
  });

  test('a draft may have no image yet, or this site’s own; publishing needs one', () => {
    expect(draftSchemaOf('blog-post').safeParse(post('')).success).toBe(true);
    expect(draftSchemaOf('blog-post').safeParse(post('/media/0123abcd.png')).success).toBe(true);
    expect(draftSchemaOf('video').safeParse(video('/videos/poster.jpg', 'https://media.example/talk.mp4')).success).toBe(true);
    expect(publishSchemaOf('blog-post').safeParse(post('')).success).toBe(false);
  });

  test('a draft recording is http(s) or this site’s own file, as published', () => {
    expect(draftSchemaOf('video').safeParse(video('', 'javascript:alert(1)')).success).toBe(false);
    expect(draftSchemaOf('video').safeParse(video('', 'http://media.example/talk.mp4')).success).toBe(false);
  });
});
