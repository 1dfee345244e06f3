import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../core/context.ts';
import { digestSignals, provideDigestSignals } from './digest-sources.ts';

// The digest's signals are handed in per app context by the signals area; an app without it mails the action
// notifications alone (no signals), and one app's provider never answers for another.

const window = { from: new Date('2026-11-28T07:00:00Z'), until: new Date('2026-11-29T07:00:00Z') };
const signal = {
  signalId: 7,
  customerId: 3,
  customerName: 'Kwekerij De Kas B.V.',
  module: 'usage',
  title: 'Verbruik hoger dan verwacht',
  reason: 'new',
  createdAt: new Date('2026-11-28T09:00:00Z'),
};

describe('digest signals', () => {
  it('are none without a provider', async () => {
    const ctx = { appKey: {} } as ServiceContext;
    expect(await digestSignals(ctx, 1, window, 'all')).toEqual([]);
  });

  it("come from this context's provider, with the user, window and customers asked", async () => {
    const ctx = { appKey: {} } as ServiceContext;
    const other = { appKey: {} } as ServiceContext;
    const asked: unknown[] = [];
    provideDigestSignals(ctx, async (c, userId, w, customerIds) => {
      asked.push([c === ctx, userId, w, customerIds]);
      return [signal];
    });
    expect(await digestSignals(ctx, 4, window, [3])).toEqual([signal]);
    expect(asked).toEqual([[true, 4, window, [3]]]);
    expect(await digestSignals(other, 4, window, [3])).toEqual([]);
    // A job's copy of the context (the embedded database's background connection) is the same app.
    const jobCopy = { ...ctx, db: {} } as unknown as ServiceContext;
    expect(await digestSignals(jobCopy, 4, window, [3])).toEqual([signal]);
  });
});
