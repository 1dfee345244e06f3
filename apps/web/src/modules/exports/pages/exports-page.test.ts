import { describe, expect, it } from 'vitest';
import { formatSize } from './exports-page.tsx';

describe('formatSize', () => {
  it('shows bytes, kB and MB the Dutch way', () => {
    expect(formatSize(null)).toBe('');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(4_321)).toBe('4 kB');
    expect(formatSize(64_250_000)).toBe('64,3 MB');
  });
});
