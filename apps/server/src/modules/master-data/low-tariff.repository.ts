import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import {
  windowOfConnection,
  type LowTariffRegion,
  type LowTariffWindow,
} from '@energiek/domain/low-tariff-window';
import { appSettings, connections, gridOperators } from '@energiek/db/schema/index';

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

/**
 * Per connection its profile category and low-tariff window (its grid operator's, with the region that
 * holds its postcode: windowOfConnection), for the normal/low split without interval data.
 */
export async function connectionLowTariffProfiles(
  db: Executor,
  connectionIds: readonly number[],
): Promise<Map<number, { profileCategory: string | null; window: LowTariffWindow }>> {
  if (connectionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: connections.id,
      profileCategory: connections.profileCategory,
      postcode: connections.postcode,
      fromMinute: gridOperators.lowTariffFrom,
      toMinute: gridOperators.lowTariffTo,
      weekends: gridOperators.lowTariffWeekends,
      holidays: gridOperators.lowTariffHolidays,
      regions: gridOperators.lowTariffRegions,
    })
    .from(connections)
    .leftJoin(gridOperators, eq(gridOperators.id, connections.gridOperatorId))
    .where(inArray(connections.id, [...connectionIds]));
  return new Map(
    rows.map((r) => {
      const operator =
        r.fromMinute === null || r.toMinute === null || r.weekends === null || r.holidays === null
          ? null
          : { fromMinute: r.fromMinute, toMinute: r.toMinute, weekends: r.weekends, holidays: r.holidays };
      return [
        r.id,
        {
          profileCategory: r.profileCategory ?? null,
          window: windowOfConnection(operator, r.regions ?? [], r.postcode),
        },
      ];
    }),
  );
}
