import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { TIME_ZONE } from '@energiek/contracts/format';
import type { Executor } from '@energiek/db/client';
import { customerServices } from '@energiek/db/schema/index';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { findCustomerModules } from './services.repository.ts';
import { recomputeCustomerModules } from './services.service.ts';

// Every night, customers.modules follows the services active today: a service that starts or ends on a
// date takes effect without anyone saving the Diensten screen. Only customers with service rows are
// recomputed: a customer whose modules predate services (the demo seed) keeps them, as the screen does.

/** Customers that have at least one service row. */
async function customersWithServices(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: customerServices.customerId })
    .from(customerServices)
    .orderBy(asc(customerServices.customerId));
  return rows.map((row) => row.customerId);
}

export const recomputeModulesJob = defineJob({
  name: 'services.recompute-modules',
  data: z.object({
    /** Only these customers (default: every customer with services). */
    customerIds: z.array(z.number().int().positive()).optional(),
  }),
  schedule: { cron: '0 2 * * *', tz: TIME_ZONE, data: {} },
  retryDelaySeconds: 300,
  async run(ctx, job) {
    const ids = job.data.customerIds ?? (await customersWithServices(ctx.db));
    let changed = 0;
    let reported = -1;
    for (const [index, customerId] of ids.entries()) {
      const before = await findCustomerModules(ctx.db, customerId);
      if (!before) continue; // deleted meanwhile
      // Each customer commits on its own: a retry redoes the rest, and redoing one is harmless.
      const after = await ctx.db.transaction((tx) => recomputeCustomerModules(tx, customerId));
      if ([...before.modules].sort().join() !== after.join()) {
        changed++;
        await ctx.sessionCache.invalidate(); // the customer's staff see their modules on their next request
      }
      const percent = Math.floor(((index + 1) * 100) / ids.length);
      if (percent !== reported) {
        reported = percent;
        await job.progress((index + 1) / ids.length, `${index + 1} van ${ids.length} klanten bijgewerkt`);
      }
    }
    return { customers: ids.length, changed };
  },
});
