// Energy data (mod:ems): what every EMS area shares — channels, units, reading quality, time grains.
// Area-specific payloads live beside this file (ems-usage.ts, ems-imports.ts, …).

/** Measured quantities of a connection. Codes are what the database stores. */
export const EMS_CHANNELS = {
  /** Electricity taken from the grid, kWh per interval. */
  consumption: { code: 1, unit: 'kWh', label: 'Verbruik' },
  /** Electricity fed back (solar), kWh per interval. */
  production: { code: 2, unit: 'kWh', label: 'Teruglevering' },
  /** Reactive energy, kVArh per interval. */
  reactive: { code: 3, unit: 'kVArh', label: 'Blindstroom' },
  /** Gas, m³(n) per interval (hourly for large connections). */
  gas: { code: 4, unit: 'm³', label: 'Gas' },
} as const;
export type EmsChannel = keyof typeof EMS_CHANNELS;
export const EMS_CHANNEL_NAMES = Object.keys(EMS_CHANNELS) as EmsChannel[];
export type EmsChannelCode = (typeof EMS_CHANNELS)[EmsChannel]['code'];

export function channelByCode(code: number): EmsChannel | undefined {
  return EMS_CHANNEL_NAMES.find((name) => EMS_CHANNELS[name].code === code);
}

/** Where a value comes from. */
export const READING_QUALITIES = { measured: 0, estimated: 1, corrected: 2 } as const;
export type ReadingQuality = keyof typeof READING_QUALITIES;
export type ReadingQualityCode = (typeof READING_QUALITIES)[ReadingQuality];

/**
 * Interval lengths stored: quarter hours (electricity of large connections), hours (gas of large
 * connections), and whole local days (usage derived from meter readings of small connections).
 */
export const INTERVAL_MINUTES = [15, 60, 1440] as const;
export type IntervalMinutes = (typeof INTERVAL_MINUTES)[number];

/** Rollup grains, coarse to fine; codes as stored in interval_rollups.grain. */
export const ROLLUP_GRAINS = { hour: 1, day: 2, week: 3, month: 4, year: 5 } as const;
export type RollupGrain = keyof typeof ROLLUP_GRAINS;

/** Resolutions a usage query can ask for: raw quarters or one of the rollup grains. */
export const USAGE_INTERVALS = ['quarter', 'hour', 'day', 'week', 'month', 'year'] as const;
export type UsageInterval = (typeof USAGE_INTERVALS)[number];
