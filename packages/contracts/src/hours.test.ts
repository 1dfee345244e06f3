import { describe, expect, it } from 'vitest';
import { formatHoursMinutes } from './hours.ts';

describe('formatHoursMinutes', () => {
  it('rounds to the minute as h:mm', () => {
    expect(formatHoursMinutes(0)).toBe('0:00');
    expect(formatHoursMinutes(30)).toBe('0:01');
    expect(formatHoursMinutes(5400)).toBe('1:30');
    expect(formatHoursMinutes(4500 + 29)).toBe('1:15');
  });

  it('shows a registration shorter than half a minute in seconds instead of 0:00', () => {
    expect(formatHoursMinutes(5)).toBe('0:00:05');
    expect(formatHoursMinutes(29)).toBe('0:00:29');
  });
});
