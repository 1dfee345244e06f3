import { constants, mkdirSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Socket } from 'node:net';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BACKGROUND_APPLICATION_NAME } from './background-connections.ts';
import { TABLES_SQL, countSql } from './table-counts.ts';
import { isNewCluster, pristineCluster, warnPristineUnusable } from './pristine-cluster.ts';

// The embedded database's own thread (client.ts openEmbeddedInWorker starts it). PGlite is PostgreSQL
// compiled to WebAssembly: every statement runs synchronously in the thread that calls it, so in the
// server's thread a long statement (a demo-data step, a dump) stopped every request. Here it runs in a
// worker thread and serves the PostgreSQL wire protocol on a Unix socket in a private folder (0700), so
// the server talks to it with the same `pg` driver as to PostgreSQL and its event loop never waits on the
// database. PGlite is one session: the connections' messages run one batch at a time (a batch ends with
// Sync, Query or Flush, so one client's extended-protocol sequence is never cut by another's), and while a
// connection's transaction is open only that connection's batches run. Named statements live in the one
// session: a connection that closes has its own deallocated, so a new connection may prepare them again.

export type WorkerOptions = {
  /** The data directory (undefined: in memory). */
  dataDir: string | undefined;
  /** The folder of the Unix socket (.s.PGSQL.5432 inside). */
  socketDir: string;
  /** A dumped data directory to start from (a new cluster otherwise comes from the pristine one). */
  loadDataDir: Uint8Array | undefined;
};

export type ToWorker = { type: 'close' } | { type: 'copy'; id: number; target: string };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'error'; message: string }
  | { type: 'copied'; id: number; error?: string; copy?: DataDirCopy };

export type DataDirCopy = {
  /** How long the database's connections waited for the copy's last step. */
  pausedMs: number;
  /** Rows per table ("schema.table") of the copy, counted on the copy itself. */
  tables: Record<string, number>;
};

export const SOCKET_NAME = '.s.PGSQL.5432';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const CLOSE = 0x43; // 'C'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'

type Connection = {
  id: number;
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  batch: Buffer[];
  /** Named statements this connection prepared (deallocated when it closes). */
  statements: Set<string>;
  closed: boolean;
  /** Opened with application_name BACKGROUND_APPLICATION_NAME (the job runner's pool): runs after requests. */
  background: boolean;
};
type Batch = { connection: Connection; bytes: Uint8Array; queuedAt: number };

/**
 * After a request's batch, background batches wait this long for the request's next statement (a request
 * runs several, one after the other, each a round trip through the server's thread): without it each of
 * them queued behind a whole background transaction (issue 26, docs/architecture.md "Eighth measurement").
 */
export const FOREGROUND_GRACE_MS = 5;
/**
 * A waiting background batch lets at most this many request batches go first, then runs (requests cannot
 * hold background work off). Counted, not timed: a long request statement does not use it up.
 */
export const BACKGROUND_MAX_PASSED = 12;
/** PGLITE_WIRE_FIFO=1 (bench/ems-demo-data.ts, for an A/B): every batch in order of arrival, as before. */
const FIFO = process.env.PGLITE_WIRE_FIFO === '1';

