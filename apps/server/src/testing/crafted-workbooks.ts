import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

// Damaged and hostile workbooks for the tests of the workbook parse (small files made in the test, never
// binaries in git): a minimal ZIP writer (local headers, central directory) whose entries can lie about
// their sizes, and the workbook parts exceljs's streaming reader looks for.

export type ZipEntry = {
  name: string;
  data: Buffer;
  /** Stored (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** Overrides the compressed bytes written (a damaged entry keeps its header's sizes and CRC). */
  raw?: Buffer;
  /** Overrides the sizes the headers state. */
  compressedSize?: number;
  size?: number;
  /** General purpose flags (bit 3: sizes in a data descriptor after the data). */
  flags?: number;
  /** Overrides the CRC-32 the headers state (of data given as `raw` only). */
  crc?: number;
};

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const compressed = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const body = entry.raw ?? compressed;
    const name = Buffer.from(entry.name, 'utf8');
    const crc = entry.crc ?? crc32(entry.data);
    const compressedSize = entry.compressedSize ?? compressed.length;
    const size = entry.size ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressedSize, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressedSize, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts before a worksheet: relationships, the workbook and (empty) shared strings. */
export function workbookParts(sheetName = 'Meetdata'): ZipEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    // With shared strings and relationships read first, exceljs parses the worksheet as it streams in
    // (without them it copies the worksheet to a temporary file first and parses it at the end).
    { name: 'xl/sharedStrings.xml', data: xml(`<sst xmlns="${MAIN}" count="0" uniqueCount="0"></sst>`) },
  ];
}

/** A row of inline-string cells (`A`, `B`, … from column 1). */
export function sheetRow(row: number, cells: string[]): string {
  const letters = (n: number) => {
    let s = '';
    for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
    return s;
  };
  const xmlCells = cells
    .map((text, i) => `<c r="${letters(i + 1)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`)
    .join('');
  return `<row r="${row}">${xmlCells}</row>`;
}

/** A worksheet part with `body` inside sheetData (closed unless `open`). */
export function sheet(body: string, open = false): ZipEntry {
  const text = `<worksheet xmlns="${MAIN}"><sheetData>${body}`;
  return { name: 'xl/worksheets/sheet1.xml', data: xml(open ? text : `${text}</sheetData></worksheet>`) };
}

/** A good long-layout workbook of `rows` quarter hours for one EAN. */
export function goodWorkbook(ean: string, rows = 4): Buffer {
  const lines = [sheetRow(1, ['EAN', 'Datum', 'Tijd', 'kWh'])];
  for (let i = 0; i < rows; i++) {
    const minutes = i * 15;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    lines.push(sheetRow(i + 2, [ean, '2025-03-03', time, '1.5']));
  }
  return zip([...workbookParts(), sheet(lines.join(''))]);
}

/** A header and `rows` quarter hours from 1 April 2025 on (no DST change for 200 days) as worksheet rows. */
function readingRows(ean: string, rows: number): string[] {
  const lines = [sheetRow(1, ['EAN', 'Datum', 'Tijd', 'kWh'])];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2025, 3, 1 + Math.floor(i / 96))).toISOString().slice(0, 10);
    const minutes = (i % 96) * 15;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    lines.push(sheetRow(i + 2, [ean, day, time, String(((i * 7919) % 100_003) / 1000)]));
  }
  return lines;
}

/** The good workbook with the compressed bytes of its worksheet damaged from `at` (0–1) for a tenth of them. */
export function damagedWorkbook(ean: string, rows: number, at: number): Buffer {
  const part = sheet(readingRows(ean, rows).join(''));
  const raw = Buffer.from(deflateRawSync(part.data));
  const from = Math.floor(raw.length * at);
  for (let i = from; i < from + Math.max(16, raw.length / 10) && i < raw.length; i++) raw[i]! ^= 0x5a;
  return zip([...workbookParts(), { ...part, raw }]);
}

/** A worksheet of elements nested `depth` deep (a few bytes each, deflated ~1,000-fold). */
export function deepNesting(depth: number): Buffer {
  return zip([...workbookParts(), sheet(sheetRow(1, ['EAN']) + '<row r="2">' + '<x>'.repeat(depth), true)]);
}

/** A worksheet of a header and `rows` empty rows (cheap to send, costly to parse). */
export function emptyRowsWorkbook(rows: number, sheetName?: string, header = ['EAN', 'Datum']): Buffer {
  const parts = [sheetRow(1, header)];
  for (let i = 0; i < rows; i++) parts.push(`<row r="${i + 2}"/>`);
  return zip([...workbookParts(sheetName), sheet(parts.join(''))]);
}

/**
 * The probe's hostile workbook (issue 33): a few MB whose worksheet inflates to about `megabytes` MB of
 * small rows, deflated as a stream so the test or bench never holds the inflated sheet itself. Without
 * shared strings, exceljs's streaming reader copies such a sheet to a temporary file before it parses it.
 */
export async function inflatingWorkbook(megabytes: number, sheetName = 'Energiebelasting'): Promise<Buffer> {
  const head = xml(`<worksheet xmlns="${MAIN}"><sheetData>`);
  const tail = Buffer.from('</sheetData></worksheet>');
  // One block of 1 MB of rows, written again and again (deflate makes it several hundred-fold smaller).
  const rows: string[] = [];
  for (let i = 0, size = 0; size < 1 << 20; i++) {
    // (the same row number again and again: the block repeats; the reader takes each as a row)
    const row = `<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="B2"><v>${i % 10}</v></c></row>`;
    rows.push(row);
    size += row.length;
  }
  const block = Buffer.from(rows.join(''));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const write = (chunk: Buffer) =>
    deflate.write(chunk) ? Promise.resolve() : new Promise((resolve) => deflate.once('drain', resolve));
  let crc = crc32(head);
  await write(head);
  for (let i = 0; i < megabytes; i++) {
    await write(block);
    crc = crc32(block, crc);
  }
  await write(tail);
  crc = crc32(tail, crc);
  deflate.end();
  await ended;
  const size = head.length + block.length * megabytes + tail.length;
  const raw = Buffer.concat(out);
  return zip([
    ...workbookParts(sheetName).filter((entry) => entry.name !== 'xl/sharedStrings.xml'),
    // A zip of 32-bit sizes: the stated size wraps above 4 GB (the readers stream; they do not check it).
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.alloc(0),
      raw,
      crc,
      compressedSize: raw.length,
      size: size % 2 ** 32,
    },
  ]);
}

/** `rows` quarter hours, then `empty` empty rows: a file whose first rows read well. */
export function emptyRowsAfterReadings(ean: string, rows: number, empty: number): Buffer {
  const lines = readingRows(ean, rows);
  for (let i = 0; i < empty; i++) lines.push(`<row r="${rows + i + 2}"/>`);
  return zip([...workbookParts(), sheet(lines.join(''))]);
}
