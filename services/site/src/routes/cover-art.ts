import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COVER_COLLECTIONS, COVER_SUBJECTS, type CoverSubject } from '@site/contracts/cover-art';
import { z } from 'zod';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { CompressionCache } from '../compression.ts';
import { svgFileName } from './svg-file-name.ts';

/**
 * Cover art for blog posts, case studies and videos: `/images/<collection>/<subject>/<slug>.svg`
 * (see `@site/contracts/cover-art`), its subject drawn in colours and a composition picked by the
 * slug, so every item has its own picture with no image files to store or upload. The picture's
 * alt text in the content database says what is drawn (`coverArtAlt`); it uses the brand palette
 * and carries no text, script or external reference.
 */
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

/** A motif's strokes and fills in the cover's colours: `light` on the gradient, `dark` for what is masked. */
interface Ink {
  dark: string;
  light: string;
  random: () => number;
}

const CENTRE_Y = COVER_HEIGHT / 2;
const strokeOnly = (colour: string, width: number) => `stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
/** An outline with no fill; a shape with a fill of its own takes `strokeOnly`. */
const stroke = (colour: string, width = 8) => `fill="none" ${strokeOnly(colour, width)}`;
/** A padlock's measurements: its body, and its shackle (a semicircle on two legs) from `shackleInset` along the body's top. */
interface PadlockSize {
  width: number;
  height: number;
  shackleInset: number;
  shackleWidth: number;
  /** How far the shackle's legs rise above the body before its arc. */
  shackleRise: number;
  strokeWidth: number;
}
/** The padlock over a masked stretch. */
const PADLOCK: PadlockSize = { width: 60, height: 64, shackleInset: 10, shackleWidth: 40, shackleRise: 18, strokeWidth: 8 };
/** The padlock in a browser's address bar. */
const ADDRESS_BAR_PADLOCK: PadlockSize = { width: 20, height: 14, shackleInset: 10, shackleWidth: 12, shackleRise: 6, strokeWidth: 4 };
const padlock = (x: number, y: number, colour: string, size: PadlockSize = PADLOCK) => {
  const { width, height, shackleInset, shackleWidth, shackleRise, strokeWidth } = size;
  const radius = shackleWidth / 2;
  return `<path d="M${x} ${y}h${width}v${height}h-${width}z M${x + shackleInset} ${y}v-${shackleRise}a${radius} ${radius} 0 0 1 ${shackleWidth} 0v${shackleRise}" ${stroke(colour, strokeWidth)}/>`;
};
const arrow = (from: number, to: number, y: number, colour: string) => `<path d="M${from} ${y}H${to} m-26 -22 26 22 -26 22" ${stroke(colour, 10)}/>`;

/** Each subject's drawing, centred on the cover. */
const MOTIFS: Record<CoverSubject, (ink: Ink) => string> = {
  'call-recording': ({ dark, light, random }) => {
    const bars = Array.from({ length: 48 }, (_, bar) => {
      const height = 20 + random() * 180 * Math.sin((Math.PI * (bar + 1)) / 49);
      return `<rect x="${120 + bar * 20}" y="${Math.round(CENTRE_Y - height / 2)}" width="10" height="${Math.round(height)}" rx="5" fill="${light}" fill-opacity="0.55"/>`;
    }).join('');
    // The masked stretch of the waveform: card digits that never reach the recording.
    const mask = Math.round(420 + random() * 360);
    return `${bars}<rect x="${mask}" y="${CENTRE_Y - 110}" width="200" height="220" rx="18" fill="${dark}" fill-opacity="0.85"/>${padlock(mask + 70, CENTRE_Y - 10, light)}`;
  },
  keypad: ({ dark, light, random }) => {
    const pressed = new Set(Array.from({ length: 3 }, () => Math.floor(random() * 12)));
    const keys = Array.from({ length: 12 }, (_, key) => {
      const x = 330 + (key % 3) * 100;
      const y = 130 + Math.floor(key / 3) * 95;
      return pressed.has(key)
        ? `<rect x="${x}" y="${y}" width="80" height="75" rx="14" fill="${dark}" fill-opacity="0.85"/><circle cx="${x + 40}" cy="${y + 37}" r="9" fill="${light}"/>`
        : `<rect x="${x}" y="${y}" width="80" height="75" rx="14" ${stroke(light, 6)} stroke-opacity="0.8"/>`;
    }).join('');
    // The tone the agent hears: flat, whatever was pressed.
    return `${keys}<path d="M680 ${CENTRE_Y}H900" ${stroke(light, 10)}/><circle cx="930" cy="${CENTRE_Y}" r="14" fill="${light}"/>`;
  },
  compliance: ({ light }) => {
    const lines = Array.from({ length: 4 }, (_, line) => {
      const y = 190 + line * 70;
      return `<path d="M250 ${y}l16 16 28 -30" ${stroke(light, 7)}/><path d="M320 ${y + 4}H${520 - line * 30}" ${stroke(light, 10)} stroke-opacity="0.6"/>`;
    }).join('');
    return `${lines}<path d="M800 130l170 60v110c0 100-75 165-170 200-95-35-170-100-170-200V190z" ${stroke(light, 10)}/><path d="M735 330l45 45 90-95" ${stroke(light, 14)}/>`;
  },
  'pay-by-bank': ({ dark, light }) =>
    `<path d="M230 230l140-80 140 80z" ${stroke(light)}/>` +
    [260, 325, 390, 455].map((x) => `<path d="M${x} 250v150" ${stroke(light, 12)}/>`).join('') +
    `<path d="M220 420h300" ${stroke(light, 12)}/>${arrow(570, 700, CENTRE_Y, light)}` +
    `<rect x="760" y="140" width="200" height="350" rx="28" fill="${dark}" fill-opacity="0.6" ${strokeOnly(light, 8)}/><circle cx="860" cy="${CENTRE_Y}" r="55" ${stroke(light, 10)}/><path d="M832 ${CENTRE_Y}l20 20 40 -42" ${stroke(light, 10)}/>`,
  'payment-page': ({ dark, light }) =>
    `<rect x="260" y="110" width="680" height="410" rx="22" fill="${dark}" fill-opacity="0.5" ${strokeOnly(light, 8)}/><path d="M260 175H940" ${stroke(light, 6)}/>` +
    [300, 330, 360].map((x) => `<circle cx="${x}" cy="143" r="9" fill="${light}"/>`).join('') +
    `<rect x="400" y="128" width="420" height="30" rx="15" ${stroke(light, 4)}/>${padlock(412, 140, light, ADDRESS_BAR_PADLOCK)}` +
    [220, 290, 360]
      .map((y, row) => `<rect x="340" y="${y}" width="${row === 2 ? 240 : 520}" height="44" rx="10" ${stroke(light, 5)} stroke-opacity="0.85"/>`)
      .join('') +
    `<rect x="340" y="430" width="220" height="54" rx="12" fill="${light}" fill-opacity="0.85"/>`,
  'ai-agent': ({ dark, light }) =>
    `<path d="M220 170h300a30 30 0 0 1 30 30v140a30 30 0 0 1-30 30H330l-60 55v-55h-50a30 30 0 0 1-30-30V200a30 30 0 0 1 30-30z" ${stroke(light)}/>` +
    [300, 370, 440].map((x) => `<circle cx="${x}" cy="270" r="16" fill="${light}"/>`).join('') +
    arrow(600, 720, CENTRE_Y, light) +
    `<rect x="770" y="200" width="220" height="230" rx="24" fill="${dark}" fill-opacity="0.85"/>${padlock(850, 320, light)}`,
  'card-token': ({ dark, light }) =>
    `<rect x="180" y="180" width="380" height="240" rx="24" ${stroke(light)}/><path d="M194 240H546" ${stroke(light, 26)} stroke-opacity="0.6"/><rect x="220" y="290" width="70" height="52" rx="8" fill="${light}" fill-opacity="0.8"/>` +
    arrow(600, 720, CENTRE_Y, light) +
    `<rect x="760" y="250" width="300" height="130" rx="65" fill="${dark}" fill-opacity="0.85"/>` +
    Array.from({ length: 4 }, (_, dot) => `<circle cx="${830 + dot * 45}" cy="${CENTRE_Y}" r="12" fill="${light}"/>`).join(''),
  'contact-centre': ({ light, random }) => {
    const headsets = [330, 600, 870]
      .map(
        (x) =>
          `<path d="M${x - 70} 260v-30a70 70 0 0 1 140 0v30" ${stroke(light, 12)}/><rect x="${x - 86}" y="245" width="36" height="62" rx="12" fill="${light}"/><rect x="${x + 50}" y="245" width="36" height="62" rx="12" fill="${light}"/><path d="M${x + 68} 307c0 30-30 42-60 42" ${stroke(light, 6)}/>`,
      )
      .join('');
    const queues = [380, 440, 500].map((y) => `<path d="M260 ${y}H${Math.round(500 + random() * 440)}" ${stroke(light, 18)} stroke-opacity="0.5"/>`).join('');
    return headsets + queues;
  },
  schedule: ({ dark, light, random }) => {
    const day = Math.floor(random() * 7);
    return [0, 1, 2]
      .map((month) => {
        const x = 230 + month * 250;
        const y = 150 + month * 20;
        const cells = Array.from({ length: 28 }, (_, cell) => {
          const cx = x + 22 + (cell % 7) * 28;
          const cy = y + 90 + Math.floor(cell / 7) * 50;
          return cell === 7 + day
            ? `<rect x="${cx - 12}" y="${cy - 16}" width="24" height="32" rx="6" fill="${light}"/>`
            : `<rect x="${cx - 8}" y="${cy - 8}" width="16" height="16" rx="4" fill="${light}" fill-opacity="0.35"/>`;
        }).join('');
        return `<rect x="${x}" y="${y}" width="220" height="290" rx="20" fill="${dark}" fill-opacity="0.55" ${strokeOnly(light, 6)}/><path d="M${x} ${y + 55}H${x + 220}" ${stroke(light, 6)}/>${cells}`;
      })
      .join('');
  },
};

export function renderCoverArt(collection: string, slug: string, subject: CoverSubject = 'call-recording'): string {
  const random = randomFrom(`${collection}/${slug}`);
  const [dark, mid, light] = PALETTES[Math.floor(random() * PALETTES.length)] ?? PALETTES[0];
  const round = (value: number) => Math.round(value);
  const circles = Array.from({ length: 5 }, () => {
    const radius = 60 + random() * 220;
    return `<circle cx="${round(random() * COVER_WIDTH)}" cy="${round(random() * COVER_HEIGHT)}" r="${round(radius)}" fill="${light}" fill-opacity="${(0.06 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>${circles}${MOTIFS[subject]({ dark, light, random })}` +
    '</svg>'
  );
}

