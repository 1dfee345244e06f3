import { describe, expect, it } from 'vitest';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditOutcomesOf, provideAuditOutcomes } from './invoices.audit-read.ts';

// The invoice audit hands invoices its outcomes per app context; without the audit the invoice list and the
// year overview show no audit figures (null, as for a user without the audit permission).

const actor = { actFor: 'all' } as Actor;

describe('audit outcomes for the invoice overviews', () => {
  it('are null without a provider', async () => {
    expect(await auditOutcomesOf({ appKey: {} } as ServiceContext, actor, [1])).toBeNull();
  });

  it("come from this context's provider, with the actor and customers asked", async () => {
    const ctx = { appKey: {} } as ServiceContext;
    const outcome = { customerId: 1, invoiceId: 9, deviation: true, recovered: '125.40' };
    provideAuditOutcomes(ctx, async (c, a, customerIds) =>
      c === ctx && a === actor && customerIds.join() === '1,2' ? [outcome] : [],
    );
    expect(await auditOutcomesOf(ctx, actor, [1, 2])).toEqual([outcome]);
    expect(await auditOutcomesOf({ appKey: {} } as ServiceContext, actor, [1, 2])).toBeNull();
  });
});
