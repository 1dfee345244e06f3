import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import {
  appSettings,
  connections,
  customers,
  intervalRollups,
  registerReadings,
  type NewDegreeDay,
} from '@energiek/db/schema/index';
import { ROLLUP_GRAINS, type EmsChannelCode } from '@energiek/contracts/ems';
import { upsertDegreeDays } from '../../degree-days/degree-days.service.ts';

// What the demo data job reads and writes besides the interval data (which goes through the interval
// writer): the candidate connections, a month's completeness, meter readings, degree days, its state.

export type DemoCandidate = {
  id: number;
  customerId: number;
  customerName: string;
  ean: string;
  product: number;
  hasProd: boolean;
  contractedCapacity: number | null;
  postcode: string | null;
  houseNumber: string | null;
};

/** Connections shown in EMS of customers with the ems module, by customer and id. */
export async function findDemoCandidates(db: Executor): Promise<DemoCandidate[]> {
  return db
    .select({
      id: connections.id,
      customerId: connections.customerId,
      customerName: customers.name,
      ean: connections.ean,
      product: connections.product,
      hasProd: connections.hasProd,
      contractedCapacity: connections.contractedCapacity,
      postcode: connections.postcode,
      houseNumber: connections.houseNumber,
    })
    .from(connections)
    .innerJoin(customers, eq(customers.id, connections.customerId))
    .where(and(eq(connections.showInEms, true), sql`${customers.modules} @> '["ems"]'::jsonb`))
    .orderBy(asc(connections.customerId), asc(connections.id));
}

/** How many intervals the day rollups of a connection's channel hold in [from, to) (0 when none). */
export async function dayRollupCount(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode; from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<string | null>`sum(${intervalRollups.count})` })
    .from(intervalRollups)
    .where(
      and(
        eq(intervalRollups.connectionId, key.connectionId),
        eq(intervalRollups.channel, key.channel),
        eq(intervalRollups.grain, ROLLUP_GRAINS.day),
        gte(intervalRollups.start, key.from),
        lt(intervalRollups.start, key.to),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Demo meter readings; a day that already has a reading keeps it. */
export async function insertDemoRegisterReadings(
  db: Executor,
  rows: { customerId: number; connectionId: number; readOn: string; normal: string; low: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(registerReadings)
    .values(rows.map((row) => ({ ...row, source: 'demo' })))
    .onConflictDoNothing();
}

/** Demo degree days never replace a day that is already there (an imported KNMI day wins). */
export async function insertDemoDegreeDays(db: Executor, rows: NewDegreeDay[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) await upsertDegreeDays(db, rows.slice(at, at + 500), false);
}

export const DEMO_DATA_SETTING = 'ems.demoData';

export type DemoDataSetting = { jobId: string; enqueuedAt: string; completedAt?: string | null };

export async function readDemoDataSetting(db: Executor): Promise<DemoDataSetting | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_DATA_SETTING));
  const value = row?.value as Partial<DemoDataSetting> | undefined;
  return value && typeof value.jobId === 'string' && typeof value.enqueuedAt === 'string'
    ? { jobId: value.jobId, enqueuedAt: value.enqueuedAt, completedAt: value.completedAt ?? null }
    : null;
}

export async function writeDemoDataSetting(db: Executor, value: DemoDataSetting): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: DEMO_DATA_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** The tables the demo data job fills. */
const LOADED_TABLES = ['interval_readings', 'interval_rollups', 'register_readings', 'degree_days'];

/**
 * Planner statistics after the bulk load: the embedded database (PGlite) has no autovacuum, so without
 * this the planner would keep judging the interval tables by their empty state. The tables the job wrote,
 * one statement each: on the embedded database's one session a request waits for one table's statistics,
 * not for the whole database's.
 */
export async function analyzeAfterLoad(db: Executor, between: () => Promise<unknown>): Promise<void> {
  for (const table of LOADED_TABLES) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
    await between();
  }
}
