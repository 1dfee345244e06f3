// Parser of KNMI daily weather data ("daggegevens", e.g. etmgeg_260.txt or the download script's
// output): free text and '#' comment lines, then a header line `# STN,YYYYMMDD,…,TG,…` (the '#' is
// missing in the zip downloads), then one comma-separated row per station and day with values padded
// by spaces; a blank value means "not measured". TG is the daily mean temperature in 0.1 °C.

export type KnmiDay = {
  station: number;
  /** YYYY-MM-DD. */
  day: string;
  /** Daily mean temperature in 0.1 °C. */
  meanTemperature: number;
};

export type KnmiRowError = {
  /** 1-based line number in the file. */
  row: number;
  column: string;
  message: string;
};

export type KnmiParseResult = {
  days: KnmiDay[];
  errors: KnmiRowError[];
  /** Data rows seen (valid and rejected). */
  rowsRead: number;
};

export const KNMI_MESSAGES = {
  noHeader: 'Geen KNMI-kopregel gevonden (verwacht "# STN,YYYYMMDD,…,TG,…").',
  noTemperatureColumn: 'De kopregel heeft geen kolom TG (etmaalgemiddelde temperatuur).',
  badStation: 'Geen geldig stationsnummer.',
  badDate: 'Geen geldige datum (verwacht JJJJMMDD).',
  missingTemperature: 'Geen etmaalgemiddelde temperatuur; dag overgeslagen.',
  badTemperature: 'Geen geldige temperatuur (verwacht een geheel getal in 0,1 °C).',
  implausibleTemperature: 'Onwaarschijnlijke temperatuur (buiten −40 tot 40 °C).',
  duplicate: 'Deze dag van dit station staat al eerder in het bestand.',
} as const;

const HEADER = /^#?\s*STN\s*,\s*YYYYMMDD\s*(,|$)/i;

/** Parses a whole KNMI file; rows with errors are reported and left out, the rest returned. */
export function parseKnmiDaily(text: string): KnmiParseResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => HEADER.test(line));
  if (headerAt < 0)
    return { days: [], errors: [{ row: 1, column: 'STN', message: KNMI_MESSAGES.noHeader }], rowsRead: 0 };
  const columns = (lines[headerAt] ?? '')
    .replace(/^#/, '')
    .split(',')
    .map((name) => name.trim().toUpperCase());
  const tgAt = columns.indexOf('TG');
  if (tgAt < 0) {
    return {
      days: [],
      errors: [{ row: headerAt + 1, column: 'TG', message: KNMI_MESSAGES.noTemperatureColumn }],
      rowsRead: 0,
    };
  }
  const days: KnmiDay[] = [];
  const errors: KnmiRowError[] = [];
  const seen = new Set<string>();
  let rowsRead = 0;
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    rowsRead += 1;
    const row = i + 1;
    const cells = line.split(',').map((cell) => cell.trim());
    const stationText = cells[0] ?? '';
    if (!/^\d{1,4}$/.test(stationText)) {
      errors.push({ row, column: 'STN', message: KNMI_MESSAGES.badStation });
      continue;
    }
    const day = isoDay(cells[1] ?? '');
    if (!day) {
      errors.push({ row, column: 'YYYYMMDD', message: KNMI_MESSAGES.badDate });
      continue;
    }
    const tgText = cells[tgAt] ?? '';
    if (tgText === '') {
      errors.push({ row, column: 'TG', message: KNMI_MESSAGES.missingTemperature });
      continue;
    }
    if (!/^-?\d+$/.test(tgText)) {
      errors.push({ row, column: 'TG', message: KNMI_MESSAGES.badTemperature });
      continue;
    }
    const meanTemperature = Number(tgText);
    if (meanTemperature < -400 || meanTemperature > 400) {
      errors.push({ row, column: 'TG', message: KNMI_MESSAGES.implausibleTemperature });
      continue;
    }
    const station = Number(stationText);
    const key = `${station}:${day}`;
    if (seen.has(key)) {
      errors.push({ row, column: 'YYYYMMDD', message: KNMI_MESSAGES.duplicate });
      continue;
    }
    seen.add(key);
    days.push({ station, day, meanTemperature });
  }
  return { days, errors, rowsRead };
}

/** YYYYMMDD → YYYY-MM-DD when it is a real calendar day. */
function isoDay(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = `${y}-${m}-${d}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}