const coverSchema = {
  collection: z.enum(COVER_COLLECTIONS),
  file: svgFileName(204),
};
const paramsSchema = jsonSchemaOf(z.object(coverSchema));
const subjectParamsSchema = jsonSchemaOf(z.object({ ...coverSchema, subject: z.enum(Object.keys(COVER_SUBJECTS) as [CoverSubject, ...CoverSubject[]]) }));

/**
 * How many covers are kept drawn and compressed. A slug is any the address names, so the cache is
 * bounded: some 10 kB a cover with its brotli and gzip copies, a few MB in all.
 */
export const COVER_CACHE_ENTRIES = 500;

export interface CoverArtOptions {
  /** Where drawn covers are kept (a smaller one in tests); bounded at `COVER_CACHE_ENTRIES` by default. */
  cache?: CompressionCache | undefined;
}

export async function coverArtRoute(untypedApp: FastifyInstance, options: CoverArtOptions = {}) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  // A cover is fixed for its address for the life of the process: drawn and compressed once.
  const covers = options.cache ?? new CompressionCache(COVER_CACHE_ENTRIES);
  const sendCover = (request: FastifyRequest, reply: FastifyReply, collection: string, file: string, subject: CoverSubject = 'call-recording') => {
    const slug = file.replace(/\.svg$/, '');
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding').type('image/svg+xml');
    return covers.send(request, reply, `${collection}/${subject}/${slug}`, 'drawn', () => renderCoverArt(collection, slug, subject));
  };
  // Covers stored before subjects existed keep their address and their picture (a call recording).
  app.get('/images/:collection/:file', { schema: { params: paramsSchema } }, async (request, reply) =>
    sendCover(request, reply, request.params.collection, request.params.file),
  );
  app.get('/images/:collection/:subject/:file', { schema: { params: subjectParamsSchema } }, async (request, reply) =>
    sendCover(request, reply, request.params.collection, request.params.file, request.params.subject),
  );
}