/** A simple-protocol Query message. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** A parameter of a StartupMessage's body (after length and protocol: name\0value\0 … \0). */
function startupParameter(body: Buffer, wanted: string): string | undefined {
  const parts = body.toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === wanted) return parts[i + 1];
  return undefined;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class WireServer {
  readonly #db: PGlite;
  readonly #queue: Batch[] = [];
  #running = false;
  /** Set once the database is about to close: nothing more runs on it (a closed PGlite throws). */
  #closing = false;
  /** The connection whose transaction is open: only its batches run until it ends. */
  #owner: Connection | null = null;
  /** When the last batch of a request connection (not a background one) ended. */
  #foregroundEnded = -Infinity;
  #wakeUp: NodeJS.Timeout | null = null;
  /** Request batches that went first while a background batch waited (BACKGROUND_MAX_PASSED). */
  #passed = 0;
  /** PGLITE_WIRE_STATS=1 (bench): request batches' waits, the gaps between them, the background batches'
   *  and transactions' durations; on stderr every 30 s and on close. */
  readonly #stats = process.env.PGLITE_WIRE_STATS
    ? {
        waits: [] as number[],
        gaps: [] as number[],
        background: [] as number[],
        held: [] as number[],
        heldSince: 0,
      }
    : null;
  #nextId = 1;
  readonly #connections = new Set<Connection>();

  constructor(db: PGlite) {
    this.#db = db;
    if (this.#stats) setInterval(() => this.#printStats(), 30_000).unref();
  }

  attach(socket: Socket): void {
    socket.setNoDelay?.(true);
    const connection: Connection = {
      id: this.#nextId++,
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      batch: [],
      statements: new Set(),
      closed: false,
      background: false,
    };
    this.#connections.add(connection);
    socket.on('data', (data: Buffer) => this.#receive(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void this.#closed(connection));
  }

  /** Closes every connection (the server is stopping). */
  /** Closes every connection; from now on no statement runs (their cleanup would meet a closed PGlite). */
  destroyAll(): void {
    this.#closing = true;
    if (this.#wakeUp) clearTimeout(this.#wakeUp);
    this.#printStats();
    for (const connection of this.#connections) connection.socket.destroy();
  }

  /** PGLITE_WIRE_STATS: the figures so far, on stderr (every 30 s and on close). */
  #printStats(): void {
    if (!this.#stats) return;
    const line = (name: string, list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) =>
        (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
      return `${name}: ${sorted.length}, p50 ${at(0.5)} / p95 ${at(0.95)} / max ${at(1)} ms`;
    };
    console.error(
      `pglite wire: ${line('request batches waited', this.#stats.waits)}; ${line('gaps between request batches', this.#stats.gaps)}; ${line('background batches ran', this.#stats.background)}; ${line('transactions held the session', this.#stats.held)}`,
    );
  }

  /** Resolves once the statement running now (if any) has finished: then the database may close. */
  async settle(): Promise<void> {
    await this.#db.runExclusive(async () => {});
  }

  #receive(connection: Connection, data: Buffer): void {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
    for (;;) {
      const buffer = connection.buffer;
      if (!connection.started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (buffer.length < length) return;
        connection.buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          connection.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          connection.socket.end(); // no backend process to signal
          return;
        } else if (code === PROTOCOL_3) {
          connection.started = true;
          connection.background =
            startupParameter(buffer.subarray(8, length), 'application_name') === BACKGROUND_APPLICATION_NAME;
          this.#enqueue(connection, buffer.subarray(0, length));
        } else {
          connection.socket.destroy();
          return;
        }
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = buffer[0];
      const message = buffer.subarray(0, length);
      connection.buffer = buffer.subarray(length);
      if (type === TERMINATE) {
        connection.socket.end();
        return;
      }
      connection.batch.push(this.#ownNames(connection, type!, message));
      if (type === SYNC || type === QUERY || type === FLUSH) {
        const bytes = Buffer.concat(connection.batch);
        connection.batch = [];
        this.#enqueue(connection, bytes);
      }
    }
  }

  /**
   * The message with its prepared statement's name made this connection's own (`c<id>_<name>`): the
   * connections share PGlite's one session, where two of them preparing one name would collide. Parse,
   * Bind, Describe and Close name statements; the unnamed statement and the portals need nothing (a batch
   * runs whole).
   */
  #ownNames(connection: Connection, type: number, message: Buffer): Buffer {
    const own = (name: string) => (name ? `c${connection.id}_${name}` : name);
    let at: number; // where the statement name starts
    if (type === PARSE) at = 5;
    else if (type === BIND)
      at = message.indexOf(0, 5) + 1; // after the portal's name
    else if ((type === DESCRIBE || type === CLOSE) && message[5] === 0x53)
      at = 6; // 'S'tatement
    else return message;
    const end = message.indexOf(0, at);
    const name = message.toString('utf8', at, end);
    if (!name) return message;
    if (type === PARSE) connection.statements.add(own(name));
    if (type === CLOSE) connection.statements.delete(own(name));
    const renamed = Buffer.from(own(name));
    const out = Buffer.concat([message.subarray(0, at), renamed, message.subarray(end)]);
    out.writeInt32BE(out.length - 1, 1);
    return out;
  }

  #enqueue(connection: Connection, bytes: Uint8Array): void {
    this.#queue.push({ connection, bytes, queuedAt: performance.now() });
    void this.#run();
  }

  /**
   * The queue index of the batch to run next, or -1 (nothing, or background work waiting for a request's
   * next statement: a timer calls #run again). An open transaction's batches first; then requests' batches
   * in order of arrival; background batches once no request ran for FOREGROUND_GRACE_MS, or when
   * BACKGROUND_MAX_PASSED request batches went first.
   */
  #next(): number {
    if (this.#owner) return this.#queue.findIndex((b) => b.connection === this.#owner);
    if (this.#queue.length === 0) return -1;
    if (FIFO) return 0;
    const now = performance.now();
    const background = this.#queue.findIndex((b) => b.connection.background);
    const foreground = this.#queue.findIndex((b) => !b.connection.background);
    if (foreground >= 0 && (background < 0 || this.#passed < BACKGROUND_MAX_PASSED)) {
      if (background >= 0) this.#passed++;
      return foreground;
    }
    const graceLeft = foreground >= 0 ? 0 : this.#foregroundEnded + FOREGROUND_GRACE_MS - now;
    if (graceLeft <= 0) {
      this.#passed = 0;
      return background;
    }
    if (!this.#wakeUp)
      this.#wakeUp = setTimeout(() => {
        this.#wakeUp = null;
        void this.#run();
      }, Math.ceil(graceLeft));
    return -1;
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        if (this.#closing) return;
        const index = this.#next();
        if (index < 0) return;
        const [batch] = this.#queue.splice(index, 1);
        const { connection, bytes } = batch!;
        if (connection.closed) continue;
        const began = performance.now();
        if (this.#stats && !connection.background) {
          this.#stats.waits.push(began - batch!.queuedAt);
          const gap = batch!.queuedAt - this.#foregroundEnded;
          if (gap < 50) this.#stats.gaps.push(gap);
        }
        try {
          await this.#db.runExclusive(async () => {
            try {
              await this.#db.execProtocolRawStream(bytes, {
                onRawData: (data) => {
                  if (!connection.closed) connection.socket.write(Buffer.from(data));
                },
              });
            } finally {
              const owner = this.#db.isInTransaction() ? connection : null;
              if (this.#stats && owner !== this.#owner) {
                if (owner) this.#stats.heldSince = began;
                else this.#stats.held.push(performance.now() - this.#stats.heldSince);
              }
              this.#owner = owner;
            }
          });
        } catch (error) {
          connection.socket.destroy(error as Error);
        }
        if (!connection.background) this.#foregroundEnded = performance.now();
        else this.#stats?.background.push(performance.now() - began);
      }
    } finally {
      this.#running = false;
    }
  }

  async #closed(connection: Connection): Promise<void> {
    if (connection.closed) return;
    connection.closed = true;
    this.#connections.delete(connection);
    for (let i = this.#queue.length - 1; i >= 0; i--)
      if (this.#queue[i]!.connection === connection) this.#queue.splice(i, 1);
    if (this.#closing) return;
    // After a running batch and before anyone else's: its open transaction rolled back, its statements gone.
    await this.#db.runExclusive(async () => {
      // Raw simple queries: PGlite#exec would wait for the lock held here.
      const statements = [...connection.statements].map((name) => `DEALLOCATE ${quoteIdent(name)};`);
      if (this.#owner === connection) {
        if (this.#db.isInTransaction()) statements.unshift('ROLLBACK;');
        this.#owner = null;
      }
      for (const text of statements)
        await this.#db.execProtocolRawStream(simpleQuery(text), { onRawData: () => {} });
    });
    void this.#run();
  }
}

