import { describe, expect, it } from 'vitest';
import { ReadingBuffer } from './reading-buffer.ts';

describe('ReadingBuffer', () => {
  it('gives back the readings in order, values as the same numbers, growing past its capacity', () => {
    const buffer = new ReadingBuffer(2);
    const texts = ['0.25', '1.2345', '99999.9999', '0.0001', '12', '0.3000', '7.1'];
    texts.forEach((text, i) => buffer.push(new Date(Date.UTC(2026, 2, 29, 0, 15 * i)), text));
    expect(buffer.length).toBe(7);
    expect(buffer.lastStart().toISOString()).toBe('2026-03-29T01:30:00.000Z');
    const readings = buffer.take();
    expect(readings.map((r) => r.start.toISOString())).toEqual(
      texts.map((_, i) => new Date(Date.UTC(2026, 2, 29, 0, 15 * i)).toISOString()),
    );
    // What the writer sends (String(value)) is the same decimal number as the text.
    expect(readings.map((r) => String(r.value))).toEqual([
      '0.25',
      '1.2345',
      '99999.9999',
      '0.0001',
      '12',
      '0.3',
      '7.1',
    ]);
    expect(buffer.length).toBe(0);
    buffer.push(new Date(0), '5');
    expect(buffer.take()).toEqual([{ start: new Date(0), value: 5 }]);
  });
});
