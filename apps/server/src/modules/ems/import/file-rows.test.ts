import { Readable } from 'node:stream';
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
