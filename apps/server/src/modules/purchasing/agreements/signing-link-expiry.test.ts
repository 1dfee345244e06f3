import { describe, expect, it } from 'vitest';
import { formatDate } from '@energiek/contracts/format';
import { signingLinkExpiry } from './agreement-signatures.service.ts';

// The signing mail says "geldig tot en met <date>" (issue 33: the link expired at 00:22 of that date):
// the link now works through the whole stated day, Europe/Amsterdam, and stops at the midnight after it.

describe('signingLinkExpiry', () => {
  it('ends at the local midnight after the last day the mail names', () => {
    // 00:22 in Amsterdam on 28 November 2026 (UTC+1).
    const now = new Date('2026-11-27T23:22:00Z');
    const { expiresAt, lastDay } = signingLinkExpiry(now, 14);
    expect(lastDay).toBe('2026-12-12');
    expect(expiresAt.toISOString()).toBe('2026-12-12T23:00:00.000Z'); // 13/12 00:00 in Amsterdam
    expect(formatDate(new Date(expiresAt.getTime() - 1))).toBe('12/12/2026');
  });

  it('counts local days across the change to summer time', () => {
    const { expiresAt, lastDay } = signingLinkExpiry(new Date('2026-03-20T12:00:00Z'), 14);
    expect(lastDay).toBe('2026-04-03');
    expect(expiresAt.toISOString()).toBe('2026-04-03T22:00:00.000Z'); // 4/4 00:00 in Amsterdam (UTC+2)
  });
});
