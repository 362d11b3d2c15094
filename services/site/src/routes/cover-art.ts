import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { svgFileName } from './svg-file-name.ts';

/**
 * Cover art for blog posts, case studies and videos: `/images/<collection>/<slug>.svg`, drawn
 * from the slug, so every item has its own picture with no image files to store or upload. The
 * picture's alt text in the content database says what is drawn (seed: COVER_ART_ALT), it uses the
 * brand palette and carries no text, script or external reference.
 */
export const COVER_COLLECTIONS = ['blog', 'case-studies', 'videos'] as const;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

const PALETTES = [
  ['#083f78', '#0b5cad', '#e8f1fb'],
  ['#0f1b33', '#0b5cad', '#7fb2e5'],
  ['#0f7b5f', '#083f78', '#e7f5f0'],
  ['#14213d', '#0f7b5f', '#c7e8dc'],
  ['#083f78', '#0f7b5f', '#dbe7f5'],
] as const;

/** A deterministic stream of numbers in [0, 1) from the slug: the same slug always draws the same picture. */
function randomFrom(seed: string): () => number {
  let digest = createHash('sha256').update(seed).digest();
  let index = 0;
  return () => {
    if (index + 4 > digest.length) {
      digest = createHash('sha256').update(digest).digest();
      index = 0;
    }
    const value = digest.readUInt32BE(index) / 2 ** 32;
    index += 4;
    return value;
  };
}

export function renderCoverArt(collection: string, slug: string): string {
  const random = randomFrom(`${collection}/${slug}`);
  const [dark, mid, light] = PALETTES[Math.floor(random() * PALETTES.length)] ?? PALETTES[0];
  const round = (value: number) => Math.round(value);
  const circles = Array.from({ length: 5 }, () => {
    const radius = 60 + random() * 220;
    return `<circle cx="${round(random() * COVER_WIDTH)}" cy="${round(random() * COVER_HEIGHT)}" r="${round(radius)}" fill="${light}" fill-opacity="${(0.06 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  // A voice waveform across the picture: the call at the heart of every story on this site.
  const bars = Array.from({ length: 48 }, (_, bar) => {
    const height = 20 + random() * 180 * Math.sin((Math.PI * (bar + 1)) / 49);
    return `<rect x="${120 + bar * 20}" y="${round(COVER_HEIGHT / 2 - height / 2)}" width="10" height="${round(height)}" rx="5" fill="${light}" fill-opacity="0.55"/>`;
  }).join('');
  const mask = round(420 + random() * 360);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>${circles}${bars}` +
    // The masked stretch of the waveform: card digits that never reach the recording.
    `<rect x="${mask}" y="${COVER_HEIGHT / 2 - 110}" width="200" height="220" rx="18" fill="${dark}" fill-opacity="0.85"/>` +
    `<path d="M${mask + 70} ${COVER_HEIGHT / 2 - 10}h60v64h-60z M${mask + 80} ${COVER_HEIGHT / 2 - 10}v-18a20 20 0 0 1 40 0v18" fill="none" stroke="${light}" stroke-width="8" stroke-linejoin="round"/>` +
    '</svg>'
  );
}

const paramsSchema = jsonSchemaOf(
  z.object({
    collection: z.enum(COVER_COLLECTIONS),
    file: svgFileName(204),
  }),
);

export async function coverArtRoute(untypedApp: FastifyInstance) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  app.get('/images/:collection/:file', { schema: { params: paramsSchema } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(renderCoverArt(request.params.collection, request.params.file.replace(/\.svg$/, ''))),
  );
}
