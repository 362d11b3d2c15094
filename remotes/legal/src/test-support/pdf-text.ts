import { inflateSync } from 'node:zlib';

/** WinAnsi bytes that differ from Latin-1, as the standard fonts' text uses them (typographic quotes, dashes, bullets). */
const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x85: '…' };

/**
 * The text a PDF made with pdf-lib's standard fonts shows, line by line: each line is one hex
 * string drawn with `Tj` in a (Flate-compressed) content stream.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push([...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''));
    }
  }
  return lines.join('\n');
}

/** How many pages a PDF has. */
export const pdfPageCount = (bytes: Uint8Array): number =>
  Buffer.from(bytes)
    .toString('latin1')
    .match(/\/Type \/Page(?!s)/g)?.length ?? 0;
