import { readFile } from 'node:fs/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMS_CHANNELS, ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createGridOperator } from '@energiek/db/factories/master-data';
import { intervalReadings, intervalRollups } from '@energiek/db/schema/ems';
import { publicHolidays as publicHolidaysTable } from '@energiek/db/schema/master-data';
import type { Database } from '@energiek/db/client';
import { closeTestDatabase, getTestDatabase, resetDatabase } from '@energiek/db/testing/test-database';
import { instantsOfLocalTime, startOfLocalDay } from '@energiek/domain/local-time';
import { isLowTariff } from '@energiek/domain/low-tariff-window';
import { publicHolidays } from '@energiek/domain/public-holidays';
import {
  DuplicateIntervalError,
  IntervalLengthMismatchError,
  rebuildRollups,
  storedIntervalLengths,
  writeIntervalReadings,
} from './interval-writer.ts';
import { storedLowPartSql } from './low-tariff.ts';

const CONSUMPTION = EMS_CHANNELS.consumption.code;
let db: Database;

beforeAll(async () => {
  db = (await getTestDatabase()).db;
});
afterAll(closeTestDatabase);
beforeEach(async () => {
  await resetDatabase(db);
});

/** Every quarter of the local days [from, to) with value = f(index). */
function quarters(from: string, days: number, value: (i: number) => string) {
  const start = startOfLocalDay(from).getTime();
  const out = [];
  // walk instants, not wall-clock times: DST days get 92 or 100 quarters by themselves
  const end = startOfLocalDay(
    new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10),
  ).getTime();
  for (let t = start, i = 0; t < end; t += 900_000, i++) out.push({ start: new Date(t), value: value(i) });
  return out;
}

async function rollups(connectionId: number, grain: number) {
  return db
    .select()
    .from(intervalRollups)
    .where(and(eq(intervalRollups.connectionId, connectionId), eq(intervalRollups.grain, grain)))
    .orderBy(asc(intervalRollups.start));
}

/** A new connection and the key of its quarter-hour consumption readings. */
async function quarterHourConsumption() {
  const connection = await createConnection(db);
  const key = {
    customerId: connection.customerId,
    connectionId: connection.id,
    channel: CONSUMPTION,
    minutes: 15,
  } as const;
  return { connection, key };
}

