import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './e-invoice-values.ts';

describe('decodeBase64', () => {
  it('decodes base64 with padding and line breaks', () => {
    expect(decodeBase64('aGFs\r\nbG8=')?.toString('latin1')).toBe('hallo');
    expect(decodeBase64('aGk=')?.toString('latin1')).toBe('hi');
    expect(decodeBase64('aA==')?.toString('latin1')).toBe('h');
  });

  it('refuses what is not base64', () => {
    expect(decodeBase64(null)).toBeNull();
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('====')).toBeNull();
    expect(decodeBase64('aGVsbG8')).toBeNull(); // length not a multiple of 4
    expect(decodeBase64('aG=sbG8=')).toBeNull(); // padding inside
    expect(decodeBase64('aGVs-G8=')).toBeNull(); // base64url is not what UBL carries
    expect(decodeBase64('a===')).toBeNull();
  });

  it('takes megabytes in one go (a pattern over the whole text ran out of stack)', () => {
    const bytes = Buffer.alloc(12 * 1024 * 1024, 7);
    expect(decodeBase64(bytes.toString('base64'))?.equals(bytes)).toBe(true);
  });
});
