import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import { connections, intervalReadings } from '@energiek/db/schema/index';
import { BATCH_ROWS, scoped, type ExportParams, type ExportSource } from './exports.source-kit.ts';

// The energy export: the interval readings of one connection over a period (local days), channel by
// channel in time order, with the local date and time computed by the database.

const CHANNEL_NAMES = new Map<number, { label: string; unit: string }>(
  Object.values(EMS_CHANNELS).map((channel) => [channel.code, channel]),
);
const QUALITY = ['Gemeten', 'Geschat', 'Gecorrigeerd'];

/** The UTC instants of local midnight starting `from` and the day after `to`. */
function periodBounds(params: ExportParams): { from: SQL; to: SQL } {
  return {
    from: sql`(${params.from}::date::timestamp at time zone 'Europe/Amsterdam')`,
    to: sql`((${params.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`,
  };
}

export const energySource: ExportSource = {
  type: 'energy',
  name: 'Energiedata',
  description:
    'Meetwaarden (kwartier of uur) van één aansluiting over een periode, met datum en tijd in Nederlandse tijd.',
  needs: 'connection-period',
  sheetName: 'Energiedata',
  columns: [
    { header: 'EAN', key: 'ean', width: 20, kind: 'text' },
    { header: 'Datum', key: 'date', width: 12, kind: 'day' },
    { header: 'Tijd', key: 'time', width: 8, kind: 'text' },
    { header: 'Kanaal', key: 'channel', width: 14, kind: 'text' },
    { header: 'Waarde', key: 'value', width: 12, kind: 'decimal', digits: 3 },
    { header: 'Eenheid', key: 'unit', width: 8, kind: 'text' },
    { header: 'Kwaliteit', key: 'quality', width: 12, kind: 'text' },
  ],
  async count(db, actFor, params) {
    if (!params.connectionId || !params.customerId) return 0;
    const { from, to } = periodBounds(params);
    const [row] = await db
      .select({ n: count() })
      .from(intervalReadings)
      .where(
        and(
          eq(intervalReadings.connectionId, params.connectionId),
          eq(intervalReadings.customerId, params.customerId),
          scoped(intervalReadings.customerId as never, actFor),
          gte(intervalReadings.start, from as never),
          lt(intervalReadings.start, to as never),
        ),
      );
    return row?.n ?? 0;
  },
  async *batches(db, actFor, params) {
    if (!params.connectionId || !params.customerId) return;
    const [connection] = await db
      .select({ ean: connections.ean })
      .from(connections)
      .where(customerRow(connections, params.customerId, params.connectionId));
    if (!connection) return;
    const { from, to } = periodBounds(params);
    // Channel by channel, each in time order: every batch is a range scan of the primary key
    // (connection, channel, start) that starts where the last batch ended.
    for (const code of CHANNEL_NAMES.keys()) {
      let after: string | null = null;
      for (;;) {
        const rows: {
          start: string;
          channel: number;
          day: string;
          time: string;
          value: string;
          quality: number;
        }[] = await db
          .select({
            start: sql<string>`${intervalReadings.start}::text`,
            channel: intervalReadings.channel,
            day: sql<string>`to_char(${intervalReadings.start} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`,
            time: sql<string>`to_char(${intervalReadings.start} at time zone 'Europe/Amsterdam', 'HH24:MI')`,
            value: intervalReadings.value,
            quality: intervalReadings.quality,
          })
          .from(intervalReadings)
          .where(
            and(
              eq(intervalReadings.connectionId, params.connectionId),
              eq(intervalReadings.channel, code),
              eq(intervalReadings.customerId, params.customerId),
              scoped(intervalReadings.customerId as never, actFor),
              gte(intervalReadings.start, from as never),
              lt(intervalReadings.start, to as never),
              after ? sql`${intervalReadings.start} > ${after}::timestamptz` : undefined,
            ),
          )
          .orderBy(asc(intervalReadings.start))
          .limit(BATCH_ROWS);
        if (rows.length === 0) break;
        yield rows.map((row) => {
          const channel = CHANNEL_NAMES.get(row.channel);
          return {
            ean: connection.ean,
            date: row.day,
            time: row.time,
            channel: channel?.label ?? String(row.channel),
            value: row.value,
            unit: channel?.unit ?? '',
            quality: QUALITY[row.quality] ?? '',
          };
        });
        after = rows[rows.length - 1]!.start;
        if (rows.length < BATCH_ROWS) break;
      }
    }
  },
};
