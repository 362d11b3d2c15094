/**
 * A page's copy as a printable A4 PDF: its lead, then its tables and running text in order, each
 * under its heading, with a footer on every page. Navigation (link lists, calls to action) stays
 * on the web page. The bytes depend on the copy alone (the document's dates are the copy's
 * `updated`), so the same source always builds the same file, as a section version's files must.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { PageContent, ProseBlock, TableBlock } from '@site/contracts/page-content';
import { lightPalette } from '@site/contracts/site-palette';

export interface ContentPdfOptions {
  /** The line above the title: who the document is from. */
  issuer: string;
  /** The document's heading, and with the issuer its title in a reader's window bar. */
  title: string;
  /** The line under the title, such as where the facts come from and when they last changed. */
  subtitle: string;
  content: PageContent;
  /** The text at the foot of every page, before its page number. */
  footer: string;
  /** What the document is about, for its properties. */
  subject: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER_SPACE = 36;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const CELL_PADDING = 4;
const BULLET_INDENT = 12;

function colour(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

const INK = colour(lightPalette.text);
const MUTED = colour(lightPalette.muted);
const BRAND = colour(lightPalette.brand);
const RULE = colour(lightPalette.border);
const HEADER_FILL = colour(lightPalette.surfaceAlt);

interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

const lineHeight = (style: TextStyle) => style.size * 1.35;

/** The lines `text` takes at `width`, broken between words (a word wider than the line stands alone). */
function wrapText(text: string, style: Pick<TextStyle, 'font' | 'size'>, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && style.font.widthOfTextAtSize(candidate, style.size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Text this short (a date, a heading such as "Valid until") reads badly broken: it keeps to one line. */
const UNBROKEN_CHARACTERS = 20;

/** The parts of a cell's text that a line break may not split. */
const unbreakable = (text: string) => (text.length <= UNBROKEN_CHARACTERS ? [text] : text.split(/\s+/));

/**
 * Column widths for a table: each at least its longest word (its whole text, if short), the rest
 * shared by how much more each column's text needs.
 */
function columnWidths(table: TableBlock, body: TextStyle, head: TextStyle): number[] {
  const cells = (column: number) => [
    { text: table.columns[column] ?? '', style: head },
    ...table.rows.map((row) => ({ text: row[column] ?? '', style: body })),
  ];
  const measure = (text: string, style: TextStyle) => style.font.widthOfTextAtSize(text, style.size) + 2 * CELL_PADDING;
  const least = table.columns.map((_, column) =>
    Math.max(...cells(column).flatMap(({ text, style }) => unbreakable(text).map((part) => measure(part, style)))),
  );
  const wanted = table.columns.map((_, column) => Math.max(...cells(column).map(({ text, style }) => measure(text, style))));
  const leastTotal = least.reduce((sum, width) => sum + width, 0);
  // Words too long for the page between them: every column gives up the same share.
  if (leastTotal >= CONTENT_WIDTH) return least.map((width) => (width * CONTENT_WIDTH) / leastTotal);
  const spare = CONTENT_WIDTH - leastTotal;
  const extra = wanted.map((width, column) => Math.max(0, width - (least[column] ?? 0)));
  const extraTotal = extra.reduce((sum, width) => sum + width, 0);
  return least.map((width, column) => width + (extraTotal > 0 ? (spare * (extra[column] ?? 0)) / extraTotal : spare / least.length));
}

/** Writes top to bottom, starting a new page where the next piece would run into the footer. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly styles: {
      title: TextStyle;
      issuer: TextStyle;
      subtitle: TextStyle;
      heading: TextStyle;
      subheading: TextStyle;
      body: TextStyle;
      cell: TextStyle;
      cellHead: TextStyle;
    },
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Moves to a new page unless `height` fits above the footer. */
  private room(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  private line(text: string, style: TextStyle, x = MARGIN): void {
    this.room(lineHeight(style));
    this.y -= lineHeight(style);
    this.page.drawText(text, { x, y: this.y + (lineHeight(style) - style.size) / 2, font: style.font, size: style.size, color: style.color });
  }

  text(text: string, style: TextStyle, { indent = 0, after = 4 } = {}): void {
    for (const line of wrapText(text, style, CONTENT_WIDTH - indent)) this.line(line, style, MARGIN + indent);
    this.y -= after;
  }

  bullet(text: string): void {
    const style = this.styles.body;
    const lines = wrapText(text, style, CONTENT_WIDTH - BULLET_INDENT);
    lines.forEach((line, index) => {
      this.line(line, style, MARGIN + BULLET_INDENT);
      if (index === 0)
        this.page.drawText('•', { x: MARGIN + 2, y: this.y + (lineHeight(style) - style.size) / 2, font: style.font, size: style.size, color: style.color });
    });
    this.y -= 2;
  }

  /** A heading (a block's, or `sub` for a sub-section's), kept with what follows it (`keepWith` points: by default three lines). */
  heading(text: string, { sub = false, keepWith = 3 * lineHeight(this.styles.body) } = {}): void {
    const style = sub ? this.styles.subheading : this.styles.heading;
    const [before, after] = sub ? [4, 3] : [10, 3];
    this.room(before + wrapText(text, style, CONTENT_WIDTH).length * lineHeight(style) + after + keepWith);
    this.y -= before;
    this.text(text, style, { after });
  }

  masthead(issuer: string, title: string, subtitle: string): void {
    this.text(issuer, this.styles.issuer, { after: 2 });
    this.text(title, this.styles.title, { after: 2 });
    this.text(subtitle, this.styles.subtitle, { after: 8 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 1.5, color: BRAND });
    this.y -= 12;
  }

  prose(block: ProseBlock): void {
    this.heading(block.title);
    for (const paragraph of block.paragraphs) this.text(paragraph, this.styles.body);
    for (const bullet of block.bullets ?? []) this.bullet(bullet);
    for (const sub of block.subsections ?? []) {
      this.heading(sub.title, { sub: true });
      for (const paragraph of sub.paragraphs) this.text(paragraph, this.styles.body);
      for (const bullet of sub.bullets ?? []) this.bullet(bullet);
    }
  }

  table(block: TableBlock): void {
    const { cell, cellHead } = this.styles;
    const widths = columnWidths(block, cell, cellHead);
    const rowOf = (texts: readonly string[], style: TextStyle) => {
      const lines = texts.map((text, column) => wrapText(text, style, (widths[column] ?? 0) - 2 * CELL_PADDING));
      return { lines, style, height: Math.max(...lines.map((cellLines) => cellLines.length)) * lineHeight(style) + 2 * CELL_PADDING };
    };
    const head = rowOf(block.columns, cellHead);
    const drawRow = (row: ReturnType<typeof rowOf>, fill?: RGB) => {
      const top = this.y;
      if (fill) this.page.drawRectangle({ x: MARGIN, y: top - row.height, width: CONTENT_WIDTH, height: row.height, color: fill });
      let x = MARGIN;
      row.lines.forEach((cellLines, column) => {
        cellLines.forEach((text, index) => {
          const baseline = top - CELL_PADDING - (index + 1) * lineHeight(row.style) + (lineHeight(row.style) - row.style.size) / 2;
          this.page.drawText(text, { x: x + CELL_PADDING, y: baseline, font: row.style.font, size: row.style.size, color: row.style.color });
        });
        x += widths[column] ?? 0;
      });
      this.y = top - row.height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: RULE });
    };

    const rows = block.rows.map((texts) => rowOf(texts, cell));
    this.heading(block.title, { keepWith: head.height + (rows[0]?.height ?? 0) + 10 });
    drawRow(head, HEADER_FILL);
    for (const row of rows) {
      // A row never splits: one that does not fit starts a page, under the table's header again.
      if (this.y - row.height < MARGIN + FOOTER_SPACE) {
        this.newPage();
        drawRow(head, HEADER_FILL);
      }
      drawRow(row);
    }
    this.y -= 6;
  }
}

/** The PDF of `content`, as bytes. */
export async function contentPdf({ issuer, title, subtitle, content, footer, subject }: ContentPdfOptions): Promise<Uint8Array> {
  if (!content.updated) throw new Error(`the copy of “${title}” states no date it was updated, which its PDF is dated by`);
  // No default metadata: pdf-lib would stamp the time of the build, and the same copy must make the same file.
  const document = await PDFDocument.create({ updateMetadata: false });
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(document, {
    issuer: { font: bold, size: 10, color: BRAND },
    title: { font: bold, size: 20, color: INK },
    subtitle: { font: regular, size: 9, color: MUTED },
    heading: { font: bold, size: 12.5, color: BRAND },
    subheading: { font: bold, size: 10, color: INK },
    body: { font: regular, size: 9, color: INK },
    cell: { font: regular, size: 8, color: INK },
    cellHead: { font: bold, size: 8, color: INK },
  });

  writer.masthead(issuer, title, subtitle);
  if (content.hero.lead) writer.text(content.hero.lead, { font: regular, size: 10, color: INK }, { after: 6 });
  for (const block of content.blocks) {
    if (block.kind === 'table') writer.table(block);
    else if (block.kind === 'prose') writer.prose(block);
  }

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const text = `${footer}   ·   Page ${index + 1} of ${pages.length}`;
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
    page.drawText(text, { x: MARGIN, y: MARGIN, font: regular, size: 7.5, color: MUTED });
  });

  const updated = new Date(`${content.updated}T00:00:00Z`);
  document.setTitle(`${issuer}: ${title}`, { showInWindowTitleBar: true });
  document.setAuthor(issuer);
  document.setSubject(subject);
  document.setLanguage('en-GB');
  document.setCreator(issuer);
  document.setProducer('pdf-lib');
  document.setCreationDate(updated);
  document.setModificationDate(updated);
  return document.save({ useObjectStreams: false });
}
