import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isSystemError, openRows, readHead } from './file-rows.ts';

describe('isSystemError', () => {
  it('tells a failing read from a malformed file', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('too many open files'), { code: 'EMFILE', syscall: 'open' }));
      },
    });
    const readError = await openRows(failing).then(
      (source) => readHead(source, 5),
      (error: unknown) => error,
    );
    expect(isSystemError(readError)).toBe(true);
    expect(isSystemError(new Error('End of central directory not found'))).toBe(false);
    expect(isSystemError(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' }))).toBe(false);
  });
});

/** A workbook of `rows` wide rows (EAN as text, date as text, 96 numbers) as bytes. */
async function wideWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Meetdata');
  sheet.addRow(['EAN', 'Datum', ...Array.from({ length: 96 }, (_, q) => `Q${q + 1}`)]);
  for (let r = 0; r < rows; r++)
    sheet.addRow([
      `8716${String(r).padStart(14, '0')}`,
      '2026-03-29',
      ...Array.from({ length: 96 }, (_, q) => r + q / 1000),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The bytes as a stream of small chunks, so the worker has to pull many times. */
const chunked = (bytes: Buffer, size = 4096) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

async function allRows(source: Awaited<ReturnType<typeof openRows>>) {
  const rows = [];
  for await (const row of source.rows) rows.push(row);
  return rows;
}

describe('a workbook parsed in a worker thread', () => {
  it('yields the rows the main thread reads, in order, across many batches', async () => {
    // 600 rows × 98 cells: more than BATCHES_AHEAD batches of 16k cells, so the worker waits for acks.
    const bytes = await wideWorkbook(600);
    const inWorker = await openRows(chunked(bytes), {}, { workbookInWorker: true });
    expect(inWorker.encoding).toBe('xlsx');
    const rows = await allRows(inWorker);
    expect(rows).toEqual(await allRows(await openRows(chunked(bytes))));
    expect(rows).toHaveLength(601);
    expect(rows[600]).toMatchObject({ row: 601 });
    expect(rows[600]!.cells.slice(0, 4)).toEqual(['871600000000000599', '2026-03-29', '599', '599.001']);
    expect(inWorker.bytesRead()).toBe(bytes.length);
  });

  it('stops the worker when the reader stops early', async () => {
    const source = await openRows(chunked(await wideWorkbook(600)), {}, { workbookInWorker: true });
    const head = await readHead(source, 3);
    expect(head.header.slice(0, 3)).toEqual(['EAN', 'Datum', 'Q1']);
    expect(head.rows.map((row) => row.row)).toEqual([2, 3, 4]);
  });

  it("fails with the parser's error on a cut-off workbook", async () => {
    const bytes = await wideWorkbook(50);
    const source = await openRows(
      chunked(bytes.subarray(0, bytes.length - 200)),
      {},
      { workbookInWorker: true },
    );
    const error = await allRows(source).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('FILE_ENDED');
    expect(isSystemError(error)).toBe(false);
  });
});
