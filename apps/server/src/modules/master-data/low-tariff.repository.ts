import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import type { LowTariffRegion } from '@energiek/domain/low-tariff-window';
import { appSettings, connections, gridOperators, intervalReadings } from '@energiek/db/schema/index';

// The low-tariff window of a grid operator (columns low_tariff_* of grid_operators) and the id of the
// last job that recomputed its connections' low sums (app_settings, one key per operator).

export type LowTariffRow = {
  id: number;
  name: string;
  lowTariffFrom: number;
  lowTariffTo: number;
  lowTariffWeekends: boolean;
  lowTariffHolidays: boolean;
  lowTariffDefault: boolean;
  lowTariffRegions: LowTariffRegion[];
};

export async function findLowTariff(db: Executor, id: number): Promise<LowTariffRow | null> {
  const [row] = await db
    .select({
      id: gridOperators.id,
      name: gridOperators.name,
      lowTariffFrom: gridOperators.lowTariffFrom,
      lowTariffTo: gridOperators.lowTariffTo,
      lowTariffWeekends: gridOperators.lowTariffWeekends,
      lowTariffHolidays: gridOperators.lowTariffHolidays,
      lowTariffDefault: gridOperators.lowTariffDefault,
      lowTariffRegions: gridOperators.lowTariffRegions,
    })
    .from(gridOperators)
    .where(eq(gridOperators.id, id));
  return row ?? null;
}

export async function updateLowTariff(
  db: Executor,
  id: number,
  window: Pick<
    LowTariffRow,
    'lowTariffFrom' | 'lowTariffTo' | 'lowTariffWeekends' | 'lowTariffHolidays' | 'lowTariffRegions'
  >,
): Promise<void> {
  await db
    .update(gridOperators)
    .set({ ...window, lowTariffDefault: false, updatedAt: new Date() })
    .where(eq(gridOperators.id, id));
}

/** Whether any connection of the grid operator has interval data (then its rollups need a rebuild). */
export async function hasIntervalData(db: Executor, gridOperatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(intervalReadings)
    .innerJoin(connections, eq(connections.id, intervalReadings.connectionId))
    .where(and(eq(connections.gridOperatorId, gridOperatorId)))
    .limit(1);
  return row !== undefined;
}

const settingKey = (gridOperatorId: number) => `ems.lowTariffRebuild.${gridOperatorId}`;

export async function readRebuildJobId(db: Executor, gridOperatorId: number): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, settingKey(gridOperatorId)));
  const value = row?.value as { jobId?: unknown } | undefined;
  return typeof value?.jobId === 'string' ? value.jobId : null;
}

export async function writeRebuildJobId(db: Executor, gridOperatorId: number, jobId: string): Promise<void> {
  const value = { jobId };
  await db
    .insert(appSettings)
    .values({ key: settingKey(gridOperatorId), value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