describe('writeIntervalReadings', () => {
  it('rolls up the autumn DST day into 25 hours and one day of 100 quarters', async () => {
    const { connection, key } = await quarterHourConsumption();
    // 26-10-2025: 100 quarters of 0.25 kWh, except the first 02:15 (1.0) and the second 02:15 (2.0)
    const [first215, second215] = instantsOfLocalTime('2025-10-26', 135);
    const readings = quarters('2025-10-26', 1, () => '0.25').map((r) =>
      r.start.getTime() === first215?.getTime()
        ? { ...r, value: '1.0' }
        : r.start.getTime() === second215?.getTime()
          ? { ...r, value: '2.0', quality: 1 as const }
          : r,
    );
    expect(readings).toHaveLength(100);
    await writeIntervalReadings(db, { ...key, readings });

    const [day] = await rollups(connection.id, ROLLUP_GRAINS.day);
    // 98 × 0.25 + 1.0 + 2.0 = 27.5; peak quarter 2.0 kWh
    expect(day).toMatchObject({ sum: '27.5000', max: '2.0000', count: 100, expected: 100, estimated: 1 });
    expect(day?.start.toISOString()).toBe('2025-10-25T22:00:00.000Z');
    const hours = await rollups(connection.id, ROLLUP_GRAINS.hour);
    expect(hours).toHaveLength(25);
    // the two 02:00 hours stay apart: 0.75 + 1.0 and 0.75 + 2.0
    expect(hours.slice(2, 4).map((h) => h.sum)).toEqual(['1.7500', '2.7500']);
    // low window: 00:00–07:00 (8 local hours on this day, incl. the repeated one) and 23:00–24:00 — and it is a Sunday
    expect(day?.sumLow).toBe('27.5000');
  });

  it('expects 92 quarters on the spring day and counts a month with both', async () => {
    const { connection, key } = await quarterHourConsumption();
    await writeIntervalReadings(db, { ...key, readings: quarters('2025-03-30', 1, () => '1') });
    const [day] = await rollups(connection.id, ROLLUP_GRAINS.day);
    expect(day).toMatchObject({ sum: '92.0000', count: 92, expected: 92 });
    const [month] = await rollups(connection.id, ROLLUP_GRAINS.month);
    // March 2025: 31 × 96 − 4 quarters expected, 92 present
    expect(month).toMatchObject({ sum: '92.0000', count: 92, expected: 2972 });
    const [year] = await rollups(connection.id, ROLLUP_GRAINS.year);
    expect(year).toMatchObject({ expected: 35_040 });
  });

  it('is idempotent and replaces only the intervals an overlapping batch carries', async () => {
    const { connection, key } = await quarterHourConsumption();
    // Monday 3 and Tuesday 4 March 2025, 1 kWh per quarter
    const two = quarters('2025-03-03', 2, () => '1');
    await writeIntervalReadings(db, { ...key, readings: two });
    await writeIntervalReadings(db, { ...key, readings: two });
    let [week] = await rollups(connection.id, ROLLUP_GRAINS.week);
    expect(week).toMatchObject({ sum: '192.0000', count: 192, expected: 672 });
    // a later file for Tuesday only, 0.5 per quarter
    await writeIntervalReadings(db, { ...key, readings: quarters('2025-03-04', 1, () => '0.5') });
    const days = await rollups(connection.id, ROLLUP_GRAINS.day);
    expect(days.map((d) => d.sum)).toEqual(['96.0000', '48.0000']);
    [week] = await rollups(connection.id, ROLLUP_GRAINS.week);
    expect(week).toMatchObject({ sum: '144.0000', count: 192 });
    const [month] = await rollups(connection.id, ROLLUP_GRAINS.month);
    expect(month?.sum).toBe('144.0000');
    const raw = await db
      .select()
      .from(intervalReadings)
      .where(eq(intervalReadings.connectionId, connection.id));
    expect(raw).toHaveLength(192);
  });

  it('a bulk load checks its keys once: the same rows, a missing connection refused, the checks back after it', async () => {
    const connection = await createConnection(db);
    const other = await createConnection(db);
    const key = { customerId: connection.customerId, channel: CONSUMPTION, minutes: 15 } as const;
    const day = quarters('2025-03-03', 1, (i) => String(i % 7));
    await writeIntervalReadings(db, { ...key, connectionId: connection.id, readings: day });
    await writeIntervalReadings(
      db,
      { ...key, customerId: other.customerId, connectionId: other.id, readings: day },
      { keysChecked: true },
    );
    const [a, b] = [
      await rollups(connection.id, ROLLUP_GRAINS.hour),
      await rollups(other.id, ROLLUP_GRAINS.hour),
    ];
    expect(b.map(({ connectionId: _c, customerId: _k, ...row }) => row)).toEqual(
      a.map(({ connectionId: _c, customerId: _k, ...row }) => row),
    );
    await expect(
      writeIntervalReadings(db, { ...key, connectionId: 999_999, readings: day }, { keysChecked: true }),
    ).rejects.toThrow('connection 999999');
    await expect(
      writeIntervalReadings(
        db,
        { ...key, customerId: 999_999, connectionId: connection.id, readings: day },
        { keysChecked: true },
      ),
    ).rejects.toThrow('not found');
    // The per-row checks are off only inside the bulk write's transaction.
    await expect(
      db.execute(sql`insert into interval_readings (connection_id, customer_id, channel, start, minutes, value)
        values (999999, ${connection.customerId}, 1, now(), 15, 1)`),
    ).rejects.toThrow();
    const [role] = (
      (await db.execute(sql`select current_setting('session_replication_role') as role`)) as unknown as {
        rows: { role: string }[];
      }
    ).rows;
    expect(role?.role).toBe('origin');
  });

  it('refuses a batch with the same interval twice and writes nothing', async () => {
    const connection = await createConnection(db);
    const [a] = quarters('2025-03-03', 1, () => '1');
    await expect(
      writeIntervalReadings(db, {
        customerId: connection.customerId,
        connectionId: connection.id,
        channel: CONSUMPTION,
        minutes: 15,
        readings: [a!, { ...a!, value: '2' }],
      }),
    ).rejects.toBeInstanceOf(DuplicateIntervalError);
    expect(await db.select().from(intervalReadings)).toHaveLength(0);
  });

  it('keeps whole-day usage from meter readings with its low part', async () => {
    const connection = await createConnection(db);
    await writeIntervalReadings(db, {
      customerId: connection.customerId,
      connectionId: connection.id,
      channel: CONSUMPTION,
      minutes: 1440,
      readings: [
        { start: startOfLocalDay('2025-10-26'), value: '10', lowValue: '4' },
        { start: startOfLocalDay('2025-10-27'), value: '12.5', lowValue: '5' },
      ],
    });
    expect(await rollups(connection.id, ROLLUP_GRAINS.hour)).toHaveLength(0);
    const days = await rollups(connection.id, ROLLUP_GRAINS.day);
    expect(days.map((d) => [d.sum, d.sumLow, d.expected])).toEqual([
      ['10.0000', '4.0000', 1],
      ['12.5000', '5.0000', 1],
    ]);
    // the source's low part is stored as the reading's low part (not computed from a window)
    const stored = await db.select().from(intervalReadings).orderBy(asc(intervalReadings.start));
    expect(stored.map((r) => [r.lowValue, r.lowPart])).toEqual([
      ['4.0000', '4.0000'],
      ['5.0000', '5.0000'],
    ]);
    const [month] = await rollups(connection.id, ROLLUP_GRAINS.month);
    expect(month).toMatchObject({ sum: '22.5000', count: 2, expected: 31 });
  });
});

