import type { ServiceContext } from '../../core/context.ts';
import { lowTariffRebuildJob, type LowTariffRebuildJobData } from './low-tariff-rebuild.job.ts';

// The front door of ems (docs/architecture.md "Areas and front doors"): what other areas use of the
// energy data. Its sub-areas (import, overview, usage, comparisons, demo) use each other directly.

/** The interval rollups: one owner, one read of summed usage over a range (ems-rollups.repository.ts). */
export { rangeSums } from './overview/ems-rollups.repository.ts';
/** Measured consumption per connection and calendar year, from the year rollups (taxes, energy saving). */
export { measuredYearVolumes, type YearVolumeRow } from './overview/ems-rollups.repository.ts';
/** Sums, peak kW and measured days per connection, channel and month (the invoice audit). */
export { periodMeasurements, type PeriodMeasurement } from './overview/ems-rollups.repository.ts';

/** The customer's EMS connections with their last interval, and rollup rows of one grain (signals). */
export { emsConnections, rollupRows } from './overview/ems-rollups.repository.ts';
/**
 * Usage per connection over a range with the days it covers (day rollups), and the month rollups whose
 * `minutes` tell interval data (15, 60) from usage derived from meter readings (1440): the expected
 * volume of purchasing (interval data, else readings, else a stated figure).
 */
export { measuredUsage, type MeasuredUsage } from './overview/ems-rollups.repository.ts';

/** Whether a connection or a grid operator's connections have interval data (connections, master data). */
export { hasIntervalData } from './overview/ems-rollups.repository.ts';

/** The customers with an EMS import finished since a moment (signals run after every import). */
export { customersWithImportsSince } from './import/ems-import.repository.ts';
// Meter data written outside an import (the demo-data job), for the invoice audit.
export { onMeterDataWritten, type MeterDataWritten } from './meter-data-events.ts';

/**
 * Queue the rebuild of the computed low-tariff parts of the readings and rollups, after a grid
 * operator's low-tariff window changed or a connection moved to another grid operator; the job's id.
 */
export function requestLowTariffRebuild(
  ctx: ServiceContext,
  scope: LowTariffRebuildJobData,
  requestedById: number,
): Promise<string> {
  return ctx.jobs.enqueue(lowTariffRebuildJob, scope, { requestedById });
}
