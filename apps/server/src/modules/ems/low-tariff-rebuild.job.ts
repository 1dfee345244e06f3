import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLLUP_GRAINS, type EmsChannelCode } from '@energiek/contracts/ems';
import type { Executor } from '@energiek/db/client';
import { addLocalDays, TIME_ZONE } from '@energiek/domain/local-time';
import { defineJob, type JobRun } from '../../core/jobs/job-definition.ts';
import type { ServiceContext } from '../../core/context.ts';
import { monthRanges } from './demo/demo-data.job.ts';
import { finishBulkWrite, rebuildLowTariffOf } from './interval-writer.ts';

// After a grid operator's low-tariff window changed, or a connection moved to another grid operator: the
// computed low parts of the readings (interval_readings.low_part where the source gave none) and the low
// sums (sum_low) of the rollups of the operator's connections — or of that one connection — are
// recomputed, one connection-month per transaction (the writer's lock per connection, so an import
// running meanwhile is never mixed with it), then the week, month and year rollups once per connection
// and channel. A job that dies is retried from the start; every step is a rebuild, so repeating one
// changes nothing.

const ZONE = sql.raw(`'${TIME_ZONE}'`);

export const lowTariffRebuildJobData = z.union([
  z.object({ gridOperatorId: z.number().int().min(1) }),
  z.object({ connectionId: z.number().int().min(1) }),
]);
export type LowTariffRebuildJobData = z.infer<typeof lowTariffRebuildJobData>;

type Span = { connectionId: number; channel: EmsChannelCode; firstDay: string; lastDay: string };

/** The local days with data per connection and channel of the job's connections. */
async function spansOf(db: Executor, scope: LowTariffRebuildJobData): Promise<Span[]> {
  const which =
    'connectionId' in scope
      ? sql`r.connection_id = ${scope.connectionId}`
      : sql`r.connection_id in (select c.id from connections c where c.grid_operator_id = ${scope.gridOperatorId})`;
  const result = (await db.execute(sql`
    select r.connection_id as "connectionId", r.channel,
      to_char(min(r.start) at time zone ${ZONE}, 'YYYY-MM-DD') as "firstDay",
      to_char(max(r.start) at time zone ${ZONE}, 'YYYY-MM-DD') as "lastDay"
    from interval_rollups r
    where ${which} and r.grain = ${ROLLUP_GRAINS.day}
    group by r.connection_id, r.channel
    order by r.connection_id, r.channel`)) as unknown as { rows?: Span[] } | Span[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map((row) => ({
    ...row,
    connectionId: Number(row.connectionId),
    channel: Number(row.channel) as EmsChannelCode,
  }));
}

export async function runLowTariffRebuild(ctx: ServiceContext, job: JobRun<LowTariffRebuildJobData>) {
  await job.progress(0, 'Dalverbruik opnieuw berekenen…');
  const spans = (await spansOf(ctx.db, job.data)).map((span) => ({
    span,
    months: monthRanges(span.firstDay, addLocalDays(span.lastDay, 1)),
  }));
  const total = spans.reduce((sum, { months }) => sum + months.length, 0);
  let done = 0;
  for (const { span, months } of spans) {
    for (const [from, to] of months) {
      await rebuildLowTariffOf(ctx.db, span, from, addLocalDays(to, -1));
      done++;
      await job.progress(done / total, `Dalverbruik ${done} van ${total} maanden`);
      await yieldToEventLoop();
    }
    await finishBulkWrite(ctx.db, span, span.firstDay, span.lastDay);
  }
  if (total === 0) await job.progress(1, 'Geen meetdata om opnieuw te berekenen');
  return { ...job.data, series: spans.length, months: total };
}

export const lowTariffRebuildJob = defineJob({
  name: 'ems.low-tariff-rebuild',
  data: lowTariffRebuildJobData,
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 2 * 60 * 60,
  run: runLowTariffRebuild,
});
