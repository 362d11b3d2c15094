/**
 * Rasterises the app icon (src/app-icon.ts) into icons/: favicon.ico (32 px) and the PNGs the web
 * app manifest and iOS use. Needs ffmpeg (librsvg). `npm run icons --workspace @site/media`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ICON_FILES, renderAppIcon } from '../src/app-icon.ts';

const out = fileURLToPath(new URL('../icons/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'app-icon-'));
try {
  writeFileSync(join(work, 'icon.svg'), renderAppIcon());
  for (const [file, size] of Object.entries(APP_ICON_FILES)) {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      join(work, 'icon.svg'),
      '-vf',
      `scale=${size}:${size}:flags=lanczos`,
      '-frames:v',
      '1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      join(out, file),
    ]);
    console.info(`icons/${file}: ${size} px`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