describe('low-tariff window', () => {
  it('counts a holiday weekday whole as low under the default window', async () => {
    const { connection, key } = await quarterHourConsumption();
    // Thursday 29 May 2025 is Hemelvaartsdag, Friday the 30th an ordinary weekday; 1 kWh per quarter.
    await writeIntervalReadings(db, { ...key, readings: quarters('2025-05-29', 2, () => '1') });
    const days = await rollups(connection.id, ROLLUP_GRAINS.day);
    // Holiday: all 96 quarters low. Friday: 00:00–07:00 and 23:00–24:00 = 8 hours = 32 quarters.
    expect(days.map((d) => [d.sum, d.sumLow])).toEqual([
      ['96.0000', '96.0000'],
      ['96.0000', '32.0000'],
    ]);
    const hours = await rollups(connection.id, ROLLUP_GRAINS.hour);
    expect(hours.filter((h) => h.sumLow === '4.0000')).toHaveLength(24 + 8);
  });

  it("follows the grid operator's own window (21:00–07:00, no holidays)", async () => {
    const operator = await createGridOperator(db, {
      lowTariffFrom: 21 * 60,
      lowTariffTo: 7 * 60,
      lowTariffHolidays: false,
      lowTariffDefault: false,
    });
    const connection = await createConnection(db, { gridOperatorId: operator.id });
    await writeIntervalReadings(db, {
      customerId: connection.customerId,
      connectionId: connection.id,
      channel: CONSUMPTION,
      minutes: 15,
      readings: quarters('2025-05-29', 1, () => '1'),
    });
    const [day] = await rollups(connection.id, ROLLUP_GRAINS.day);
    // 00:00–07:00 (28 quarters) + 21:00–24:00 (12 quarters); the holiday does not count.
    expect(day?.sumLow).toBe('40.0000');
  });

  it("follows the operator's region: 21:00 in postcode 9711, 23:00 in 3511 (writer and stored function)", async () => {
    const operator = await createGridOperator(db, {
      lowTariffFrom: 23 * 60,
      lowTariffTo: 7 * 60,
      lowTariffDefault: false,
      lowTariffRegions: [
        { name: 'Noord', postcodeFrom: 9000, postcodeTo: 9999, fromMinute: 21 * 60, toMinute: 7 * 60 },
      ],
    });
    const north = await createConnection(db, { gridOperatorId: operator.id, postcode: '9711 AB' });
    const centre = await createConnection(db, { gridOperatorId: operator.id, postcode: '3511 AB' });
    // Tuesday 3 March 2026, 1 kWh a quarter. North: 00:00–07:00 (28) + 21:00–24:00 (12) = 40 quarters low;
    // centre: 28 + 23:00–24:00 (4) = 32.
    for (const connection of [north, centre]) {
      await writeIntervalReadings(db, {
        customerId: connection.customerId,
        connectionId: connection.id,
        channel: CONSUMPTION,
        minutes: 15,
        readings: quarters('2026-03-03', 1, () => '1'),
      });
    }
    expect((await rollups(north.id, ROLLUP_GRAINS.day))[0]?.sumLow).toBe('40.0000');
    expect((await rollups(centre.id, ROLLUP_GRAINS.day))[0]?.sumLow).toBe('32.0000');
    // Rows inserted around the writer are read with the migration's function: the same parts.
    await db.update(intervalReadings).set({ lowPart: null });
    const low = async (connectionId: number) => {
      const result = (await db.execute(sql`
        select sum(${storedLowPartSql('r')})::text as low from interval_readings r
        where r.connection_id = ${connectionId}`)) as unknown as { rows: { low: string }[] };
      return Number(result.rows[0]?.low);
    };
    expect(await low(north.id)).toBe(40);
    expect(await low(centre.id)).toBe(32);
  });

  it('agrees with isLowTariff quarter by quarter over a week with a DST switch and a holiday', async () => {
    const window = { fromMinute: 22 * 60 + 15, toMinute: 6 * 60 + 45, weekends: false, holidays: true };
    const operator = await createGridOperator(db, {
      lowTariffFrom: window.fromMinute,
      lowTariffTo: window.toMinute,
      lowTariffWeekends: false,
      lowTariffHolidays: true,
    });
    const connection = await createConnection(db, { gridOperatorId: operator.id });
    // 24–30 December 2024 has Christmas; 25 October–1 November 2025 the autumn switch.
    for (const [from, days] of [
      ['2024-12-23', 7],
      ['2025-10-25', 3],
    ] as const) {
      const readings = quarters(from, days, (i) => String((i % 7) + 1));
      await writeIntervalReadings(db, {
        customerId: connection.customerId,
        connectionId: connection.id,
        channel: CONSUMPTION,
        minutes: 15,
        readings,
      });
    }
    const raw = await db
      .select()
      .from(intervalReadings)
      .where(eq(intervalReadings.connectionId, connection.id));
    // the stored low part of every quarter is the pure function's, and the rollups add those
    expect(raw.filter((r) => r.lowPart !== (isLowTariff(window, r.start) ? r.value : '0.0000'))).toEqual([]);
    const expected = raw
      .filter((r) => isLowTariff(window, r.start))
      .reduce((sum, r) => sum + Number(r.value), 0);
    const days = await rollups(connection.id, ROLLUP_GRAINS.day);
    expect(days.reduce((sum, d) => sum + Number(d.sumLow), 0)).toBe(expected);

    const agrees = async () => {
      const rows = await db
        .select()
        .from(intervalReadings)
        .where(eq(intervalReadings.connectionId, connection.id));
      expect(rows).toHaveLength(raw.length);
      return rows.filter((r) => r.lowPart !== (isLowTariff(window, r.start) ? r.value : '0.0000'));
    };
    /** Rebuilt from the rows as they are now, the day rollups have the writer's low sums. */
    const rebuiltDaysAgree = async () => {
      await rebuildRollups(
        db,
        { connectionId: connection.id, channel: CONSUMPTION },
        '2024-12-23',
        '2025-10-27',
      );
      expect((await rollups(connection.id, ROLLUP_GRAINS.day)).map((d) => d.sumLow)).toEqual(
        days.map((d) => d.sumLow),
      );
    };
    // A reading inserted around the writer (no low part) is read with migration 0024's function.
    await db.delete(intervalReadings).where(eq(intervalReadings.connectionId, connection.id));
    await db.insert(intervalReadings).values(raw.map(({ lowPart: _l, ...row }) => row));
    await rebuiltDaysAgree();
    const computed = (await db.execute(sql`
      select r.start, r.value, ${storedLowPartSql('r')}::text as low from interval_readings r
      where r.connection_id = ${connection.id} and r.low_part is null`)) as unknown as {
      rows: { start: string | Date; value: string; low: string }[];
    };
    const computedRows = computed.rows;
    expect(computedRows).toHaveLength(raw.length);
    expect(
      computedRows.filter(
        (r) => Number(r.low) !== (isLowTariff(window, new Date(r.start)) ? Number(r.value) : 0),
      ),
    ).toEqual([]);
    // Migration 0024's back-fill computes the same parts for rows stored before the column existed.
    await db
      .update(intervalReadings)
      .set({ lowPart: null })
      .where(eq(intervalReadings.connectionId, connection.id));
    const migration = await readFile(
      new URL('../../../../../packages/db/migrations/0024_interval_low_part.sql', import.meta.url),
      'utf8',
    );
    const backFill = migration.split('--> statement-breakpoint')[1] ?? '';
    expect(backFill).toContain('UPDATE "interval_readings"');
    await db.execute(sql.raw(backFill));
    expect(await agrees()).toEqual([]);
    await rebuiltDaysAgree();
  });

  it('has the holidays of publicHolidays() for 2000–2100 in the table', async () => {
    const rows = await db.select().from(publicHolidaysTable).orderBy(asc(publicHolidaysTable.day));
    const wanted = [];
    for (let year = 2000; year <= 2100; year++) wanted.push(...publicHolidays(year));
    expect(rows).toEqual(wanted);
  });
});

