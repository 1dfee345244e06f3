import {
  minuteOfTime,
  timeOfMinute,
  type LowTariffBodyParsed,
  type LowTariffSetting,
} from '@energiek/contracts/master-data';
import type { JobStatus } from '@energiek/contracts/jobs';
import { localDayOf } from '@energiek/domain/local-time';
import { publicHolidays } from '@energiek/domain/public-holidays';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { hasIntervalData, requestLowTariffRebuild } from '../ems/ems.service.ts';
import * as repo from './low-tariff.repository.ts';

// The low-tariff ("dal") window of a grid operator: read by every signed-in user, set by admins. A
// change recomputes the low sums of the rollups of the operator's connections in a background job
// (ems.low-tariff-rebuild); until it is done the old sums stay, and the screen shows its progress.

type Rebuild = LowTariffSetting['rebuild'];

function rebuildState(jobId: string, status: JobStatus | null): Rebuild {
  // A job the runner no longer knows was cleaned up after it completed.
  if (!status) return { jobId, status: 'done', progress: 1 };
  switch (status.state) {
    case 'completed':
      return { jobId, status: 'done', progress: 1 };
    case 'active':
      return { jobId, status: 'running', progress: status.progress };
    case 'failed':
    case 'cancelled':
      return { jobId, status: 'failed', progress: status.progress };
    default:
      return { jobId, status: 'queued', progress: status.progress };
  }
}

export async function getLowTariff(
  ctx: ServiceContext,
  _actor: Actor,
  input: { id: number },
): Promise<LowTariffSetting> {
  const row = await repo.findLowTariff(ctx.db, input.id);
  if (!row) throw notFound();
  const jobId = await repo.readRebuildJobId(ctx.db, row.id);
  const found = jobId ? await ctx.jobs.find(jobId) : null;
  const year = Number(localDayOf(new Date()).slice(0, 4));
  return {
    gridOperatorId: row.id,
    from: timeOfMinute(row.lowTariffFrom),
    to: timeOfMinute(row.lowTariffTo),
    weekends: row.lowTariffWeekends,
    holidays: row.lowTariffHolidays,
    regions: row.lowTariffRegions.map((r) => ({
      name: r.name,
      postcodeFrom: r.postcodeFrom,
      postcodeTo: r.postcodeTo,
      from: timeOfMinute(r.fromMinute),
      to: timeOfMinute(r.toMinute),
    })),
    isDefault: row.lowTariffDefault,
    rebuild: jobId ? rebuildState(jobId, found?.status ?? null) : null,
    holidayList: row.lowTariffHolidays ? publicHolidays(year) : [],
  };
}

export async function updateLowTariff(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: LowTariffBodyParsed },
): Promise<LowTariffSetting> {
  const before = await repo.findLowTariff(ctx.db, input.id);
  if (!before) throw notFound();
  const window = {
    lowTariffFrom: minuteOfTime(input.body.from),
    lowTariffTo: minuteOfTime(input.body.to),
    lowTariffWeekends: input.body.weekends,
    lowTariffHolidays: input.body.holidays,
    lowTariffRegions: input.body.regions.map((r) => ({
      name: r.name,
      postcodeFrom: r.postcodeFrom,
      postcodeTo: r.postcodeTo,
      fromMinute: minuteOfTime(r.from),
      toMinute: minuteOfTime(r.to),
    })),
  };
  const changed =
    JSON.stringify(window.lowTariffRegions) !== JSON.stringify(before.lowTariffRegions) ||
    window.lowTariffFrom !== before.lowTariffFrom ||
    window.lowTariffTo !== before.lowTariffTo ||
    window.lowTariffWeekends !== before.lowTariffWeekends ||
    window.lowTariffHolidays !== before.lowTariffHolidays;
  await repo.updateLowTariff(ctx.db, before.id, window);
  let jobId: string | null = null;
  if (changed && (await hasIntervalData(ctx.db, { gridOperatorId: before.id }))) {
    jobId = await requestLowTariffRebuild(ctx, { gridOperatorId: before.id }, actor.user.id);
    await repo.writeRebuildJobId(ctx.db, before.id, jobId);
  }
  await writeAudit(ctx.db, actor, {
    event: 'grid-operators.low-tariff-updated',
    subjectType: 'grid-operator',
    subjectId: before.id,
    details: { ...input.body, rebuildJobId: jobId },
  });
  return getLowTariff(ctx, actor, { id: before.id });
}
