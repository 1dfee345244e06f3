import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

// One gzip member (RFC 1952) compressed a chunk at a time on libuv's threads, several chunks at once, the
// way pigz does: each chunk is raw deflate ended by a sync flush (a byte-aligned end without the final
// bit), so the chunks join into one deflate stream; an empty final block, the CRC-32 and the length close
// it. A back-reference never reaches into the previous chunk, which costs a few bytes at each seam.
// A stream through zlib's Gzip compresses one chunk after the other and each chunk's compression waits
// for the next chunk to be written; here the writing of the next chunks and the compression of the
// earlier ones overlap (bench ems-usage).

const deflate = promisify(deflateRaw);

/** ID1 ID2, CM deflate, no flags, no time, XFL 4 (the fastest), OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 4, 255]);
/** A final fixed-Huffman block without data (BFINAL 1, BTYPE 01, end-of-block): deflateRaw of nothing. */
const FINAL_BLOCK = [0x03, 0x00];

/** Buffers of one size kept for reuse: the chunks' input is written once and freed when compressed. */
export class BufferPool {
  private readonly free: ArrayBuffer[] = [];

  constructor(
    readonly bytes: number,
    private readonly keep: number,
  ) {}

  /** Buffers ready for reuse. */
  get available(): number {
    return this.free.length;
  }

  take(): Buffer {
    return Buffer.from(this.free.pop() ?? new ArrayBuffer(this.bytes));
  }

  /** Gives back the buffer under `view` (a view of a buffer from take). */
  give(view: Uint8Array): void {
    const buffer = view.buffer;
    if (buffer instanceof ArrayBuffer && buffer.byteLength === this.bytes && this.free.length < this.keep)
      this.free.push(buffer);
  }
}

/**
 * Gzip of the chunks `write` yields, each written into a buffer from `pool` (a view of it); at most
 * `inFlight` chunks are compressed at once, and the compressed parts come out in order. A chunk's buffer
 * goes back to the pool when its compression is done, also when the consumer stops early.
 */
export async function* parallelGzip(
  write: (acquire: () => Buffer) => Iterable<Uint8Array>,
  pool: BufferPool,
  options: { level?: number; inFlight?: number } = {},
): AsyncGenerator<Buffer, void, undefined> {
  const level = options.level ?? 1;
  const inFlight = options.inFlight ?? 4;
  const chunks = write(() => pool.take())[Symbol.iterator]();
  const pending: Promise<Buffer>[] = [];
  let crc = 0;
  let length = 0;
  let written = false;
  try {
    yield HEADER;
    while (!written || pending.length > 0) {
      while (!written && pending.length < inFlight) {
        const next = chunks.next();
        if (next.done) {
          written = true;
          break;
        }
        const view = next.value;
        crc = crc32(view, crc);
        length += view.length;
        const part = deflate(view, { level, finishFlush: constants.Z_SYNC_FLUSH });
        // back to the pool once zlib has read it; a failure is reported where the part is awaited
        part.then(
          () => pool.give(view),
          () => pool.give(view),
        );
        pending.push(part);
      }
      const part = pending.shift();
      if (part) yield await part;
    }
  } finally {
    chunks.return?.();
  }
  const trailer = Buffer.alloc(FINAL_BLOCK.length + 8);
  trailer.set(FINAL_BLOCK);
  trailer.writeUInt32LE(crc >>> 0, FINAL_BLOCK.length);
  trailer.writeUInt32LE(length % 2 ** 32, FINAL_BLOCK.length + 4);
  yield trailer;
}
