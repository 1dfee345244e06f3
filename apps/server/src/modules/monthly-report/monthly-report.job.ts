import { z } from 'zod';
import { TIME_ZONE } from '@energiek/contracts/format';
import { previousMonthOf } from '@energiek/domain/monthly-report';
import { localDayOf } from '@energiek/domain/local-time';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { customersWithModule } from '../customers/customers.service.ts';
import { monthlyReportForJob } from './monthly-report.service.ts';

// On the 1st of every month at 06:00 (Amsterdam): last month's report for every customer with energy
// monitoring (module ems), filed in the library and mailed to the contacts who want it. `month` (YYYY-MM)
// runs another month; a customer whose report of that month is already filed is left alone.

export const monthlyReportJob = defineJob({
  name: 'monthly-report.run',
  data: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
  schedule: { cron: '0 6 1 * *', tz: TIME_ZONE, data: {} },
  retryDelaySeconds: 600,
  async run(ctx, job) {
    const now = new Date();
    const month = job.data.month ?? previousMonthOf(localDayOf(now));
    const customers = await customersWithModule(ctx.db, 'ems');
    let made = 0;
    for (const [index, customer] of customers.entries()) {
      if ((await monthlyReportForJob(ctx, customer.id, month, now)) === 'made') made++;
      await job.progress((index + 1) / customers.length, `${index + 1} van ${customers.length} klanten`);
    }
    return { month, customers: customers.length, made };
  },
});
