/**
 * How wide a line of the drawings' text can be. SVG has no text wrapping or shrinking, so a label
 * that is too long for its box is simply cut off by the box's edge or runs over its neighbour.
 * The widths are DejaVu Sans's advances (regular, and bold for weights from 600): the widest face
 * of the drawings' font stack and the one a Debian machine renders, so Segoe UI, Roboto, Helvetica
 * and Arial set the same text narrower. Measured in Chromium, in thousandths of an em.
 */
const ASCII_FROM = 32;
const REGULAR_ASCII =
  '318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838';
const BOLD_ASCII =
  '348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838';
/** The typographic characters the drawings use beyond ASCII: [regular, bold]. */
const EXTRA: Record<string, readonly [number, number]> = {
  '£': [636, 696],
  '€': [636, 696],
  '’': [318, 380],
  '‘': [318, 380],
  '“': [518, 657],
  '”': [518, 657],
  '·': [318, 380],
  '•': [590, 639],
  '…': [1000, 1000],
  '–': [500, 500],
  '—': [1000, 1000],
  '→': [838, 838],
  '×': [838, 838],
};
/** Anything else is taken as a full em: never narrower than it will be drawn. */
const UNKNOWN = 1000;

const regular = REGULAR_ASCII.split(',').map(Number);
const bold = BOLD_ASCII.split(',').map(Number);

function advance(char: string, isBold: boolean): number {
  const code = char.codePointAt(0) ?? 0;
  const table = isBold ? bold : regular;
  const ascii = table[code - ASCII_FROM];
  if (ascii !== undefined && code >= ASCII_FROM) return ascii;
  const extra = EXTRA[char];
  return extra ? extra[isBold ? 1 : 0] : UNKNOWN;
}

/** The width in px of `text` set at `size` px and `weight`, at most what any font of the stack draws. */
export function textWidth(text: string, size: number, weight = 400): number {
  let thousandths = 0;
  for (const char of text) thousandths += advance(char, weight >= 600);
  return (thousandths * size) / 1000;
}

/** Breaks text at word boundaries into lines no wider than `maxWidth` px (a single longer word keeps its own line). */
export function wrapToWidth(text: string, maxWidth: number, size: number, weight = 400): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