describe('interval length', () => {
  it('refuses hourly values for a day that holds quarters, and writes nothing', async () => {
    const connection = await createConnection(db);
    const key = { customerId: connection.customerId, connectionId: connection.id, channel: CONSUMPTION };
    await writeIntervalReadings(db, { ...key, minutes: 15, readings: quarters('2025-03-04', 1, () => '1') });
    const hours = [0, 1, 2].map((h) => ({
      start: new Date(startOfLocalDay('2025-03-04').getTime() + h * 3_600_000 + 1_800_000),
      value: '5',
    }));
    const refused = writeIntervalReadings(db, { ...key, minutes: 60, readings: hours });
    await expect(refused).rejects.toBeInstanceOf(IntervalLengthMismatchError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      message:
        'Op 04-03-2025 staan voor deze aansluiting al waarden per kwartier; waarden per uur kunnen daar niet bij. ' +
        'Verwijder eerst de bestaande waarden of lever dezelfde intervallengte aan.',
    });
    expect(await db.select().from(intervalReadings)).toHaveLength(96);
    const [day] = await rollups(connection.id, ROLLUP_GRAINS.day);
    expect(day).toMatchObject({ sum: '96.0000', minutes: 15 });

    // Another day takes hours; the stored lengths tell the import which days refuse which length.
    const nextDay = hours.map((h) => ({ ...h, start: new Date(h.start.getTime() + 86_400_000) }));
    await writeIntervalReadings(db, { ...key, minutes: 60, readings: nextDay });
    expect([...(await storedIntervalLengths(db, key, 60))]).toEqual([['2025-03-04', 15]]);
    expect([...(await storedIntervalLengths(db, key, 15))]).toEqual([['2025-03-05', 60]]);
  });
});