/** Files of the data directory that are not the database's: the server's lock and backup handshake. */
const NOT_COPIED = /^(energiek\.lock|backup-request\.json|backup-result-.*\.json)$/;

/** Every file under `dir` (relative paths), with the size and modification time it had ('dir' for a folder:
 *  PostgreSQL needs its empty ones too). */
async function listFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const visit = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        files.set(name, 'dir');
        await visit(name);
      } else if (entry.isFile() && !(relative === '' && NOT_COPIED.test(entry.name))) {
        const info = await stat(path.join(dir, name), { bigint: true });
        files.set(name, `${info.size}:${info.mtimeNs}`);
      }
    }
  };
  await visit('');
  return files;
}

/**
 * Copies the files of `source` that differ from `copied` (path → size:mtime at their last copy) into
 * `target`; answers the new state. Each file's state is read before its copy, so a file written during its
 * copy differs next time. The kernel copies (reflinks where the file system can): nothing passes the heap.
 */
async function copyChanged(source: string, target: string, copied: Map<string, string>) {
  const now = await listFiles(source);
  for (const [file, state] of now) {
    if (copied.get(file) === state) continue;
    if (state === 'dir') {
      await mkdir(path.join(target, file), { recursive: true, mode: 0o700 });
      continue;
    }
    await mkdir(path.dirname(path.join(target, file)), { recursive: true, mode: 0o700 });
    await copyFile(path.join(source, file), path.join(target, file), constants.COPYFILE_FICLONE);
    await chmod(path.join(target, file), 0o600);
  }
  for (const file of copied.keys())
    if (!now.has(file)) await rm(path.join(target, file), { recursive: true, force: true });
  return now;
}

