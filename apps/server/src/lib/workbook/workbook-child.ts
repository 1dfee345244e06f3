import { Readable } from 'node:stream';
import {
  WorkbookBoundError,
  workbookRows,
  type FileRow,
  type FromWorkbookWorker,
  type ToWorkbookWorker,
  type WorkbookBounds,
  type WorkbookSheets,
} from './workbook-rows.ts';

// The parse process of every workbook read (bounded-workbook.ts forks it): exceljs's streaming parse is CPU-bound,
// so it runs here while the import's thread converts rows and writes them. A process, not a worker thread:
// a worker thread that reaches its heap limit can take the whole server down with it (Node.js issue
// 47224: the limit ends the thread only for some shapes of allocation; deeply nested XML aborted the
// process in our tests), a process can only take itself. Both directions are pulled:
// the file's bytes come one chunk per `pull` (the parser's stream asks when its buffer runs low), and
// parsed rows go back in batches of about BATCH_CELLS cells, at most BATCHES_AHEAD of them unacknowledged —
// so neither the file nor its rows pile up in memory when the database is the slower side.

const BATCH_CELLS = 16_384;
const BATCHES_AHEAD = 4;

const parent = process.send?.bind(process);
if (!parent) throw new Error('workbook-child.ts runs as a child process with an IPC channel');
// The parent's bounds; exceljs's temporary files (a worksheet before the shared strings) go to the folder
// the import removes when this process ends, however it ends (its TMPDIR, set by the parent).
// (JSON writes an unbounded Infinity as null)
const given = JSON.parse(process.env['ENERGIEK_WORKBOOK'] ?? '{}') as {
  bounds?: { rows: number | null; cells: number | null };
  sheets?: WorkbookSheets;
};
const bounds: WorkbookBounds | undefined = given.bounds && {
  rows: given.bounds.rows ?? Infinity,
  cells: given.bounds.cells ?? Infinity,
};
const send = (message: FromWorkbookWorker) => {
  parent(message);
};
// The parent gone (or done with the rows): nothing more to do.
process.on('disconnect', () => process.exit(0));

let unacknowledged = 0;
let resume: (() => void) | null = null;
const input = new Readable({
  read() {
    send({ type: 'pull' });
  },
});
process.on('message', (message: ToWorkbookWorker) => {
  if (message.type === 'bytes') input.push(message.bytes);
  else if (message.type === 'end') input.push(null);
  else {
    unacknowledged--;
    resume?.();
    resume = null;
  }
});

let batch: FileRow[] = [];
let cells = 0;
const flush = async () => {
  send({ type: 'rows', rows: batch });
  batch = [];
  cells = 0;
  if (++unacknowledged >= BATCHES_AHEAD) await new Promise<void>((wake) => (resume = wake));
};
try {
  for await (const row of workbookRows(input, bounds, given.sheets ?? 'first')) {
    batch.push(row);
    cells += row.cells.length;
    if (cells >= BATCH_CELLS) await flush();
  }
  if (batch.length > 0) await flush();
  send({ type: 'done' });
} catch (error) {
  // The rows parsed before the error are the file's as much as the rows sent: the import stops where the
  // parse stopped (the main side hands over the rows it has before it fails).
  if (batch.length > 0) send({ type: 'rows', rows: batch });
  send({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof WorkbookBoundError ? { bound: error.what } : {}),
  });
}
// The import ends this process when it has the last batch (or stops reading early).
