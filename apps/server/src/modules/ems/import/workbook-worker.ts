import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import {
  WorkbookBoundError,
  workbookRows,
  type FileRow,
  type FromWorkbookWorker,
  type ToWorkbookWorker,
  type WorkbookBounds,
} from './workbook-rows.ts';

// The parse worker of a workbook import (file-rows.ts starts it): exceljs's streaming parse is CPU-bound,
// so it runs here while the import's thread converts rows and writes them. Both directions are pulled:
// the file's bytes come one chunk per `pull` (the parser's stream asks when its buffer runs low), and
// parsed rows go back in batches of about BATCH_CELLS cells, at most BATCHES_AHEAD of them unacknowledged —
// so neither the file nor its rows pile up in memory when the database is the slower side.

const BATCH_CELLS = 16_384;
const BATCHES_AHEAD = 4;

const port = parentPort;
if (!port) throw new Error('workbook-worker.ts runs as a worker thread');
// exceljs's temporary files (a worksheet before the shared strings) go to the folder the import removes
// when this worker ends, however it ends (this thread's environment is its own).
const data = workerData as { tmpDir?: string; bounds?: WorkbookBounds } | null;
const tmpDir = data?.tmpDir;
if (tmpDir) process.env['TMPDIR'] = tmpDir;
const send = (message: FromWorkbookWorker) => port.postMessage(message);

let unacknowledged = 0;
let resume: (() => void) | null = null;
const input = new Readable({
  read() {
    send({ type: 'pull' });
  },
});
port.on('message', (message: ToWorkbookWorker) => {
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
  for await (const row of workbookRows(input, data?.bounds)) {
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
// The import ends the worker when it has the last batch (or stops reading early).