/**
 * A consistent copy of the live data directory into `target` without stopping the database for the whole
 * copy: two passes while it runs (the second copies what changed during the first, after a checkpoint has
 * written the changed pages), then, with every connection waiting, a CHECKPOINT (all changed pages on
 * disk) and a last pass of what changed since. The
 * copy is then the data directory as at that moment, like one after a crash: PostgreSQL's recovery on the
 * first open finds nothing to redo beyond the checkpoint. Answers how long the connections waited.
 */
async function copyDataDir(db: PGlite, dataDir: string, target: string): Promise<DataDirCopy> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  const checkpoint = () => db.execProtocolRawStream(simpleQuery('CHECKPOINT'), { onRawData: () => {} });
  let copied = await copyChanged(dataDir, target, new Map());
  // A checkpoint between the live passes writes the pages changed so far (after a big job: hundreds of MB)
  // while only the checkpoint waits; the second pass copies the files it wrote. The last step's checkpoint
  // then has little to write and its pass few files to copy (after the demo job: 3.4 s paused before).
  await db.runExclusive(checkpoint);
  copied = await copyChanged(dataDir, target, copied);
  const pausedMs = await db.runExclusive(async () => {
    const started = performance.now();
    await checkpoint();
    await copyChanged(dataDir, target, copied);
    return performance.now() - started;
  });
  // The copy opened once (PostgreSQL's recovery runs, then a clean shutdown): it is known to open, and
  // its rows are counted for the manifest — the counts of the copy itself, not of a later moment.
  return { pausedMs, tables: await countCopy(target) };
}

/**
 * Rows per table of a copied data directory, counted in a thread of its own: opening the copy (its
 * recovery, a second PGlite) and counting run synchronously, and in this thread they held up every
 * connection for seconds. The thread's memory goes back when it ends.
 */
