import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BufferPool, parallelGzip } from './parallel-gzip.ts';

/** A writer that copies `parts` into the buffers it acquires, as step-json does with its chunks. */
function writer(parts: Buffer[], taken: Buffer[] = []) {
  return function* (acquire: () => Buffer): Generator<Buffer> {
    for (const part of parts) {
      const buffer = acquire();
      taken.push(buffer);
      part.copy(buffer);
      yield buffer.subarray(0, part.length);
    }
  };
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return Buffer.concat(out);
}

describe('parallelGzip', () => {
  it('writes one gzip member that gunzip reads back byte for byte, over many parts', async () => {
    const text = Buffer.from('{"start":"2025-10-26T00:00:00.000Z","consumption":1.25},'.repeat(3000));
    // repetitive text, random bytes (stored blocks), a one-byte part and an empty one, in more parts
    // than are compressed at once
    const parts = [
      text.subarray(0, 70_000),
      randomBytes(50_000),
      Buffer.from('x'),
      Buffer.alloc(0),
      text.subarray(70_000),
      ...Array.from({ length: 9 }, (_, i) => text.subarray(i * 1000, i * 1000 + 15_000)),
    ];
    const pool = new BufferPool(100_000, 4);
    const gzip = await collect(parallelGzip(writer(parts), pool, { inFlight: 3 }));
    expect(gzip.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
    expect(gunzipSync(gzip).equals(Buffer.concat(parts))).toBe(true);
    // the repetitive text shrinks as gzip's own would
    expect(gzip.length).toBeLessThan(Buffer.concat(parts).length / 2);
  });

  it('writes a valid gzip of nothing', async () => {
    const gzip = await collect(parallelGzip(writer([]), new BufferPool(16, 1)));
    expect(gunzipSync(gzip).length).toBe(0);
  });

  it('reuses the buffers of compressed parts and keeps at most inFlight of them at once', async () => {
    const parts = Array.from({ length: 12 }, (_, i) => Buffer.alloc(1000, 65 + i));
    const taken: Buffer[] = [];
    const pool = new BufferPool(1000, 8);
    await collect(parallelGzip(writer(parts, taken), pool, { inFlight: 2 }));
    const distinct = new Set(taken.map((buffer) => buffer.buffer));
    // a part's buffer is given back once zlib has read it: twelve parts fit in a few buffers
    expect(distinct.size).toBeLessThanOrEqual(3);
    expect(distinct.size).toBeGreaterThanOrEqual(2);
    // every buffer is back in the pool afterwards
    expect(pool.available).toBe(distinct.size);
    const again = Array.from({ length: distinct.size }, () => pool.take().buffer);
    expect(new Set(again)).toEqual(distinct);
  });

  it('gives the buffers back when the reader stops after the first part', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => Buffer.alloc(1000, 97 + i));
    const taken: Buffer[] = [];
    const pool = new BufferPool(1000, 8);
    const chunks = parallelGzip(writer(parts, taken), pool, { inFlight: 4 });
    await chunks.next(); // the header
    await chunks.next(); // the first part
    await chunks.return(undefined);
    expect(taken).toHaveLength(4);
    // the parts still being compressed give their buffers back when zlib is done with them, and the
    // writer is not asked for more
    await expect.poll(() => pool.available).toBe(4);
    expect(taken).toHaveLength(4);
  });
});
