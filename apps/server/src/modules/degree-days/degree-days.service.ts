import type {
  DegreeDayImportResult,
  DegreeDayList,
  DegreeDayQuery,
  DegreeDayStation,
} from '@energiek/contracts/degree-days';
import { DEFAULT_STATION, KNOWN_STATION_NAMES } from '@energiek/contracts/degree-days';
import { DEGREE_DAY_MESSAGES } from '@energiek/contracts/degree-days';
import type { NewDegreeDay } from '@energiek/db/schema/index';
import {
  completePeriodMean,
  degreeDayPeriods,
  degreeDaysOf,
  sumDegreeDays as sumExact,
} from '@energiek/domain/degree-days';
import { parseKnmiDaily, type KnmiDay } from '@energiek/domain/knmi-daily';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { validationError } from '../../lib/http-errors.ts';
import {
  demoSpan,
  sourcesOf,
  stationsWithData,
  sumDegreeDays,
  upsertDegreeDays,
} from './degree-days.repository.ts';

// Degree days: the list (per day, month or year with totals) and the KNMI import. Not customer data:
// every customer's gas is normalised against the same stations.

const BATCH = 1000;
const MAX_ERRORS_SHOWN = 500;

export async function listDegreeDays(
  ctx: ServiceContext,
  _actor: Actor,
  query: DegreeDayQuery,
): Promise<DegreeDayList> {
  const [rows, sources, demo] = await Promise.all([
    sumDegreeDays(ctx.db, query),
    sourcesOf(ctx.db, query),
    demoSpan(ctx.db, query),
  ]);
  const periods = degreeDayPeriods(query.interval, query.from, query.to);
  const periodDays = new Map(periods.map((p) => [p.start, p.days]));
  const data = rows.map((row) => ({
    start: row.start,
    days: row.days,
    meanTemperature: Number(row.meanTemperature),
    degreeDays: Number(row.degreeDays),
    weightedDegreeDays: Number(row.weightedDegreeDays),
    periodDays: periodDays.get(row.start) ?? row.days,
  }));
  const seen = new Set(data.map((row) => row.start));
  return {
    data,
    meta: {
      station: query.station,
      from: query.from,
      to: query.to,
      interval: query.interval,
      total: {
        days: data.reduce((sum, row) => sum + row.days, 0),
        degreeDays: sumExact(rows.map((row) => row.degreeDays)),
        weightedDegreeDays: sumExact(rows.map((row) => row.weightedDegreeDays)),
      },
      sources,
      demo,
      missing: periods.filter((p) => !seen.has(p.start)).map((p) => p.start),
      completeMean: completePeriodMean(data),
    },
  };
}

/**
 * The degree days per local day of [from, to) at a station (default De Bilt), for other areas (the gas
 * usage anomaly of the signals). Days without a temperature are absent.
 */
export async function dailyDegreeDays(
  ctx: Pick<ServiceContext, 'db'>,
  input: { station?: number; from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await sumDegreeDays(ctx.db, {
    station: input.station ?? DEFAULT_STATION,
    from: input.from,
    to: input.to,
    interval: 'day',
  });
  return new Map(rows.map((row) => [row.start, Number(row.degreeDays)]));
}

/** The stations with data, named where known (De Bilt). */
export async function listDegreeDayStations(ctx: ServiceContext): Promise<DegreeDayStation[]> {
  const rows = await stationsWithData(ctx.db);
  return rows.map((row) => ({ ...row, name: KNOWN_STATION_NAMES[row.station] ?? null }));
}

/** A KNMI day as a table row (figures from the domain functions, as decimal strings). */
export function degreeDayRow(day: KnmiDay, source: 'knmi' | 'demo'): NewDegreeDay {
  const figures = degreeDaysOf(day.day, day.meanTemperature);
  return {
    station: day.station,
    day: day.day,
    meanTemperature: day.meanTemperature,
    degreeDays: figures.degreeDays.toFixed(1),
    weightedDegreeDays: figures.weightedDegreeDays.toFixed(2),
    source,
  };
}

/** Imports a KNMI daily-data file: valid days replace what was there, bad rows are reported. */
export async function importDegreeDays(
  ctx: ServiceContext,
  actor: Actor,
  input: { fileName: string; text: string },
): Promise<DegreeDayImportResult> {
  const parsed = parseKnmiDaily(input.text);
  if (parsed.days.length === 0) {
    const first = parsed.errors[0];
    throw validationError({
      file: [first && parsed.rowsRead === 0 ? first.message : DEGREE_DAY_MESSAGES.noRows],
    });
  }
  const rows = parsed.days.map((day) => degreeDayRow(day, 'knmi'));
  await ctx.db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += BATCH)
      await upsertDegreeDays(tx, rows.slice(at, at + BATCH), true);
  });
  const days = parsed.days.map((day) => day.day).sort();
  const result: DegreeDayImportResult = {
    rowsRead: parsed.rowsRead,
    rowsImported: rows.length,
    rowsRejected: parsed.errors.length,
    stations: [...new Set(parsed.days.map((day) => day.station))].sort((a, b) => a - b),
    firstDay: days[0] ?? null,
    lastDay: days.at(-1) ?? null,
    errors: parsed.errors.slice(0, MAX_ERRORS_SHOWN),
  };
  await writeAudit(ctx.db, actor, {
    event: 'degree-days.imported',
    subjectType: 'degree_days',
    details: {
      fileName: input.fileName,
      rowsImported: result.rowsImported,
      rowsRejected: result.rowsRejected,
      stations: result.stations,
      firstDay: result.firstDay,
      lastDay: result.lastDay,
    },
  });
  return result;
}

// The front door: what other areas use of degree-days besides the functions above (docs/architecture.md
// "Areas and front doors").
export { upsertDegreeDays } from './degree-days.repository.ts';