function countCopy(target: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL(import.meta.url), { workerData: { countCopy: target } });
    thread.once('message', (message: { tables?: Record<string, number>; error?: string }) =>
      message.tables ? resolve(message.tables) : reject(new Error(message.error)),
    );
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the copy's count ended (${code}) without an answer`)));
  });
}

/**
 * The copy's PGlite for its one count: small shared buffers. With the data directory's own (128 MB, as
 * PostgreSQL's initdb writes them) its recovery and count touched ~240 MB of new memory in the server
 * process while the backup ran (peak RSS 1,005 MB with the demo data); with 16 MB, ~90 MB (docs/operations.md
 * "Backup and restore"). The counts are the same; the setting is this open's only (command line, not the
 * copy's postgresql.conf), so a restored copy keeps its own.
 */
const COPY_COUNT_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function countCopyMain(target: string): Promise<void> {
  const copy = await PGlite.create(target, { extensions: { pg_trgm }, startParams: COPY_COUNT_START_PARAMS });
  const tables: Record<string, number> = {};
  try {
    const list = await copy.query<{ schema: string; name: string }>(TABLES_SQL);
    for (const { schema, name } of list.rows) {
      const count = await copy.query<{ n: number }>(countSql(schema, name));
      tables[`${schema}.${name}`] = Number(count.rows[0]?.n ?? 0);
    }
  } finally {
    await copy.close();
  }
  // Answered only once the copy is closed: its shutdown still writes (and removes its postmaster.pid), and
  // the caller may copy the folder as soon as it has the answer.
  parentPort!.postMessage({ tables });
}

async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makePrivate(full);
    else if (entry.isFile()) await chmod(full, 0o600);
  }
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const options = workerData as WorkerOptions;
  const dataDir = options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let loadDataDir: Blob | undefined = options.loadDataDir ? new Blob([options.loadDataDir]) : undefined;
  if (!loadDataDir && isNewCluster(dataDir)) {
    const pristine = pristineCluster();
    if ('reason' in pristine) warnPristineUnusable(pristine.reason);
    else loadDataDir = pristine.load();
  }
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // A cluster loaded from a dump (the pristine one, a restore) has the modes its archive gave; a data
  // folder from before they were private has looser ones. This user's alone: folders 0700, files 0600.
  if (dataDir) await makePrivate(dataDir);
  const wire = new WireServer(db);
  const server = createServer((socket) => wire.attach(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(`${options.socketDir}/${SOCKET_NAME}`, resolve);
  });
  port.on('message', (message: ToWorker) => {
    if (message.type === 'copy') {
      if (!dataDir) {
        port.postMessage({
          type: 'copied',
          id: message.id,
          error: 'an in-memory database has no data directory',
        });
        return;
      }
      copyDataDir(db, dataDir, message.target)
        .then((copy) => port.postMessage({ type: 'copied', id: message.id, copy } satisfies FromWorker))
        .catch((error: unknown) =>
          port.postMessage({
            type: 'copied',
            id: message.id,
            error: (error as Error).message,
          } satisfies FromWorker),
        );
      return;
    }
    if (message.type !== 'close') return;
    server.close();
    wire.destroyAll();
    void wire
      .settle()
      .then(() => db.close())
      .then(() => port.postMessage({ type: 'closed' } satisfies FromWorker))
      .catch((error: unknown) =>
        port.postMessage({ type: 'error', message: (error as Error).message } satisfies FromWorker),
      );
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}

const countTarget = (workerData as { countCopy?: string } | null)?.countCopy;
if (parentPort && countTarget) {
  countCopyMain(countTarget).catch((error: unknown) =>
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) }),
  );
}

if (parentPort && (workerData as { pgliteWorker?: boolean } | null)?.pgliteWorker) {
  main().catch((error: unknown) => {
    parentPort!.postMessage({
      type: 'error',
      message: (error as Error).stack ?? String(error),
    } satisfies FromWorker);
  });
}
