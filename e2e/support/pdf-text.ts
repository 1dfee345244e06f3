import { inflateSync } from 'node:zlib';

// The text of a PDF the product generates (pdf-lib with the standard Helvetica fonts): every content stream
// inflated where it is deflated, every shown string (`<hex> Tj` or `(literal) Tj`) decoded from WinAnsi.
// One drawn line per output line, so a journey can look for a sentence of a letter without a PDF reader.
// Wrapped paragraphs come out as their drawn lines: join them with spaces to search across a wrap.

/** WinAnsi codes that differ from Latin-1 and occur in Dutch letters. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

const decode = (codes: number[]) => codes.map((c) => WIN_ANSI[c] ?? String.fromCharCode(c)).join('');

function shownStrings(content: string): string[] {
  const lines: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      const hex = match[1].replace(/\s/g, '');
      const codes: number[] = [];
      for (let i = 0; i + 1 < hex.length; i += 2) codes.push(parseInt(hex.slice(i, i + 2), 16));
      lines.push(decode(codes));
    } else if (match[2] !== undefined) {
      const literal = match[2].replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, esc: string) =>
        /^[0-7]+$/.test(esc)
          ? String.fromCharCode(parseInt(esc, 8))
          : esc.length === 1 && '()\\'.includes(esc)
            ? esc
            : ' ',
      );
      lines.push(decode([...literal].map((ch) => ch.charCodeAt(0))));
    }
  }
  return lines;
}

/** The drawn text lines of a PDF, in drawing order. */
export function pdfTextLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    // Skip "endstream" itself.
    if (bytes.subarray(start - 3, start).toString('latin1') === 'end') {
      at = start + 6;
      continue;
    }
    let dataStart = start + 6;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const raw = bytes.subarray(dataStart, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    lines.push(...shownStrings(content));
    at = end + 9;
  }
  return lines;
}

/** The PDF's text as one string, lines joined by spaces (a sentence wrapped over two lines still matches). */
export function pdfText(bytes: Buffer): string {
  return pdfTextLines(bytes).join(' ').replace(/\s+/g, ' ');
}
