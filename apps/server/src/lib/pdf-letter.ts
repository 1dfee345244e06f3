import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// One way to draw a letter or a data sheet as PDF (pdf-lib, A4, Helvetica): a header line, an address
// block, paragraphs that wrap, label/value fields and tables, with page breaks where the text runs out of
// room (a table repeats its header on the new page). The tax-request letter and the invoice claim letter
// draw with it; their text stays in their own area. Helvetica (WinAnsi) covers Latin-1, €, dashes and quotes.

export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.1);
const LINE_GAP = 3;

export type TextStyle = 'normal' | 'bold' | 'small' | 'heading' | 'title';
const STYLES: Record<TextStyle, { size: number; bold: boolean }> = {
  normal: { size: 10, bold: false },
  bold: { size: 10, bold: true },
  small: { size: 8, bold: false },
  heading: { size: 12, bold: true },
  title: { size: 16, bold: true },
};

/** How a piece of text is set: a style (or its own size and weight), the space after it, an indent. */
export type TextOptions = { style?: TextStyle; size?: number; bold?: boolean; gap?: number; indent?: number };

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/** What was drawn where (page index from 0, baseline y): tests read a layout without parsing the PDF. */
export type DrawnText = { page: number; x: number; y: number; text: string };

// WinAnsi (Windows-1252) beyond Latin-1: the characters it places at 0x80–0x9F, among them the en and em
// dash, typographic quotes, the ellipsis and €. Helvetica draws them; only what is outside is replaced.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const NOT_WIN_ANSI = new RegExp(`[^\\u0020-\\u007e\\u00a1-\\u00ff${WIN_ANSI_EXTRA}]`, 'gu');

/** Helvetica (WinAnsi) cannot draw every character: keep Latin-1 and WinAnsi's extras, replace the rest. */
export function printable(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2010-\u2012\u2212]/g, '-')
    .replace(/\u2015/g, '—')
    .replace(NOT_WIN_ANSI, '?');
}

/** Splits text into lines no wider than `width` (a word longer than a line is cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

export type PdfLetter = {
  /** The sender's line at the top (bold, 12 pt). */
  header(text: string): void;
  /** Name (bold) and address lines, close together, then a wider gap. */
  addressBlock(lines: readonly string[], options?: { gap?: number }): void;
  /** Text that wraps over the width (less the indent) and breaks to a new page where needed. */
  paragraph(text: string, options?: TextOptions): void;
  /** A bold label with its value beside it (the value wraps in its column). */
  field(label: string, value: string, options?: { labelWidth?: number }): void;
  /** A table: header row in bold, a row never split over two pages, the header again on a new page. */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options?: { gap?: number },
  ): void;
  space(points: number): void;
  readonly drawn: readonly DrawnText[];
  pageCount(): number;
  save(): Promise<Buffer>;
};

/** A new A4 document with its metadata; draw top-down, then save(). */
export async function createPdfLetter(meta: { title: string; createdAt: Date }): Promise<PdfLetter> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setCreator('Energiek');
  pdf.setProducer('Energiek');
  pdf.setCreationDate(meta.createdAt);
  pdf.setModificationDate(meta.createdAt);
  return letterOn(pdf);
}

/** Pages appended to an existing PDF (a signature page after the signed pages); draw, then save(). */
export async function appendPdfLetter(original: Buffer, meta: { modifiedAt: Date }): Promise<PdfLetter> {
  const pdf = await PDFDocument.load(original);
  pdf.setModificationDate(meta.modifiedAt);
  return letterOn(pdf);
}

async function letterOn(pdf: PDFDocument): Promise<PdfLetter> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;
  const drawn: DrawnText[] = [];
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let pageIndex = pdf.getPageCount() - 1;
  let y = A4.height - MARGIN;

  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    pageIndex += 1;
    y = A4.height - MARGIN;
  };
  /** A new page when `height` does not fit above the bottom margin. */
  const room = (height: number) => {
    if (y - height < MARGIN) newPage();
  };
  const draw = (text: string, x: number, size: number, font: PDFFont) => {
    page.drawText(text, { x, y: y - size, size, font, color: INK });
    drawn.push({ page: pageIndex, x, y: y - size, text });
  };
  const setting = (options: TextOptions) => {
    const style = STYLES[options.style ?? 'normal'];
    const size = options.size ?? style.size;
    return { size, font: (options.bold ?? style.bold) ? bold : regular };
  };

  const paragraph = (text: string, options: TextOptions = {}) => {
    const { size, font } = setting(options);
    const x = MARGIN + (options.indent ?? 0);
    for (const part of wrap(printable(text), font, size, width - (options.indent ?? 0))) {
      room(size);
      draw(part, x, size, font);
      y -= size + LINE_GAP;
    }
    y -= (options.gap ?? 5) - LINE_GAP;
  };

  const cellLines = (columns: readonly TableColumn[], cells: readonly string[], font: PDFFont) =>
    columns.map((column, i) => wrap(printable(cells[i] ?? ''), font, 9, column.width - 6));

  const drawRow = (columns: readonly TableColumn[], lines: string[][], font: PDFFont) => {
    const height = Math.max(...lines.map((l) => l.length)) * 12;
    let x = MARGIN;
    const top = y;
    columns.forEach((column, i) => {
      y = top;
      for (const part of lines[i] ?? []) {
        const offset = column.align === 'right' ? column.width - 6 - font.widthOfTextAtSize(part, 9) : 0;
        draw(part, x + offset, 9, font);
        y -= 12;
      }
      x += column.width;
    });
    y = top - height - 2;
  };

  return {
    header: (text) => paragraph(text, { style: 'heading', gap: 18 }),
    addressBlock(lines, options = {}) {
      lines.forEach((line, i) =>
        paragraph(line, {
          style: i === 0 ? 'bold' : 'normal',
          gap: i === lines.length - 1 ? (options.gap ?? 16) : 3,
        }),
      );
    },
    paragraph,
    field(label, value, options = {}) {
      const labelWidth = options.labelWidth ?? 170;
      const parts = wrap(printable(value), regular, 10, width - labelWidth);
      parts.forEach((part, i) => {
        room(10);
        if (i === 0) draw(printable(label), MARGIN, 10, bold);
        draw(part, MARGIN + labelWidth, 10, regular);
        y -= 13;
      });
      y -= 3;
    },
    table(columns, rows, options = {}) {
      const head = cellLines(
        columns,
        columns.map((c) => c.header),
        bold,
      );
      const headHeight = Math.max(...head.map((l) => l.length)) * 12 + 2;
      const first = rows[0] ? cellLines(columns, rows[0], regular) : [];
      // The header never stands alone at the foot of a page.
      room(headHeight + Math.max(0, ...first.map((l) => l.length)) * 12);
      drawRow(columns, head, bold);
      for (const row of rows) {
        const lines = cellLines(columns, row, regular);
        const height = Math.max(...lines.map((l) => l.length)) * 12;
        if (y - height < MARGIN) {
          newPage();
          drawRow(columns, head, bold);
        }
        drawRow(columns, lines, regular);
      }
      y -= options.gap ?? 8;
    },
    space(points) {
      y -= points;
    },
    drawn,
    pageCount: () => pdf.getPageCount(),
    save: async () => Buffer.from(await pdf.save()),
  };
}
