import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Tasks in child processes of their own, with heap and time bounded: for parsers of files a user uploads
// (issue 33: "every workbook and XML read goes through a bounded parser outside the request thread; a
// crash of a worker never takes the server with it"). The workbook reader (lib/workbook/bounded-workbook.ts)
// streams rows both ways and has its own process protocol; this is the one-shot kind: the input goes to a
// child in one message, its answer comes back in one message.
// A process, not a worker thread, for the reason workbook-child.ts gives (a thread at its heap limit can
// abort the whole process). A child serves one task at a time and stays for the next one a while (an
// import of 50 files pays the start — loading the parser, ~0.2 s — once); a child that ran out of heap or
// time is killed, never reused.

/** Why a bounded task ended without an answer. */
export type BoundedFailure = 'heap' | 'time' | 'crash';

export class BoundedTaskError extends Error {
  readonly reason: BoundedFailure;
  // (no parameter properties: the child processes load this file with Node's type stripping)
  constructor(reason: BoundedFailure, detail: string) {
    super(`bounded task ended without an answer (${reason}): ${detail}`);
    this.name = 'BoundedTaskError';
    this.reason = reason;
  }
}

export type BoundedTaskLimits = {
  /** The child's old-generation heap (MB). A child is reused only for tasks with the same heap. */
  heapMb: number;
  /** One task's wall time, from handing it over to its answer (ms). */
  timeMs: number;
};

/** Children of all bounded tasks at a time; more tasks wait for a turn (each child may take `heapMb`). */
export const MAX_BOUNDED_CHILDREN = 2;
/** An idle child ends after this long. */
const IDLE_MS = 30_000;

type Message<T> = { id: number; value: T };

type Child = {
  key: string;
  process: ChildProcess;
  busy: boolean;
  idleTimer: NodeJS.Timeout | null;
  /** The last 2,000 characters of its standard error (an abort's report). */
  report: string;
  /** The task it works on: settles it when the child ends first. */
  onEnd: ((reason: BoundedFailure, detail: string) => void) | null;
};

const children = new Set<Child>();
const waiting: (() => void)[] = [];
let nextId = 1;

function spawnChild(file: URL, heapMb: number, key: string): Child {
  // NODE_OPTIONS stays out: the child's Node flags are these alone.
  const { NODE_OPTIONS: _nodeOptions, ...environment } = process.env;
  const child: Child = {
    key,
    process: fork(fileURLToPath(file), [], {
      execArgv: [`--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      env: environment,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    }),
    busy: false,
    idleTimer: null,
    report: '',
    onEnd: null,
  };
  child.process.stderr?.on('data', (chunk: Buffer) => {
    child.report = (child.report + chunk.toString()).slice(-2000);
  });
  // 'close': after the exit and the end of its standard error, so the report is whole
  child.process.once('close', (code, signal) => {
    forget(child);
    const heap = /heap out of memory|allocation failed/i.test(child.report);
    child.onEnd?.(
      heap ? 'heap' : 'crash',
      `exited ${code ?? signal} without an answer${child.report ? `: ${child.report.trim().slice(-300)}` : ''}`,
    );
  });
  child.process.once('error', (error) => child.onEnd?.('crash', error.message));
  children.add(child);
  return child;
}

/** The child leaves the pool (it ended, or is being killed); a waiting task may start one. */
function forget(child: Child): void {
  if (!children.delete(child)) return;
  if (child.idleTimer) clearTimeout(child.idleTimer);
  waiting.shift()?.();
}

function kill(child: Child): void {
  forget(child);
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
}

/** An idle child of this kind, or a new one where there is room; else waits for a turn. */
async function takeChild(file: URL, heapMb: number): Promise<Child> {
  const key = `${file.href}#${heapMb}`;
  for (;;) {
    const idle = [...children].find((child) => !child.busy && child.key === key);
    if (idle) {
      if (idle.idleTimer) clearTimeout(idle.idleTimer);
      idle.idleTimer = null;
      idle.busy = true;
      idle.process.ref();
      idle.process.channel?.ref();
      return idle;
    }
    // Room for one more, or an idle child of another kind to make room with.
    const other = [...children].find((child) => !child.busy);
    if (children.size >= MAX_BOUNDED_CHILDREN && other) kill(other);
    if (children.size < MAX_BOUNDED_CHILDREN) {
      const child = spawnChild(file, heapMb, key);
      child.busy = true;
      return child;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

function giveBack(child: Child): void {
  if (!children.has(child)) return;
  child.busy = false;
  child.onEnd = null;
  // An idle child keeps neither the server nor a script from ending.
  child.process.unref();
  child.process.channel?.unref();
  child.idleTimer = setTimeout(() => kill(child), IDLE_MS);
  child.idleTimer.unref();
  waiting.shift()?.();
}

/**
 * Runs the task of the child module at `file` (which serves tasks with `serveBoundedTasks`) on `input`,
 * and resolves with its answer. Rejects with a BoundedTaskError when the child runs out of heap, out of
 * time, or ends without answering; the server's process is never at risk. Messages use Node's advanced
 * serialisation: Buffers arrive as Uint8Arrays.
 */
export async function runBoundedTask<In, Out>(file: URL, input: In, limits: BoundedTaskLimits): Promise<Out> {
  const child = await takeChild(file, limits.heapMb);
  const id = nextId++;
  return new Promise<Out>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.process.off('message', onMessage);
      outcome();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new BoundedTaskError('time', `no answer within ${limits.timeMs} ms`)));
      kill(child);
    }, limits.timeMs);
    const onMessage = (message: Message<Out>) => {
      if (message.id !== id) return;
      settle(() => resolve(message.value));
      giveBack(child);
    };
    child.onEnd = (reason, detail) => settle(() => reject(new BoundedTaskError(reason, detail)));
    child.process.on('message', onMessage);
    child.process.send({ id, value: input } satisfies Message<In>, (error) => {
      if (!error) return;
      settle(() => reject(new BoundedTaskError('crash', error.message)));
      kill(child);
    });
  });
}

/** The child's side: answers every task message with `task(input)`, one at a time. */
export function serveBoundedTasks<In, Out>(task: (input: In) => Out | Promise<Out>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('a bounded task runs as a child process with an IPC channel');
  process.on('message', (message: Message<In>) => {
    void (async () => {
      const value = await task(message.value);
      send({ id: message.id, value } satisfies Message<Out>);
    })();
  });
  // The parent gone: nothing more to do.
  process.on('disconnect', () => process.exit(0));
}
